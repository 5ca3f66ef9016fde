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

/** The lookups of one handler. */
export function createLookupGuard(): LookupGuard {
  return {
    confirm: (notification, definitions, confirmer) =>
      confirmNotification(notification.eventName, notification.payload, definitions, {
        call: (endpoint, params) => Promise.resolve(confirmer.call(endpoint, params)),
      }),
  };
}
