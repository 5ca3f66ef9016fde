import ky, { isHTTPError, isTimeoutError as isKyTimeoutError, TimeoutError as KyTimeoutError } from 'ky';
import * as v from 'valibot';
import { recordAnswer, recordFailure, type CallRecord } from './call-record.js';
import { classifyFailure, isAbortError, systemErrorCode } from './classify-failure.js';
import { createEnvelope, parseResponseEnvelope, type ResponseEnvelope } from './envelope.js';
import { defaultSuccessCodes, transientGatewayCodes } from './errors/transport-codes.js';
import { CallAbortedError } from './errors/call-aborted-error.js';
import { GatewayError } from './errors/gateway-error.js';
import { HttpStatusError } from './errors/http-status-error.js';
import { isLintasError } from './errors/lintas-error.js';
import { NetworkError } from './errors/network-error.js';
import { OutcomeUnknownError } from './errors/outcome-unknown-error.js';
import { ResponseFormatError } from './errors/response-format-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import { TransientAnswer } from './transient-answer.js';
import { kyRetryOptions, requestHeaders, type Transport } from './transport.js';
import type { CallOptions, ResponseEvent } from './types/client.js';
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
  /** An attempt reached the gateway (some answer came back), whatever that answer said. */
  reached: boolean;
  sentAt: number;
  answer: Answer | undefined;
  /** The answer's event, delivered to `afterResponse` observers once the attempt is over. */
  response: ResponseEvent | undefined;
}

/**
 * Runs one call: validates the params, then sends the first signed attempt straight to fetch and any
 * retries through ky, and turns the outcome into data or a typed error, following the endpoint's retry
 * policy (see `RetryPolicy`). `record`, when given, keeps what happened for the call's metadata.
 */
