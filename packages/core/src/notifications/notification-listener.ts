import type { NotificationMap } from './define-notification.js';
import type { AnyNotification, ConfirmedNotification, KnownOf, Notification } from './notification.js';
import type { NotificationJob } from './notification-queue.js';
import type { NotificationReply } from './notification-reply.js';

/** What a notification listener receives besides the notification. */
export interface NotificationContext {
  /**
   * The HTTP request the notification came in. When a worker runs it from a queue (`queue`), a request
   * rebuilt from its job: the URL and the body it was posted with, and only the headers its verification reads.
   */
  readonly request: Request;
  /** When a worker runs it from a queue (`queue`), the job it came in. */
  readonly job?: NotificationJob;
}

/**
 * Processes one notification. Resolve once its effect is durable (the order is marked paid): the
 * gateway is acknowledged only then. Throw (or reject) to have the gateway deliver it again. The
 * listener of an inquiry (`payment.verification`) returns the reply the gateway reads, `{ code,
 * message, data }`; returning nothing sends the plain acknowledgement.
 */
export type NotificationListener<TNotification = AnyNotification, TResult = unknown> = (
  notification: TNotification,
  context: NotificationContext,
) => TResult | Promise<TResult>;

/**
 * One listener per `eventName` the plugins given declare, typed by it (with `record`, the gateway's
 * record, when the handler confirms), and `default` for any notification without its own listener
 * (unknown events included). A notification with no listener at all is not acknowledged (the gateway
 * delivers it again) and is reported to `onError` as a `NotificationUnhandledError`, unless
 * `acknowledgeUnhandled` is set.
 *
 * @example
 * ```ts
 * import type { NotificationListeners, NotificationsOf } from '@lintas/core';
 * import type { philippines } from '@lintas/philippines';
 *
 * export const listeners: NotificationListeners<NotificationsOf<[typeof philippines]>> = {
 *   'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId),
 *   default: async (n) => console.info('not handled', n.eventName),
 * };
 * ```
 */
export type NotificationListeners<
  TEvents extends NotificationMap = NotificationMap,
  TConfirmed extends boolean = false,
> = {
  readonly [TEventName in keyof TEvents & string]?: NotificationListener<
    TConfirmed extends true ? ConfirmedNotification<TEvents, TEventName> : KnownOf<TEvents, TEventName>,
    // An inquiry's listener returns the reply the gateway reads.
    TEvents[TEventName]['kind'] extends 'payment-verification' ? NotificationReply | void : unknown
  >;
} & {
  readonly default?: NotificationListener<Notification<TEvents>>;
};
