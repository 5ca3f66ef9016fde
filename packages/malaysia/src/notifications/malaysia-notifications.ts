import {
  confirmPaymentNotification,
  type KnownNotification,
  PaymentNotificationSchema,
  payoutEvents,
  transactionEvents,
} from '@lintas/core';
import { queryWebpay } from '../endpoints/query-webpay.js';

/** A Malaysian payment's notification, confirmed with `queryWebpay` (`POST /open-api/webpay/detail`, by `mchOrderId`). */
const payment = {
  kind: 'payment',
  schema: PaymentNotificationSchema,
  confirm: confirmPaymentNotification(queryWebpay, ({ mchOrderId }) => ({ mchOrderId })),
} as const;

const paymentEvents = transactionEvents('payment', payment);
const orderPaymentEvents = transactionEvents('order.payment', payment);
// A payout of `createPayout`, sent to the dashboard's payout notification URL (which cannot be bound):
// confirmed with the payout status check in `MY`.
const payout = payoutEvents('MY');

/**
 * The notifications the Malaysian operations make the gateway send, by `eventName`: a payment's outcome
 * (`createPayment`'s `notifyUrl`), as `payment.success` / `payment.failed`, or as WebPay names it,
 * `order.payment.success` / `order.payment.failed`
 * (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderPaymentNotification.html); a payout's outcome
 * (the dashboard's payout notification URL), as `disbursement.success` / `disbursement.failed`.
 */
export const malaysiaNotifications = {
  /** A payment of `createPayment` completed. */
  'payment.success': paymentEvents['payment.success'],
  /** A payment of `createPayment` failed, or was closed. */
  'payment.failed': paymentEvents['payment.failed'],
  /** A payment of `createPayment` completed, as some of the gateway's pages name the event. */
  'order.payment.success': orderPaymentEvents['order.payment.success'],
  /** A payment of `createPayment` failed, as some of the gateway's pages name the event. */
  'order.payment.failed': orderPaymentEvents['order.payment.failed'],
  /** A payout of `createPayout` reached the payee. */
  'disbursement.success': payout['disbursement.success'],
  /** A payout of `createPayout` failed: the money was not sent. */
  'disbursement.failed': payout['disbursement.failed'],
} as const;

/** The notification events of the Malaysian family, by `eventName`. */
export type MalaysiaNotifications = typeof malaysiaNotifications;

/**
 * A verified notification of the Malaysian family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { MalaysiaNotification } from '@lintas/malaysia';
 *
 * async function onPaid(n: MalaysiaNotification<'order.payment.success'>) {
 *   await orders.markPaid(n.payload.mchOrderId, n.payload.amount);
 * }
 * ```
 */
export type MalaysiaNotification<TEventName extends keyof MalaysiaNotifications = keyof MalaysiaNotifications> =
  KnownNotification<MalaysiaNotifications, TEventName>;