export async function callEndpoint(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions = {},
  record?: CallRecord,
): Promise<unknown> {
  const path = endpoint.path;
  const validated = validateParams(endpoint, params, options.formatChecks ?? transport.formatChecks);
  const sent = withExtraParams(endpoint, validated, options.extraParams);
  if (options.signal?.aborted) throw new CallAbortedError(path, { cause: options.signal.reason });
  const policy = endpoint.retry;
  const write = policy !== 'read';
  const canRecover = write && typeof policy.recover === 'function';
  const successCodes = endpoint.successCodes ?? defaultSuccessCodes;
  const state: CallState = { attempts: 0, ambiguous: false, inFlight: false, reached: false, sentAt: 0, answer: undefined, response: undefined };
  const { hooks } = transport;
  // Observers see each answer after its attempt is over, outside its timeout, and are never awaited.
  const flushResponse = (): void => {
    if (state.response) notify(hooks.afterResponse, state.response);
    state.response = undefined;
  };

  const outcomeUnknown = async (cause: unknown): Promise<OutcomeUnknownError> => {
    const keys: Record<string, string | number> = {};
    for (const key of write ? policy.keys : []) {
      const value = validated[key];
      if (typeof value === 'string' || typeof value === 'number') keys[key] = value;
    }
    const error = new OutcomeUnknownError(path, keys, state.attempts, { cause });
    // Awaited (unlike the observers), so a journal has recorded the outcome before the caller (or a
    // crash) can lose it; the outcome is settled by then, and a failing journal does not change it.
    await journal(hooks.outcomeUnknown, { endpoint: path, keys, attempts: state.attempts, params: validated, error });
    return error;
  };

  /**
   * A write that may have been committed: resolved through the endpoint's recovery when it has one,
   * else (or when recovery fails) an unknown outcome. Never a plain error the merchant could take for
   * "nothing happened".
   */
  const recoverOrUnknown = async (reason: unknown, refusal: GatewayError | undefined): Promise<unknown> => {
    if (!write || !policy.recover) throw await outcomeUnknown(reason);
    if (record) record.recovered = true;
    try {
      return await policy.recover({
        params: validated as never,
        // The lookup runs under the same options (format checks, timeout, retry, signal) as the call.
        // The call's extra fields belong to the call, not to the lookup.
        call: (next: AnyEndpoint, nextParams: unknown) => callEndpoint(transport, next, nextParams, { ...options, extraParams: undefined }) as never,
        signal: options.signal,
        refusal,
      } as never);
    } catch (error) {
      throw await outcomeUnknown(error);
    }
  };

  const settle = async (answer: Answer): Promise<unknown> => {
    const envelope = answer.envelope;
    if (envelope === undefined) {
      const error = new ResponseFormatError(path, 'the body is not the {code, message, data} JSON envelope', { body: answer.body });
      // A 200 that is not JSON or is cut short may carry a committed write.
      return write ? recoverOrUnknown(error, undefined) : Promise.reject(error);
    }
    if (successCodes.includes(envelope.code)) {
      const result = v.safeParse(endpoint.data, envelope.data);
      if (result.success) return result.output;
      const error = new ResponseFormatError(path, 'data does not match the response schema', {
        body: answer.body,
        data: envelope.data,
        succeeded: true,
        issues: toValidationIssues(result.issues, endpoint.data),
      });
      // The gateway said it succeeded: for a write, the lookup tells what was committed.
      return write ? recoverOrUnknown(error, undefined) : Promise.reject(error);
    }
    const refusal = new GatewayError(path, envelope.code, envelope.message, envelope.data, { appId: transport.appId });
    if (!write) throw refusal;
    // A duplicate refusal of a retry is evidence that an earlier attempt was committed, however that
    // attempt was classed (a proxy may answer 429 or 408 after the gateway committed).
    if (policy.duplicateCodes?.includes(envelope.code) && (state.ambiguous || state.attempts > 1)) return recoverOrUnknown(refusal, refusal);
    // After an ambiguous attempt any other refusal (even "balance insufficient") could hide its commit.
    if (state.ambiguous) throw await outcomeUnknown(refusal);
    throw refusal;
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
    notify(hooks.beforeRequest, { endpoint: path, attempt, appId: transport.appId, param: envelope.param });
    state.inFlight = true;
    state.sentAt = performance.now();
    body = JSON.stringify(envelope);
  };

  /**
   * Sends the current attempt and reads its answer, once: ky gets only the status and headers (for HTTP
   * errors and Retry-After), so it has no body to clone. Throws `TransientAnswer` on a transient gateway
   * code, so that ky's retry, which acts on thrown errors, decides whether to repeat.
   */
  const sendAttempt = async (signal: AbortSignal | undefined): Promise<Response> => {
    let response: Response;
    try {
      response = await transport.fetch(url, signal ? { method: 'POST', headers: requestHeaders, body, signal } : { method: 'POST', headers: requestHeaders, body });
    } catch (error) {
      // A connection never established carried nothing: an abort after it is not "in flight".
      if (!options.signal?.aborted && classifyFailure(error) === 'unsent') state.inFlight = false;
      throw error;
    }
    const text = await response.text();
    state.inFlight = false;
    state.reached = true;
    const envelope = response.ok ? parseResponseEnvelope(text) : undefined;
    state.answer = { status: response.status, body: text, envelope };
    state.response = {
      endpoint: path,
      attempt: state.attempts,
      status: response.status,
      code: envelope?.code,
      durationMs: performance.now() - state.sentAt,
    };
    recordAnswer(record, state.response, text);
    const code = envelope?.code;
    if (code !== undefined && !successCodes.includes(code) && transientGatewayCodes.includes(code)) throw new TransientAnswer(code);
    return response;
  };

  // Every attempt's body is the envelope signed for it: the first here, each retry afresh in ky's
  // beforeRequest, so every attempt carries a new timestamp over identical business fields. The body is
  // handed to fetch as the string it is, which spares a body stream, its clone for retries and its
  // re-wrapping.
  const url = transport.prefixUrl + path.slice(1);
  const timeout = options.timeout ?? transport.timeout;
  if (timeout !== false && timeout > maxTimeout) throw new RangeError(`The \`timeout\` option cannot be greater than ${maxTimeout}`);
  await signEnvelope(1);

  try {
    let response: Response;
    try {
      // The first attempt goes straight to fetch under its own timer: most calls end there, and ky's
      // per-call work (its Request and signal chain, the clone kept for retries, option normalisation)
      // would be most of the SDK's overhead. Any other outcome is handed to ky, which replays it as its
      // own first attempt and drives the retries (backoff, Retry-After, hooks) as for any call.
      let first: Response | undefined;
      let firstFailed = false;
      let firstError: unknown;
      try {
        first = await firstAttempt(sendAttempt, url, timeout, options.signal);
      } catch (error) {
        firstFailed = true;
        firstError = error;
      }
      if (first?.ok && state.answer) return await settle(state.answer);
      // The caller gave up: nothing to retry, whatever ky would make of its signal.
      if (firstFailed && options.signal?.aborted) throw firstError;
      response = await ky.post(url, {
        fetch: async (input) => {
          if (state.attempts === 1) {
            if (firstFailed || !first) throw firstError;
            return replayable(first);
          }
          // ky always passes the Request it built, with its signal for the attempt's timeout.
          return replayable(await sendAttempt((input as Request).signal));
        },
        timeout,
        ...(options.signal ? { signal: options.signal } : {}),
        retry: {
          // Built at client creation unless the call has retry settings of its own.
          ...(options.retry ? kyRetryOptions({ ...transport.retrySettings, ...options.retry }) : transport.retryOptions),
          shouldRetry: ({ error }) => {
            flushResponse();
            recordFailure(record, state.attempts, state.sentAt, error);
            if (options.signal?.aborted) return false;
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
            ({ error, retryCount }) => {
              flushResponse();
              notify(hooks.beforeRetry, { endpoint: path, attempt: retryCount + 1, error });
            },
          ],
        },
      });
    } catch (error) {
      recordFailure(record, state.attempts, state.sentAt, error);
      // The signal may abort with any reason, which fetch and ky's backoff reject with as it is.
      const aborted = options.signal?.aborted === true && !isLintasError(error);
      // An abort after an attempt reached the gateway leaves a write unknown even when that attempt was
      // refused as "not done" (429, 408, 21020): such a refusal may come after the commit (from a proxy, or
      // a gateway that rate-limits after committing), and only the retry the abort cancels could have
      // told, by a duplicate refusal.
      if (write && (aborted ? state.inFlight || state.reached : classifyFailure(error) === 'ambiguous')) state.ambiguous = true;
      if (error instanceof TransientAnswer && state.answer) return await settle(state.answer);
      const failure = aborted
        ? new CallAbortedError(path, { cause: options.signal?.reason })
        : toLintasFailure(error, path, state.answer, timeout, transport.prefixUrl);
      throw write && state.ambiguous ? await outcomeUnknown(failure) : failure;
    }
    void response.body?.cancel().catch(() => undefined);
    if (!state.answer) throw new ResponseFormatError(path, 'no answer was read', { body: '' });
    return await settle(state.answer);
  } finally {
    flushResponse();
  }
}

