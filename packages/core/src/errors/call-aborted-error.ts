import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.CallAbortedError');

/**
 * The call's `signal` aborted it while nothing could have been committed: before the request was sent,
 * while waiting to retry an attempt that never reached the gateway (its connection was refused), or at
 * any time for a read. `cause` is the signal's reason. A money-moving call aborted once an attempt
 * reached the gateway throws `OutcomeUnknownError` instead, because the gateway may have committed it:
 * while the request was in flight, and also while waiting out a "too many requests" answer (HTTP 429,
 * 408, code 21020), which a proxy or the gateway may give after committing.
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
