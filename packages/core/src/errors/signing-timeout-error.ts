import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.SigningTimeoutError');

/**
 * The request of a call was not signed within the call's `timeout` (per attempt), so it was not sent:
 * the signer (a KMS or an HSM that did not answer in time), or on SNAP the access token or its store,
 * was still working when the attempt's deadline passed. Nothing was sent by that attempt, so nothing
 * was committed by it: send the call again with the same keys. `cause` says which step was late;
 * `keys` are the call's merchant keys.
 *
 * @example
 * ```ts
 * import { isSigningTimeoutError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(payout); }
 * catch (error) {
 *   if (isSigningTimeoutError(error)) return retryLater(payout); // nothing was sent
 * }
 * ```
 */
export class SigningTimeoutError extends LintasError {
  override readonly name = 'SigningTimeoutError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The merchant keys of the call that was not sent (empty for a read). */
  readonly keys: Readonly<Record<string, string | number>>;
  /** The call's per-attempt timeout in milliseconds, which signing and sending share. */
  readonly timeout: number;

  constructor(
    endpoint: string,
    keys: Readonly<Record<string, string | number>>,
    timeout: number,
    options: { cause: unknown },
  ) {
    super(
      `${endpoint} was not sent: its request was not signed within the call's timeout of ${timeout} ms (the signer, or the protocol's access token, did not answer in time). Nothing was sent by this attempt; send the call again with the same keys`,
      options,
    );
    this.endpoint = endpoint;
    this.keys = keys;
    this.timeout = timeout;
  }
}

/** True when `error` is a {@link SigningTimeoutError}, from any installed copy of Lintas. */
export const isSigningTimeoutError = /* @__PURE__ */ markerGuard<SigningTimeoutError>(marker);
