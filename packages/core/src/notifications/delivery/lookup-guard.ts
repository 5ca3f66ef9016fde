import { type Confirmation, confirmNotification } from '../confirm-notification.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationConfirmer } from '../notification-handler-options.js';

/** Confirms notifications with the gateway for one handler. */
export interface LookupGuard {
  /** Looks the notification's record up with its families' lookups, through `confirmer`. */
  confirm(
    notification: AnyNotification,
    definitions: readonly AnyNotificationDefinition[],
    confirmer: NotificationConfirmer,
  ): Promise<Confirmation>;
}

/**
 * The lookups of one handler. Each ends within `deadlineMs` (a share of the claim's lease): a lookup
 * slower than that is abandoned and the notification is answered "not yet", while the claim is still
 * the delivery's.
 */
export function createLookupGuard(deadlineMs: number): LookupGuard {
  return {
    confirm(notification, definitions, confirmer) {
      const signal = AbortSignal.timeout(deadlineMs);
      return confirmNotification(notification.eventName, notification.payload, definitions, {
        call: (endpoint, params) => Promise.resolve(confirmer.call(endpoint, params, { signal })),
      });
    },
  };
}
