import ky, { isHTTPError, isTimeoutError as isKyTimeoutError } from 'ky';
import * as v from 'valibot';
import { classifyFailure, isAbortError, systemErrorCode } from './classify-failure.js';
import { createEnvelope, parseResponseEnvelope, type ResponseEnvelope } from './envelope.js';
import { defaultSuccessCodes, transientGatewayCodes } from './errors/transport-codes.js';
import { GatewayError } from './errors/gateway-error.js';
import { HttpStatusError } from './errors/http-status-error.js';
import { isLintasError } from './errors/lintas-error.js';
import { NetworkError } from './errors/network-error.js';
import { OutcomeUnknownError } from './errors/outcome-unknown-error.js';
import { ResponseFormatError } from './errors/response-format-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import { TransientAnswer } from './transient-answer.js';
import { kyRetryOptions, requestHeaders, type Transport } from './transport.js';
import type { CallOptions } from './types/client.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { toValidationIssues, validateParams } from './validate-params.js';
import { withExtraParams } from './extra-params.js';

/** The last answer received for a call. */
interface Answer {
  readonly status: number;
  readonly body: string;
  readonly envelope: ResponseEnvelope | undefined;
}

/** What one call learns over its attempts. */
interface CallState {
  attempts: number;
  /** An attempt may have been committed by the gateway without us learning its answer. */
  ambiguous: boolean;
  inFlight: boolean;
  sentAt: number;
  answer: Answer | undefined;
}

/**
 * Runs one call: validates the params, then sends signed attempts through ky and turns the outcome into
 * data or a typed error, following the endpoint's retry policy (see `RetryPolicy`).
 */
