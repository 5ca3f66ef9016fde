import type { NotificationDefinition } from './define-notification.js';
import { AuthorizationNotificationSchema } from './schemas/authorization-notification.js';
import { CheckoutPaymentNotificationSchema } from './schemas/checkout-payment-notification.js';
import { DirectDebitPaymentNotificationSchema } from './schemas/direct-debit-payment-notification.js';
import { PaymentNotificationSchema } from './schemas/payment-notification.js';
import { PaymentVerificationNotificationSchema } from './schemas/payment-verification-notification.js';
import { PayoutNotificationSchema } from './schemas/payout-notification.js';
import { RefundNotificationSchema } from './schemas/refund-notification.js';
import { StaticPaymentNotificationSchema } from './schemas/static-payment-notification.js';
import { TicketNotificationSchema } from './schemas/ticket-notification.js';

/**
 * The payload schema of each kind of notification. Use it to validate a payload
 * you stored, or to build fixtures.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { notificationEvents, notificationSchemas } from '@lintas/core';
 *
 * const schema = notificationSchemas[notificationEvents['payment.refund.failed']]; // RefundNotificationSchema
 * v.is(schema, storedPayload);
 * ```
 */
export const notificationSchemas = {
  payment: PaymentNotificationSchema,
  'static-payment': StaticPaymentNotificationSchema,
  'checkout-payment': CheckoutPaymentNotificationSchema,
  payout: PayoutNotificationSchema,
  refund: RefundNotificationSchema,
  authorization: AuthorizationNotificationSchema,
  'direct-debit-payment': DirectDebitPaymentNotificationSchema,
  ticket: TicketNotificationSchema,
  'payment-verification': PaymentVerificationNotificationSchema,
} as const;

/**
 * Every `eventName` the handler reads when it is given no `plugins`, with the kind of notification it belongs to. BluePay WebPay sends its
 * payments as `order.payment.success` / `order.payment.failed` (kind `payment`).
 * `checkout.payment.failed` is not in the gateway's documentation (it only shows the success event);
 * it follows the pattern of the other kinds and is what `@lintas/sandbox` sends.
 *
 * @example
 * ```ts
 * import { notificationEvents } from '@lintas/core';
 *
 * notificationEvents['disbursement.failed']; // 'payout'
 * ```
 */
export const notificationEvents = {
  'payment.success': 'payment',
  'payment.failed': 'payment',
  'static.order.payment.success': 'static-payment',
  'static.order.payment.failed': 'static-payment',
  'checkout.payment.success': 'checkout-payment',
  'checkout.payment.failed': 'checkout-payment',
  'disbursement.success': 'payout',
  'disbursement.failed': 'payout',
  'payment.refund.success': 'refund',
  'payment.refund.failed': 'refund',
  'payment.refund.cancel': 'refund',
  'token.create.success': 'authorization',
  'token.create.failed': 'authorization',
  'token.cancel.success': 'authorization',
  'direct.debit.success': 'direct-debit-payment',
  'direct.debit.failed': 'direct-debit-payment',
  // BluePay WebPay names its payment events so: https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderPaymentNotification.html
  'order.payment.success': 'payment',
  'order.payment.failed': 'payment',
  // https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html
  'ticket.status.processing': 'ticket',
  'ticket.status.rejected': 'ticket',
  'ticket.status.closed': 'ticket',
  // https://developers.paycools.co.id/en/payment/VACollectionVerification.html
  'payment.verification': 'payment-verification',
} as const satisfies Record<string, keyof typeof notificationSchemas>;

/** An `eventName` Lintas knows, e.g. `'payment.success'`. */
export type NotificationEventName = keyof typeof notificationEvents;

/** A kind of notification: what happened to what (`'payment'`, `'refund'`, ...). */
export type NotificationKind = keyof typeof notificationSchemas;

/** The kind of notification an `eventName` belongs to: `NotificationKindOf<'disbursement.failed'>` = `'payout'`. */
export type NotificationKindOf<TEventName extends NotificationEventName> = (typeof notificationEvents)[TEventName];

/**
 * True when `eventName` is one Lintas knows.
 *
 * @example
 * ```ts
 * import { isNotificationEventName } from '@lintas/core';
 *
 * isNotificationEventName('payment.success'); // true
 * isNotificationEventName('payment.verification'); // true
 * isNotificationEventName('coupon.issued'); // false: returned as an unknown notification
 * ```
 */
export function isNotificationEventName(eventName: string): eventName is NotificationEventName {
  return Object.hasOwn(notificationEvents, eventName);
}

// The members that name each kind's object: the deduplication key (see `Notification.key`). A static code
// is paid many times under one mchOrderId, so payments are keyed on the transaction; one authorization
// request can end in a token, and a token can be replaced, so the token tells them apart.
const keyMembers: { readonly [TKind in NotificationKind]: readonly string[] } = {
  payment: ['transactionId'],
  'static-payment': ['transactionId'],
  'checkout-payment': ['transactionId'],
  payout: ['transactionId'],
  refund: ['refundTransactionId'],
  authorization: ['requestId', 'payToken'],
  'direct-debit-payment': ['transactionId'],
  ticket: ['ticketId'],
  // An inquiry is answered each time, never deduplicated: the hash of its param names it.
  'payment-verification': [],
};

/** The events read without `plugins`, by `eventName`: schemas and keys, and no lookup to confirm them with. */
export type DefaultNotifications = {
  readonly [TEventName in NotificationEventName]: NotificationDefinition<
    NotificationKindOf<TEventName>,
    (typeof notificationSchemas)[NotificationKindOf<TEventName>],
    never
  >;
};

/** What the handler and `verifyNotification` read when they are given no `plugins`. */
export interface DefaultNotificationSource {
  readonly name: 'default';
  readonly notifications: DefaultNotifications;
}

const definitions = Object.fromEntries(
  (Object.keys(notificationSchemas) as NotificationKind[]).map((kind) => [
    kind,
    {
      kind,
      schema: notificationSchemas[kind],
      key: keyMembers[kind],
      ...(kind === 'payment-verification' ? { inquiry: true } : {}),
    },
  ]),
);

/**
 * The events read when no `plugins` are given: every event the gateway's pages show for the families of
 * this SDK before each family declared its own. Pass the plugins of the families you use instead
 * (`plugins: [philippines]`): their declarations also say how to confirm each event with the gateway,
 * and name the events this list does not know.
 */
export const defaultNotificationSource: DefaultNotificationSource = {
  name: 'default',
  notifications: Object.fromEntries(
    Object.entries(notificationEvents).map(([eventName, kind]) => [eventName, definitions[kind]]),
  ) as unknown as DefaultNotifications,
};