/** ky's limit for a timer (the largest 32-bit delay); a larger timeout is refused before anything is sent. */
const maxTimeout = 2_147_483_647;

/**
 * Runs the first attempt under `timeout` and the caller's `signal`, as ky runs an attempt: when the
 * timer fires, the attempt is aborted and fails with ky's `TimeoutError`, even under a `fetch` that
 * ignores its signal. One controller and one timer, no signal chain.
 */
async function firstAttempt(
  send: (signal: AbortSignal | undefined) => Promise<Response>,
  url: string,
  timeout: number | false,
  signal: AbortSignal | undefined,
): Promise<Response> {
  if (timeout === false) return send(signal);
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<Response>((resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new KyTimeoutError(new Request(url, { method: 'POST' })));
      }, timeout);
      send(controller.signal).then(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** What ky needs of an answer, whose body was read already: its status, and a failure's headers (Retry-After). */
function replayable(response: Response): Response {
  return response.ok
    ? new Response(null, { status: response.status })
    : new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function toLintasFailure(error: unknown, path: string, answer: Answer | undefined, timeout: number | false, url: string): unknown {
  if (isLintasError(error)) return error;
  if (isAbortError(error)) return new CallAbortedError(path, { cause: error });
  if (isKyTimeoutError(error)) return new TimeoutError(path, timeout === false ? 0 : timeout, { cause: error });
  if (isHTTPError(error)) return new HttpStatusError(path, error.response.status, answer?.body ?? '', { cause: error });
  return new NetworkError(path, systemErrorCode(error), { cause: error, url });
}

/** Runs each journal hook with `event`, in order, awaiting each; an error of one is ignored. */
async function journal<TEvent>(hooks: readonly ((event: TEvent) => void | Promise<void>)[] | undefined, event: TEvent): Promise<void> {
  for (const hook of hooks ?? []) {
    try {
      await hook(event);
    } catch {
      // A failing journal must not turn the unknown outcome into another error.
    }
  }
}

/**
 * Calls each observer with `event`, in order, without awaiting them: hooks observe, and neither a slow
 * nor a failing logger may change the outcome of a payment or delay a signed attempt.
 */
function notify<TEvent>(observers: readonly ((event: TEvent) => void | Promise<void>)[] | undefined, event: TEvent): void {
  if (!observers) return;
  for (const observer of observers) {
    try {
      const result = observer(event);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // Ignored, like a rejected promise.
    }
  }
}
