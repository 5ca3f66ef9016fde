import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.CallAbortedError');

/**
 * The call's `signal` aborted it while nothing could have been committed: before the request was sent,
 * between attempts that provably did nothing, or at any time for a read. `cause` is the signal's
 * reason. A money-moving call aborted while its request was in flight throws `OutcomeUnknownError`
 * instead, because the gateway may have committed it.
 *
 * @example
 * ```ts
 * import { isCallAbortedError } from '@lintas/core';
 *
 * try { await client.neutral.queryPayment(params, { signal: AbortSignal.timeout(5000) }); }
 * catch (error) {
 *   if (isCallAbortedError(error)) return; // the caller gave up; nothing was done
 * }
 * ```
 */
export class CallAbortedError extends LintasError {
  override readonly name = 'CallAbortedError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;

  constructor(endpoint: string, options: { cause: unknown }) {
    super(`${endpoint} was aborted by the caller before anything could be committed`, options);
    this.endpoint = endpoint;
  }
}

/** True when `error` is a {@link CallAbortedError}, from any installed copy of Lintas. */
export const isCallAbortedError = /* @__PURE__ */ markerGuard<CallAbortedError>(marker);
