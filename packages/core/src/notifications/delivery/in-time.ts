import {
  type NotificationStoreCall,
  NotificationStoreTimeoutError,
} from '../../errors/notification-store-timeout-error.js';

/**
 * Runs one call of a delivery to its store or queue, and settles as it does, or rejects with a
 * {@link NotificationStoreTimeoutError} once `timeoutMs` passed without an answer. The call itself is
 * left to end on its own: a late answer changes nothing, its outcome is ignored.
 */
export function inTime<T>(call: NotificationStoreCall, timeoutMs: number, run: () => PromiseLike<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NotificationStoreTimeoutError(call, timeoutMs)), timeoutMs);
  });
  // A store that throws at once (not a promise) fails the same way as one that rejects.
  const answered = new Promise<T>((resolve) => resolve(run()));
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}
