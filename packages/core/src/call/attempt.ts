import type { RateLimit } from '../types/rate-limit.js';
import type { AttemptKey, AttemptTarget } from './attempt-target.js';
import type { HttpClient } from './http-client.js';
import { merchantKeys } from './journal.js';
import { notify } from './notify.js';
import { signAttempt } from './sign-attempt.js';

/** How one attempt ended: an HTTP answer (any status), or no answer. */
export type Attempt =
  | {
      readonly answered: true;
      readonly status: number;
      readonly headers: Headers;
      /** The answer's body, read in full under the attempt's timeout. */
      readonly body: string;
      /** ky's `HTTPError` of a status that is not 2xx. */
      readonly error: Error | undefined;
      readonly durationMs: number;
      /** The signed `param` of the request. */
      readonly param: string;
      /** The `keyId` of the signer that signed it. */
      readonly keyId: string | undefined;
    }
  | {
      readonly answered: false;
      /**
       * What the attempt failed with: fetch's error or ky's `TimeoutError`; before sending, the typed
       * error of its signing (`SignatureError`, `SigningTimeoutError`, `CallAbortedError`).
       */
      readonly error: unknown;
      /** Whether the attempt's own deadline ended it (ky's `TimeoutError`, or a signing too slow). */
      readonly timedOut: boolean;
      /** Whether the request was handed to `fetch` (with a signal not aborted yet): then it may have left. */
      readonly sent: boolean;
      /** Whether the envelope was signed (else signing itself failed). */
      readonly signed: boolean;
      /** Not signed for a reason that may pass (a protocol's token endpoint down): worth another attempt. */
      readonly unsent: boolean;
      readonly durationMs: number;
      /** The `keyId` of the signer that signed the request; `undefined` when it was not signed. */
      readonly keyId: string | undefined;
    };

/**
 * Signs and sends attempt number `attempt` of a call, and reads its answer, once the client's
 * `rateLimit` (if it has one) gives it its turn: see {@link sendNow}. A client without a rate limit
 * sends at once, without a turn more. Never rejects.
 */
export function sendAttempt(target: AttemptTarget, attempt: number, key: AttemptKey): Promise<Attempt> {
  const { rateLimit } = target.transport;
  return rateLimit ? sendPaced(target, attempt, key, rateLimit) : sendNow(target, attempt, key, undefined);
}

/** {@link sendNow} once `rateLimit` gives the attempt its turn, which the attempt's deadline includes. */
async function sendPaced(
  target: AttemptTarget,
  attempt: number,
  key: AttemptKey,
  rateLimit: RateLimit,
): Promise<Attempt> {
  const startedAt = performance.now();
  const { path, timeout, signal } = target;
  const keys = merchantKeys(target.endpoint, target.params);
  const appId = target.transport.appId;
  const paced = await rateLimit.turn({ appId, path, keys, first: attempt === 1, timeout, startedAt, signal });
  if (!paced.ok) {
    const { error, late } = paced;
    const durationMs = performance.now() - startedAt;
    return {
      answered: false,
      error,
      timedOut: late,
      sent: false,
      signed: false,
      unsent: false,
      durationMs,
      keyId: undefined,
    };
  }
  try {
    return await sendNow(target, attempt, key, startedAt);
  } finally {
    // The answer is read in full (or none will come): the next request of the pace may leave.
    paced.release();
  }
}

/**
 * Signs and sends attempt number `attempt` of a call, and reads its answer. The envelope is signed
 * with `key` afresh (a new timestamp over the same params, or the `param` the gateway refused with 21001
 * again; a client's protocol writes and signs its own request instead, with its headers), the
 * `beforeRequest` observers told, and the attempt
 * sent through the client's ky instance under the call's timeout and the caller's signal, without ky's
 * retry: the call's loop decides what follows. ky's one `Request` of the attempt goes to the client's
 * `fetch`, and the answer is read there in full, so that the timeout covers the body too. The
 * attempt's deadline began at `paced` when it waited for its turn, else it begins once ky is loaded.
 * Never rejects.
 */
async function sendNow(
  target: AttemptTarget,
  attempt: number,
  key: AttemptKey,
  paced: number | undefined,
): Promise<Attempt> {
  const { transport } = target;
  let http: HttpClient;
  try {
    // Before signing: loading ky does not age the envelope's timestamp. Once loaded, without a wait.
    const loading = transport.http();
    http = loading instanceof Promise ? await loading : loading;
  } catch (error) {
    return {
      answered: false,
      error,
      timedOut: false,
      sent: false,
      signed: false,
      unsent: false,
      durationMs: 0,
      keyId: undefined,
    };
  }
  // The attempt's deadline: signing and sending share its `timeout` from here.
  const startedAt = paced ?? performance.now();
  const signing = await signAttempt(target, key, startedAt);
  if (!signing.signed) {
    const durationMs = performance.now() - startedAt;
    const { error, late, unsent } = signing;
    return { answered: false, error, timedOut: late, sent: false, signed: false, unsent, durationMs, keyId: undefined };
  }
  const { body, headers, param, keyId } = signing.request;
  target.watch?.sending?.(attempt, param);
  notify(transport.hooks.beforeRequest, { endpoint: target.path, attempt, appId: transport.appId, param });
  const timeout = target.timeout === false ? false : target.timeout - (performance.now() - startedAt);
  const sentAt = performance.now();
  let sent = false;
  let text = '';
  try {
    const response = await http.ky.post(target.path.slice(1), {
      json: body,
      timeout,
      fetch: async (input, init) => {
        // ky's Request: its signal carries the timeout and the caller's signal.
        const request = input as Request;
        request.signal.throwIfAborted();
        sent = true;
        // The body again, as the text it is: a fetch then sends it as it is, where the request's body
        // stream would be piped through a copy (Node: +20 µs per call).
        const answer = await transport.fetch(request, { ...init, body });
        text = await answer.text();
        return answer;
      },
      ...(target.signal ? { signal: target.signal } : {}),
      // A protocol's own headers (SNAP's token and signature); the envelope has none.
      ...(headers ? { headers } : {}),
    });
    const durationMs = performance.now() - sentAt;
    return {
      answered: true,
      status: response.status,
      headers: response.headers,
      body: text,
      error: undefined,
      durationMs,
      param,
      keyId,
    };
  } catch (error) {
    const durationMs = performance.now() - sentAt;
    if (error instanceof http.HTTPError) {
      const { status, headers } = error.response;
      return { answered: true, status, headers, body: text, error, durationMs, param, keyId };
    }
    const timedOut = error instanceof http.TimeoutError;
    return { answered: false, error, timedOut, sent, signed: true, unsent: false, durationMs, keyId };
  }
}
