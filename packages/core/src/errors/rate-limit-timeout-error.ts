import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.RateLimitTimeoutError');

/**
 * An attempt of a call was not sent because the client's `rateLimit` gave it no send slot within the
 * call's `timeout` (per attempt): more calls were waiting for the pace than it lets through in that
 * time, or the rate limit's store did not answer in time. Nothing was sent by that attempt, so
 * nothing was committed by it: send the call again with the same keys, or send fewer calls at once.
 * `keys` are the call's merchant keys.
 *
 * @example
 * ```ts
 * import { isRateLimitTimeoutError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(payout); }
 * catch (error) {
 *   if (isRateLimitTimeoutError(error)) return retryLater(payout); // nothing was sent
 * }
 * ```
 */
export class RateLimitTimeoutError extends LintasError {
  override readonly name = 'RateLimitTimeoutError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The merchant keys of the call that was not sent (empty for a read). */
  readonly keys: Readonly<Record<string, string | number>>;
  /** The call's per-attempt timeout in milliseconds, which the wait for a slot, signing and sending share. */
  readonly timeout: number;

  constructor(
    endpoint: string,
    keys: Readonly<Record<string, string | number>>,
    timeout: number,
    options: { cause: unknown },
  ) {
    super(
      `${endpoint} was not sent: the client's rateLimit gave it no send slot within the call's timeout of ${timeout} ms. Nothing was sent by this attempt; send the call again with the same keys, or send fewer calls at once`,
      options,
    );
    this.endpoint = endpoint;
    this.keys = keys;
    this.timeout = timeout;
  }
}

/** True when `error` is a {@link RateLimitTimeoutError}, from any installed copy of Lintas. */
export const isRateLimitTimeoutError = /* @__PURE__ */ markerGuard<RateLimitTimeoutError>(marker);
