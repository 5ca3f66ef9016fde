import * as v from 'valibot';
import { recordAnswer, type CallRecord } from './call-record.js';
import { createEnvelope, parseResponseEnvelope, type ResponseEnvelope } from './envelope.js';
import { CallAbortedError } from './errors/call-aborted-error.js';
import { defaultSuccessCodes, transientGatewayCodes } from './errors/transport-codes.js';
import { loadFailurePath } from './load-failure-path.js';
import { outcomeUnknown } from './outcome-unknown.js';
import { TransientAnswer } from './transient-answer.js';
import { requestHeaders, type Transport } from './transport.js';
import type { CallOptions, ResponseEvent } from './types/client.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { validateParams } from './validate-params.js';

/** The last answer received for a call. */
export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly envelope: ResponseEnvelope | undefined;
}

/** What one call learns over its attempts. */
export interface CallState {
  attempts: number;
  /** An attempt may have been committed by the gateway without us learning its answer. */
  ambiguous: boolean;
  /** The current attempt was sent and has no answer yet (unless `sendFailure` says it never left). */
  inFlight: boolean;
  /**
   * How the current attempt's fetch failed, when the caller had not aborted by then. A connection never
   * established carried nothing, so such an attempt is not in flight; the failure path tells.
   */
  sendFailure: { readonly error: unknown } | undefined;
  /** An attempt reached the gateway (some answer came back), whatever that answer said. */
  reached: boolean;
  sentAt: number;
  answer: Answer | undefined;
  /** The answer's event, delivered to `afterResponse` observers once the attempt is over. */
  response: ResponseEvent | undefined;
}

/** How the first attempt failed: what it rejected with, or its own timer fired. */
export interface FirstFailure {
  readonly error: unknown;
  readonly timedOut: boolean;
}

/** A call whose first attempt did not settle it, as the failure path continues it. */
export interface PendingCall {
  readonly transport: Transport;
  readonly endpoint: AnyEndpoint;
  readonly options: CallOptions;
  readonly record: CallRecord | undefined;
  readonly validated: Record<string, unknown>;
  readonly url: string;
  readonly timeout: number | false;
  readonly successCodes: readonly number[];
  readonly state: CallState;
  /** Signs the envelope of `attempt` and makes it the current attempt. */
  readonly signEnvelope: (attempt: number) => Promise<void>;
  /** Sends the current attempt and reads its answer. */
  readonly sendAttempt: (signal: AbortSignal | undefined) => Promise<Response>;
  /** Delivers the last answer to the `afterResponse` observers. */
  readonly flushResponse: () => void;
  /** The first attempt's answer, when it got one. */
  readonly first: Response | undefined;
  readonly firstFailure: FirstFailure | undefined;
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
  // Params valid as given, and no extra fields, are the common case, and go on without a promise in
  // between. Anything else is checked by code loaded with `import()` when first needed (see below).
  const checked = validateParams(endpoint, params, options.formatChecks ?? transport.formatChecks);
  const validated = checked instanceof Promise ? await checked : checked;
  const sent =
    options.extraParams === undefined
      ? validated
      : (await import('./extra-params.js')).withExtraParams(endpoint, validated, options.extraParams);
  if (options.signal?.aborted) throw new CallAbortedError(path, { cause: options.signal.reason });
  const successCodes = endpoint.successCodes ?? defaultSuccessCodes;
  const state: CallState = {
    attempts: 0,
    ambiguous: false,
    inFlight: false,
    sendFailure: undefined,
    reached: false,
    sentAt: 0,
    answer: undefined,
    response: undefined,
  };
  const { hooks } = transport;
  // Observers see each answer after its attempt is over, outside its timeout, and are never awaited.
  const flushResponse = (): void => {
    if (state.response) notify(hooks.afterResponse, state.response);
    state.response = undefined;
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
    state.sendFailure = undefined;
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
      response = await transport.fetch(
        url,
        signal
          ? { method: 'POST', headers: requestHeaders, body, signal }
          : { method: 'POST', headers: requestHeaders, body },
      );
    } catch (error) {
      if (!options.signal?.aborted) state.sendFailure = { error };
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
    if (code !== undefined && !successCodes.includes(code) && transientGatewayCodes.includes(code))
      throw new TransientAnswer(code);
    return response;
  };

