import type { NotificationEventName, NotificationKindOf, NotificationPayload } from './notification-events.js';

/** What every verified notification carries besides its payload. */
interface VerifiedNotification {
  /**
   * The identity of the event, the same for every redelivery of it and different for any other event:
   * `<eventName>:<id>`, the id being `transactionId` (payments of every kind, payouts),
   * `refundTransactionId` (refunds), `requestId` plus `payToken` when sent (authorizations) or
   * `ticketId` (tickets); `payment.verification` inquiries are keyed on the hash of `param`. For an
   * unknown event: the first of `transactionId`, `refundTransactionId`, `requestId` it carries, else
   * `sha256:` and the hash of `param`. The notification handler deduplicates on it.
   */
  readonly key: string;
  /** The exact `param` text that was signed, to archive as proof. */
  readonly param: string;
  /** The gateway's signature of `param` (base64), to archive with it. */
  readonly sign: string;
}

/**
 * A verified notification of an event Lintas knows, typed by its `eventName`. Without a type argument:
 * the union of all of them, which narrows on `eventName`.
 *
 * @example
 * ```ts
 * import type { KnownNotification } from '@lintas/core';
 *
 * async function onRefund(n: KnownNotification<'payment.refund.success' | 'payment.refund.failed'>) {
 *   await refunds.settle(n.payload.mchRefundOrderId, n.payload.refundStatus);
 * }
 * ```
 */
export type KnownNotification<TEventName extends NotificationEventName = NotificationEventName> = {
  [TName in TEventName]: VerifiedNotification & {
    /** True: `eventName` is known and `payload` was validated against its kind's schema. */
    readonly known: true;
    readonly eventName: TName;
    /** What happened to what: `'payment'`, `'payout'`, `'refund'`, ... */
    readonly kind: NotificationKindOf<TName>;
    /** The parsed and validated `param`; unknown members are kept. */
    readonly payload: NotificationPayload<TName>;
  };
}[TEventName];

/**
 * A verified notification whose `eventName` Lintas does not know yet. Its signature was checked; its
 * payload was not validated. Never dropped: handle it, or acknowledge it.
 *
 * @example
 * ```ts
 * import type { UnknownNotification } from '@lintas/core';
 *
 * const logUnknown = (n: UnknownNotification) => console.warn('new event', n.eventName, n.payload);
 * ```
 */
export interface UnknownNotification extends VerifiedNotification {
  readonly known: false;
  readonly kind: 'unknown';
  readonly eventName: string;
  /** The parsed `param`, as sent. */
  readonly payload: Readonly<Record<string, unknown>> & { readonly eventName: string };
}

/**
 * A verified notification. Check `known` first, then `switch (n.eventName)` narrows the payload (an
 * unknown event's name could be any string, so it must be set aside before the switch), or
 * `switch (n.kind)` to handle a whole kind at once.
 *
 * @example
 * ```ts
 * import { verifyNotification, type Notification } from '@lintas/core';
 *
 * const n: Notification = await verifyNotification(await request.text(), { verifier });
 * if (!n.known) return console.warn('new event from the gateway', n.eventName, n.payload);
 * switch (n.eventName) {
 *   case 'payment.success': await markPaid(n.payload.mchOrderId, n.payload.amount); break;
 *   case 'payment.refund.failed': await alert(n.payload.refundTransactionId, n.payload.failedMessage); break;
 * }
 * ```
 */
export type Notification = KnownNotification | UnknownNotification;
