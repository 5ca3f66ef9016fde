import { NotificationNotConfirmedError } from '../../errors/notification-not-confirmed-error.js';
import { NotificationUnhandledError } from '../../errors/notification-unhandled-error.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationUrls } from '../notification-urls.js';
import type { Proof, Route } from './decide-delivery.js';
import type { DeliverySetup, Listener } from './delivery-setup.js';

/** Who answers a verified notification, and what can prove it is the merchant's. */
export interface RoutedDelivery {
  readonly route: Route;
  readonly proof: Proof;
  /** Its listener (its own, else `default`), unless unhandled. */
  readonly listener?: Listener;
  /** Why it will not be processed, when its route or proof already say so. */
  readonly error?: unknown;
}

/**
 * Finds the notification's listener and what can prove it: its family's lookup (with `confirm`), the
 * MAC of the bound URL it was posted to (with `boundUrls`), or its event listed in `unconfirmed`.
 */
export async function routeDelivery(
  request: Request,
  notification: AnyNotification,
  definition: AnyNotificationDefinition | undefined,
  setup: DeliverySetup,
): Promise<RoutedDelivery> {
  const { eventName } = notification;
  const listener = (notification.known ? setup.listeners[eventName] : undefined) ?? setup.listeners.default;
  const definitions = setup.catalog.get(eventName) ?? [];
  const inquiry = definition?.inquiry === true;
  const url = await boundUrl(setup.boundUrls, request.url, definition?.bound, notification);
  const unconfirmed = setup.unconfirmed.has(eventName);
  const proof: Proof = {
    lookup: setup.confirmer !== undefined && !inquiry && definitions.some((entry) => entry.confirm !== undefined),
    url,
    unconfirmed,
    // A family that sends the event too but documents no lookup for it may hold the record no lookup
    // finds: it is accepted as that family accepts it (its bound URL matched, or `unconfirmed` lists it).
    fallback: definitions.some(
      (entry) => entry.confirm === undefined && ((url === 'matched' && entry.bound !== undefined) || unconfirmed),
    ),
  };
  if (listener === undefined) {
    return setup.acknowledgeUnhandled
      ? { route: 'unhandled', proof }
      : { route: 'unhandled', proof, error: new NotificationUnhandledError(eventName) };
  }
  const route: Route = inquiry ? 'inquiry' : 'listener';
  if (url === 'mismatch') {
    return { route, proof, listener, error: new NotificationNotConfirmedError(eventName, 'url-mismatch') };
  }
  if (!inquiry && !proof.lookup && url !== 'matched' && !unconfirmed) {
    return { route, proof, listener, error: new NotificationNotConfirmedError(eventName, 'no-lookup') };
  }
  return { route, proof, listener };
}

/** Whether the URL carries the MAC of the members its event's address names; `unbound` when not checked. */
async function boundUrl(
  urls: NotificationUrls | undefined,
  url: string,
  members: readonly string[] | undefined,
  notification: AnyNotification,
): Promise<Proof['url']> {
  if (urls === undefined || members === undefined) return 'unbound';
  const keys: Record<string, string | number> = {};
  for (const member of members) {
    const value = notification.payload[member];
    if (typeof value !== 'string' && typeof value !== 'number') return 'mismatch';
    keys[member] = value;
  }
  return (await urls.matches(url, keys)) ? 'matched' : 'mismatch';
}
