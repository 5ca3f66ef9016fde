import ky, { isHTTPError, isTimeoutError as isKyTimeoutError, TimeoutError as KyTimeoutError } from 'ky';
import * as v from 'valibot';
import { callEndpoint, notify, type Answer, type CallState, type PendingCall } from './call-endpoint.js';
import { classifyFailure, isAbortError } from './classify-failure.js';
import { CallAbortedError } from './errors/call-aborted-error.js';
import { GatewayError } from './errors/gateway-error.js';
import { HttpStatusError } from './errors/http-status-error.js';
import { isLintasError } from './errors/lintas-error.js';
import { NetworkError } from './errors/network-error.js';
import type { OutcomeUnknownError } from './errors/outcome-unknown-error.js';
import { outcomeUnknown as outcomeUnknownError } from './outcome-unknown.js';
import { ResponseFormatError } from './errors/response-format-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import { toValidationIssues } from './invalid-params.js';
import { kyRetryOptions } from './ky-retry-options.js';
import { recordFailure } from './record-failure.js';
import { TransientAnswer } from './transient-answer.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { systemErrorCode } from './utils/system-error-code.js';

/**
 * Continues a call whose first attempt did not settle it: settles a refusal or an answer that is not
 * the expected data, or hands the call to ky, which replays the first attempt's outcome as its own
 * first attempt and drives the retries (backoff, Retry-After, hooks) as for any call, and turns the
 * outcome into data or a typed error, following the endpoint's retry policy (see `RetryPolicy`).
 */
export async function continueCall(call: PendingCall): Promise<unknown> {
  const { transport, endpoint, options, record, validated, state, first, firstFailure } = call;
  const path = endpoint.path;
  const policy = endpoint.retry;
  const write = policy !== 'read';
  const canRecover = write && typeof policy.recover === 'function';
  const { hooks } = transport;

  const outcomeUnknown = (cause: unknown): Promise<OutcomeUnknownError> =>
    outcomeUnknownError(transport, endpoint, validated, state.attempts, cause);

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
        call: (next: AnyEndpoint, nextParams: unknown) =>
          callEndpoint(transport, next, nextParams, { ...options, extraParams: undefined }) as never,
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
      const error = new ResponseFormatError(path, 'the body is not the {code, message, data} JSON envelope', {
        body: answer.body,
      });
      // A 200 that is not JSON or is cut short may carry a committed write.
      return write ? recoverOrUnknown(error, undefined) : Promise.reject(error);
    }
    if (call.successCodes.includes(envelope.code)) {
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
    if (policy.duplicateCodes?.includes(envelope.code) && (state.ambiguous || state.attempts > 1))
      return recoverOrUnknown(refusal, refusal);
    // After an ambiguous attempt any other refusal (even "balance insufficient") could hide its commit.
    if (state.ambiguous) throw await outcomeUnknown(refusal);
    throw refusal;
  };

  const { url, timeout } = call;
  let response: Response;
  try {
    if (first?.ok && state.answer) return await settle(state.answer);
    // ky's own TimeoutError, as if ky had run the first attempt, so it retries it as any timed-out attempt.
    const firstError = firstFailure?.timedOut
      ? new KyTimeoutError(new Request(url, { method: 'POST' }))
      : firstFailure?.error;
    // The caller gave up: nothing to retry, whatever ky would make of its signal.
    if (firstFailure && options.signal?.aborted) throw firstError;
    response = await ky.post(url, {
      fetch: async (input) => {
        if (state.attempts === 1) {
          if (firstFailure || !first) throw firstError;
          return replayable(first);
        }
        // ky always passes the Request it built, with its signal for the attempt's timeout.
        return replayable(await call.sendAttempt((input as Request).signal));
      },
      timeout,
      ...(options.signal ? { signal: options.signal } : {}),
      retry: {
        // The client's settings, under the call's own.
        ...kyRetryOptions(options.retry ? { ...transport.retrySettings, ...options.retry } : transport.retrySettings),
        shouldRetry: ({ error }) => {
          call.flushResponse();
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
            if (retryCount > 0) await call.signEnvelope(retryCount + 1);
          },
        ],
        beforeRetry: [
          ({ error, retryCount }) => {
            call.flushResponse();
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
    if (write && (aborted ? inFlight(state) || state.reached : classifyFailure(error) === 'ambiguous'))
      state.ambiguous = true;
    if (error instanceof TransientAnswer && state.answer) return await settle(state.answer);
    const failure = aborted
      ? new CallAbortedError(path, { cause: options.signal?.reason })
      : toLintasFailure(error, path, state.answer, timeout, transport.prefixUrl);
    throw write && state.ambiguous ? await outcomeUnknown(failure) : failure;
  }
  void response.body?.cancel().catch(() => undefined);
  if (!state.answer) throw new ResponseFormatError(path, 'no answer was read', { body: '' });
  return await settle(state.answer);
}

/** Whether the current attempt may be in the gateway's hands: sent, unanswered, and not refused a connection. */
function inFlight(state: CallState): boolean {
  // A connection never established carried nothing: an abort after it is not "in flight".
  return state.inFlight && !(state.sendFailure !== undefined && classifyFailure(state.sendFailure.error) === 'unsent');
}

/** What ky needs of an answer, whose body was read already: its status, and a failure's headers (Retry-After). */
function replayable(response: Response): Response {
  return response.ok
    ? new Response(null, { status: response.status })
    : new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function toLintasFailure(
  error: unknown,
  path: string,
  answer: Answer | undefined,
  timeout: number | false,
  url: string,
): unknown {
  if (isLintasError(error)) return error;
  if (isAbortError(error)) return new CallAbortedError(path, { cause: error });
  if (isKyTimeoutError(error)) return new TimeoutError(path, timeout === false ? 0 : timeout, { cause: error });
  if (isHTTPError(error)) return new HttpStatusError(path, error.response.status, answer?.body ?? '', { cause: error });
  return new NetworkError(path, systemErrorCode(error), { cause: error, url });
}