  // Every attempt's body is the envelope signed for it: the first here, each retry afresh in ky's
  // beforeRequest, so every attempt carries a new timestamp over identical business fields. The body is
  // handed to fetch as the string it is, which spares a body stream, its clone for retries and its
  // re-wrapping.
  const url = transport.prefixUrl + path.slice(1);
  const timeout = options.timeout ?? transport.timeout;
  if (timeout !== false && timeout > maxTimeout)
    throw new RangeError(`The \`timeout\` option cannot be greater than ${maxTimeout}`);
  await signEnvelope(1);

  // The first attempt goes straight to fetch under its own timer: most calls end there, and ky's
  // per-call work (its Request and signal chain, the clone kept for retries, option normalisation)
  // would be most of the SDK's overhead.
  let first: Response | undefined;
  let firstFailure: FirstFailure | undefined;
  try {
    first = await firstAttempt(sendAttempt, timeout, options.signal);
  } catch (error) {
    firstFailure = { error, timedOut: error === timedOut };
  }
  try {
    const envelope = state.answer?.envelope;
    if (first?.ok && envelope !== undefined && successCodes.includes(envelope.code)) {
      // A schema that throws (a transform of its own) is reported by the failure path, which settles the answer again.
      let result: v.SafeParseResult<typeof endpoint.data> | undefined;
      try {
        result = v.safeParse(endpoint.data, envelope.data);
      } catch {
        result = undefined;
      }
      if (result?.success) return result.output;
    }
    // Any other outcome goes to the failure path: every failure, retry (ky, which replays this outcome
    // as its own first attempt and drives the retries: backoff, Retry-After, hooks), refusal and
    // recovery. It is loaded by `import()` on the first call that needs it, once per process (cached
    // after): a successful call never loads it, which keeps ky and the errors' descriptions out of the
    // cold start and, in a merchant's bundle, in a chunk of its own.
    const { continueCall } = await loadFailurePath().catch(async (error: unknown) => {
      // Without the failure path nothing can tell what the sent attempt did: a write that cannot be
      // classified is unknown (never an error to be taken for "nothing happened"), a read fails as it is.
      throw endpoint.retry === 'read'
        ? error
        : await outcomeUnknown(transport, endpoint, validated, state.attempts, error);
    });
    return await continueCall({
      transport,
      endpoint,
      options,
      record,
      validated,
      url,
      timeout,
      successCodes,
      state,
      signEnvelope,
      sendAttempt,
      flushResponse,
      first,
      firstFailure,
    });
  } finally {
    flushResponse();
  }
}

/** ky's limit for a timer (the largest 32-bit delay); a larger timeout is refused before anything is sent. */
const maxTimeout = 2_147_483_647;

/** What the first attempt rejects with when its own timer fires; the failure path makes it ky's `TimeoutError`. */
const timedOut = Symbol('first attempt timed out');

/**
 * Runs the first attempt under `timeout` and the caller's `signal`, as ky runs an attempt: when the
 * timer fires, the attempt is aborted and fails (with `timedOut`), even under a `fetch` that ignores its
 * signal. One controller and one timer, no signal chain.
 */
async function firstAttempt(
  send: (signal: AbortSignal | undefined) => Promise<Response>,
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
        reject(timedOut);
      }, timeout);
      send(controller.signal).then(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * Calls each observer with `event`, in order, without awaiting them: hooks observe, and neither a slow
 * nor a failing logger may change the outcome of a payment or delay a signed attempt.
 */
export function notify<TEvent>(
  observers: readonly ((event: TEvent) => void | Promise<void>)[] | undefined,
  event: TEvent,
): void {
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