export async function callEndpoint(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const validated = validateParams(endpoint, params, options.formatChecks ?? transport.formatChecks);
  const sent = withExtraParams(endpoint, validated, options.extraParams);
  options.signal?.throwIfAborted();
  const policy = endpoint.retry;
  const write = policy !== 'read';
  const canRecover = write && typeof policy.recover === 'function';
  const successCodes = endpoint.successCodes ?? defaultSuccessCodes;
  const state: CallState = { attempts: 0, ambiguous: false, inFlight: false, sentAt: 0, answer: undefined };
  const { hooks } = transport;
  const path = endpoint.path;

  const outcomeUnknown = async (cause: unknown): Promise<OutcomeUnknownError> => {
    const keys: Record<string, string | number> = {};
    for (const key of write ? policy.keys : []) {
      const value = validated[key];
      if (typeof value === 'string' || typeof value === 'number') keys[key] = value;
    }
    const error = new OutcomeUnknownError(path, keys, state.attempts, { cause });
    // Awaited, so a journal has recorded the outcome before the caller (or a crash) can lose it.
    await notify(hooks.outcomeUnknown, { endpoint: path, keys, attempts: state.attempts, params: validated, error });
    return error;
  };

  const settle = async (answer: Answer): Promise<unknown> => {
    const envelope = answer.envelope;
    if (envelope === undefined) {
      const error = new ResponseFormatError(path, 'the body is not the {code, message, data} JSON envelope', { body: answer.body });
      throw write ? await outcomeUnknown(error) : error;
    }
    if (successCodes.includes(envelope.code)) {
      const result = v.safeParse(endpoint.data, envelope.data);
      if (result.success) return result.output;
      throw new ResponseFormatError(path, 'data does not match the response schema', {
        body: answer.body,
        data: envelope.data,
        succeeded: true,
        issues: toValidationIssues(result.issues),
      });
    }
    const refusal = new GatewayError(path, envelope.code, envelope.message, envelope.data);
    if (!(write && state.ambiguous)) throw refusal;
    // An earlier attempt may have been committed: only a duplicate refusal resolved into the existing
    // record settles the outcome. Any other answer (even "balance insufficient") could hide that commit.
    if (canRecover && policy.duplicateCodes?.includes(envelope.code) && policy.recover) {
      try {
        return await policy.recover({
          params: validated as never,
          // The lookup runs under the same options (format checks, timeout, retry, signal) as the call.
          // The call's extra fields belong to the call, not to the lookup.
          call: (next: AnyEndpoint, nextParams: unknown) => callEndpoint(transport, next, nextParams, { ...options, extraParams: undefined }) as never,
          signal: options.signal,
        } as never);
      } catch (error) {
        throw await outcomeUnknown(error);
      }
    }
    throw await outcomeUnknown(refusal);
  };

  /** The signed envelope of the current attempt, as sent. */
  let body = '';
  const signEnvelope = async (attempt: number): Promise<void> => {
    state.attempts = attempt;
    state.answer = undefined;
    const envelope = await createEnvelope(sent, {
      appId: transport.appId,
      signer: transport.signer,
      timestampUnit: transport.timestampUnit,
      now: transport.now,
    });
    await notify(hooks.beforeRequest, { endpoint: path, attempt, appId: transport.appId, param: envelope.param });
    state.inFlight = true;
    state.sentAt = performance.now();
    body = JSON.stringify(envelope);
  };

  // ky drives the attempts (timeouts, retries, backoff, hooks); the body of each attempt is the envelope
  // signed for it: the first here, each retry afresh in beforeRequest, so every attempt carries a new
  // timestamp over identical business fields. The body is handed to fetch as the string it is, not
  // through ky's Request, which spares a body stream, its clone for retries and its re-wrapping.
  await signEnvelope(1);
  // ky is given the whole URL and one options object (no instance defaults to merge into it per call).
  const request = ky.post(transport.prefixUrl + path.slice(1), {
    fetch: async (input, init) => {
      const kyRequest = input as Request; // ky always passes the Request it built
      const response = await transport.fetch(kyRequest.url, { ...init, method: 'POST', headers: requestHeaders, body, signal: kyRequest.signal });
      // The answer is read here, once: ky gets only its status and headers (for HTTP errors and
      // Retry-After), so it has no body to clone for hooks.
      const text = await response.text();
      state.inFlight = false;
      const envelope = response.ok ? parseResponseEnvelope(text) : undefined;
      state.answer = { status: response.status, body: text, envelope };
      await notify(hooks.afterResponse, {
        endpoint: path,
        attempt: state.attempts,
        status: response.status,
        code: envelope?.code,
        durationMs: performance.now() - state.sentAt,
      });
      const code = envelope?.code;
      if (code !== undefined && !successCodes.includes(code) && transientGatewayCodes.includes(code)) throw new TransientAnswer(code);
      // ky needs the headers of a failed answer only (Retry-After).
      return response.ok
        ? new Response(null, { status: response.status })
        : new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    timeout: options.timeout ?? transport.timeout,
    ...(options.signal ? { signal: options.signal } : {}),
    retry: {
      // Built at client creation unless the call has retry settings of its own.
      ...(options.retry ? kyRetryOptions({ ...transport.retrySettings, ...options.retry }) : transport.retryOptions),
      shouldRetry: ({ error }) => {
        const kind = classifyFailure(error);
        if (kind === 'final') return false;
        if (!write || kind === 'unsent') return undefined;
        state.ambiguous = true;
        return canRecover ? undefined : false;
      },
    },
    hooks: {
      beforeRequest: [
        async (_request, _options, { retryCount }) => {
          if (retryCount > 0) await signEnvelope(retryCount + 1);
        },
      ],
      beforeRetry: [
        async ({ error, retryCount }) => {
          await notify(hooks.beforeRetry, { endpoint: path, attempt: retryCount + 1, error });
        },
      ],
    },
  });

  let response: Response;
  try {
    response = await request;
  } catch (error) {
    const kind = classifyFailure(error);
    if (write && (kind === 'ambiguous' || (isAbortError(error) && state.inFlight))) state.ambiguous = true;
    if (error instanceof TransientAnswer && state.answer) return settle(state.answer);
    const failure = toLintasFailure(error, path, state.answer, options.timeout ?? transport.timeout);
    throw write && state.ambiguous ? await outcomeUnknown(failure) : failure;
  }
  void response.body?.cancel().catch(() => undefined);
  if (!state.answer) throw new ResponseFormatError(path, 'no answer was read', { body: '' });
  return settle(state.answer);
}

function toLintasFailure(error: unknown, path: string, answer: Answer | undefined, timeout: number | false): unknown {
  if (isLintasError(error) || isAbortError(error)) return error;
  if (isKyTimeoutError(error)) return new TimeoutError(path, timeout === false ? 0 : timeout, { cause: error });
  if (isHTTPError(error)) return new HttpStatusError(path, error.response.status, answer?.body ?? '', { cause: error });
  return new NetworkError(path, systemErrorCode(error), { cause: error });
}

async function notify<TEvent>(observers: readonly ((event: TEvent) => void | Promise<void>)[] | undefined, event: TEvent): Promise<void> {
  if (!observers) return;
  for (const observer of observers) {
    try {
      await observer(event);
    } catch {
      // Hooks observe; a failing logger must never change the outcome of a payment.
    }
  }
}
