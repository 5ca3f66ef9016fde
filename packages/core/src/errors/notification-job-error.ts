import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationJobError');

/**
 * A worker was given a job that no notification handler wrote: not the members a handler's job holds
 * (`key`, `eventName`, `body`, `headers`, `url`, `enqueuedAt`, and nothing else), or a `key` or
 * `eventName` that is not the one of the notification its body holds. It was written into the queue by
 * someone else, or altered there: `handler.processJob` refuses it for good, and no listener runs.
 *
 * @example
 * ```ts
 * import { isNotificationJobError } from '@lintas/core';
 *
 * const result = await handler.processJob(job);
 * if (result.outcome === 'refused' && isNotificationJobError(result.error)) alert('a job was written into the queue');
 * ```
 */
export class NotificationJobError extends LintasError {
  override readonly name = 'NotificationJobError' as const;
  /** @internal */
  readonly [marker] = true;

  /** @param problem - what is wrong with the job, e.g. "it has a member `record`". */
  constructor(problem: string) {
    super(`The notification job was not written by a notification handler, or was altered in the queue: ${problem}.`);
  }
}

/** True when `error` is a {@link NotificationJobError}, from any installed copy of Lintas. */
export const isNotificationJobError = /* @__PURE__ */ markerGuard<NotificationJobError>(marker);
