import type { NotificationMap } from './notifications/define-notification.js';
import type { EndpointMap } from './types/endpoint.js';

/**
 * A named group of endpoints that `client.use()` mounts under `client[name]`, and the notifications
 * those operations make the gateway send, which `createNotificationHandler({ plugins })` reads.
 */
export interface Plugin<
  TName extends string,
  TEndpoints extends EndpointMap<TEndpoints>,
  TNotifications extends NotificationMap = Record<never, never>,
> {
  /** The namespace on the client, e.g. `philippines` for `client.philippines.createPayment(...)`. */
  readonly name: TName;
  /** The endpoints, keyed by method name. Document each key: its JSDoc is what editors show on the method. */
  readonly endpoints: TEndpoints;
  /**
   * The notification events the family's operations make the gateway send, by `eventName`: their
   * payload schemas, deduplication keys and how each is confirmed with the gateway.
   */
  readonly notifications?: TNotifications;
}

/**
 * Declares a plugin: an API family's endpoints under one namespace, and the notifications it owns. An
 * identity function for type inference; plugins never see keys, sign or parse the envelope.
 *
 * For a published package, give the endpoints an exported interface
 * (`definePlugin<'name', NameEndpoints>(...)`) whose members are `typeof endpoint` with a JSDoc comment:
 * an editor shows the member's comment on `client.name.method`, and declaration files keep it, which an
 * inferred object type loses when it is written out. The Lintas families write each member's comment as
 * `{@inheritDoc endpoint}` and replace it with the endpoint's own JSDoc when they build, so the
 * documentation is written once, on the endpoint.
 *
 * @example
 * ```ts
 * import { definePlugin } from '@lintas/core';
 * import { queryCheckout } from './endpoints/query-checkout.js';
 * import { checkoutNotifications } from './notifications/checkout-notifications.js';
 *
 * export const checkout = definePlugin({
 *   name: 'checkout',
 *   endpoints: { queryCheckout },
 *   notifications: checkoutNotifications,
 * });
 * ```
 */
export function definePlugin<
  const TName extends string,
  const TEndpoints extends EndpointMap<TEndpoints>,
  const TNotifications extends NotificationMap = Record<never, never>,
>(plugin: Plugin<TName, TEndpoints, TNotifications>): Plugin<TName, TEndpoints, TNotifications> {
  return plugin;
}
