import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationStoreTimeoutError');

/** The call of a delivery that did not answer in time: one of the store's, or the queue's `enqueue`. */
export type NotificationStoreCall = 'claim' | 'renew' | 'complete' | 'release' | 'enqueue' | 'keepEvidence';

/**
 * The notification store (or, with `queue`, the queue) did not answer one call of a delivery within its
 * share of the claim's lease (a tenth: 6 s of the default 60 s). The delivery was not processed and was
 * answered HTTP 503, so the gateway delivers it again; no listener ran for it. Reported to `onError`
 * with stage `'store'` (or `'queue'`). A store that is down, restarting or overloaded ends here rather
 * than holding the gateway's request open until it returns.
 *
 * @example
 * ```ts
 * import { isNotificationStoreTimeoutError } from '@lintas/core';
 *
 * if (isNotificationStoreTimeoutError(error)) metrics.increment(`lintas.store.timeout.${error.call}`);
 * ```
 */
export class NotificationStoreTimeoutError extends LintasError {
  override readonly name = 'NotificationStoreTimeoutError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The call that did not answer. */
  readonly call: NotificationStoreCall;
  /** How long it was waited for, in ms. */
  readonly timeoutMs: number;

  constructor(call: NotificationStoreCall, timeoutMs: number) {
    const what = call === 'enqueue' ? 'The notification queue' : 'The notification store';
    super(
      `${what} did not answer \`${call}\` within ${timeoutMs} ms (a tenth of leaseMs), so the delivery was answered ` +
        'HTTP 503 and the gateway delivers it again. Check that it is up and reachable from this process.',
    );
    this.call = call;
    this.timeoutMs = timeoutMs;
  }
}

/** True when `error` is a {@link NotificationStoreTimeoutError}, from any installed copy of Lintas. */
export const isNotificationStoreTimeoutError = /* @__PURE__ */ markerGuard<NotificationStoreTimeoutError>(marker);
