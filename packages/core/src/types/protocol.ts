import type { LintasError } from '../errors/lintas-error.js';
import type { SignOptions } from '../signing/signer.js';
import type { AnyEndpoint } from './endpoint.js';

/**
 * One call as its protocol sees it: what every attempt of the call writes and reads. It is the same
 * object for every attempt of one call, so a protocol keeps what a call carries across its attempts
 * (SNAP's `X-EXTERNAL-ID`) in a `WeakMap` keyed by it.
 */
export interface ProtocolCall {
  readonly endpoint: AnyEndpoint;
  /** The whole URL of the endpoint. */
  readonly url: string;
  /** The validated params and the call's `extraParams`, as the request carries them. */
  readonly params: Readonly<Record<string, unknown>>;
}

/** One attempt's request, signed afresh: its body and the headers besides `content-type` and `accept`. */
export interface ProtocolRequest {
  readonly body: string;
  /** Headers of the protocol (credentials, signatures): names in lower case. */
  readonly headers?: Readonly<Record<string, string>>;
  /** What the `beforeRequest` hooks see of the request: the signed text, without any signature or token. */
  readonly param: string;
  /** The `keyId` of the signer that signed it, as the call's metadata names it; never the key itself. */
  readonly keyId?: string | undefined;
}

/**
 * An attempt a protocol could not prepare for a reason that may pass, before anything was sent (SNAP:
 * its token endpoint was unreachable, too slow or busy): the call's loop tries again after its backoff,
 * as after a refused connection, with the call's own retry settings, and rejects with `unsent` when no
 * retry is left.
 */
export interface ProtocolUnsent {
  readonly unsent: LintasError;
}

/**
 * What a protocol read in an answer (of any HTTP status), for the call loop to decide on as it decides
 * on the envelope's answers:
 * - `success`: one of the endpoint's success codes, with the `data` the endpoint's schema checks;
 * - a failure, with the typed error the call rejects with (or its `OutcomeUnknownError` names as cause):
 *   `duplicate` a record under the call's keys exists, `rate-limited` nothing was done yet, try later,
 *   `gateway-failed` the gateway failed maybe after acting, `unsent` the gateway refused the attempt
 *   before acting and the next attempt may succeed (SNAP: its access token expired or was revoked),
 *   `refused` any other refusal, `unreadable` an answer of the protocol that says neither (a success
 *   the endpoint does not declare, an answer without its code);
 * - `undefined`: not the protocol's answer (a proxy's page), which the loop reads by its HTTP status
 *   (a 2xx one as unreadable, never as a refusal).
 */
export type ProtocolReading =
  | { readonly kind: 'success'; readonly code: number; readonly data: unknown }
  | {
      readonly kind: 'duplicate' | 'rate-limited' | 'gateway-failed' | 'unsent' | 'refused' | 'unreadable';
      /** The answer's code, when it has one. */
      readonly code?: number | undefined;
      readonly error: LintasError;
    }
  | undefined;

/**
 * How a client writes, signs and reads its calls: the gateway's `{appId, sign, param}` envelope (the
 * default of `createClient`), or another protocol (SNAP BI: `createSnapClient` of `@lintas/snap`). The
 * call loop around it is the same: validation, retries and their decisions, the journal, recovery,
 * errors, metadata, hooks, logs and traces.
 */
export interface Protocol {
  /**
   * The request of one attempt, signed afresh. If it rejects, the attempt is not sent and the call
   * rejects with that error (SNAP: no access token, no `X-EXTERNAL-ID` could be reserved). It runs
   * inside the attempt's deadline (the call's `timeout`, which the send then shares) and the caller's
   * signal: `options.signal` aborts when the call stops waiting for it (pass it to every request and
   * store it makes), and one that has not resolved by then ends the call with `SigningTimeoutError`.
   * Resolve with {@link ProtocolUnsent} for a failure worth another attempt.
   */
  request(call: ProtocolCall, options: SignOptions): Promise<ProtocolRequest | ProtocolUnsent>;
  /** Reads an answer of an attempt of `call`: its HTTP status and its body, read in full. */
  read(call: ProtocolCall, status: number, body: string): ProtocolReading;
}
