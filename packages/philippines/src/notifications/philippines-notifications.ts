import {
  confirmPaymentNotification,
  type KnownNotification,
  PaymentNotificationSchema,
  payoutEvents,
  StaticPaymentNotificationSchema,
  transactionEvents,
} from '@lintas/core';
import { queryPayment } from '../endpoints/query-payment.js';

const payment = transactionEvents('payment', {
  kind: 'payment',
  schema: PaymentNotificationSchema,
  confirm: confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId })),
});
const staticPayment = transactionEvents('static.order.payment', {
  kind: 'static-payment',
  schema: StaticPaymentNotificationSchema,
});
const payout = payoutEvents('PH');

/**
 * The notifications the Philippine operations make the gateway send, by `eventName`:
 * - `payment.success` / `payment.failed` of a payment made with `createPayment`, sent to its `notifyUrl`:
 *   confirmed with `queryPayment` (`POST /open-api/philippines/payment/query`, by `mchOrderId`);
 * - `static.order.payment.success` / `.failed`: a payment to a static code of `createStaticCode`, sent to
 *   the code's `notifyUrl`. The gateway documents no lookup of the payments to a Philippine static code
 *   (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html), so it cannot
 *   be confirmed with it: bind the code's `notifyUrl` to its `mchOrderId` instead;
 * - `disbursement.success` / `disbursement.failed` of a payout made with `createPayout`, sent to the payout
 *   notification URL of the dashboard (which cannot be bound): confirmed with the payout status check in `PH`.
 */
export const philippinesNotifications = {
  /** A payment of `createPayment` completed. */
  'payment.success': payment['payment.success'],
  /** A payment of `createPayment` failed, or was closed. */
  'payment.failed': payment['payment.failed'],
  /** A payment to a static code of `createStaticCode` completed. */
  'static.order.payment.success': staticPayment['static.order.payment.success'],
  /** A payment to a static code of `createStaticCode` failed. */
  'static.order.payment.failed': staticPayment['static.order.payment.failed'],
  /** A payout of `createPayout` reached the payee. */
  'disbursement.success': payout['disbursement.success'],
  /** A payout of `createPayout` failed: the money was not sent. */
  'disbursement.failed': payout['disbursement.failed'],
} as const;

/** The notification events of the Philippine family, by `eventName`. */
export type PhilippinesNotifications = typeof philippinesNotifications;

/**
 * A verified notification of the Philippine family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { PhilippinesNotification } from '@lintas/philippines';
 *
 * async function onPayout(n: PhilippinesNotification<'disbursement.success' | 'disbursement.failed'>) {
 *   await payouts.settle(n.payload.mchOrderId, n.payload.transactionStatus);
 * }
 * ```
 */
export type PhilippinesNotification<
  TEventName extends keyof PhilippinesNotifications = keyof PhilippinesNotifications,
> = KnownNotification<PhilippinesNotifications, TEventName>;
