import {
  confirmPaymentNotification,
  defineNotification,
  type KnownNotification,
  PaymentNotificationSchema,
} from '@lintas/core';
import { queryWebpay } from '../endpoints/query-webpay.js';

/**
 * A Malaysian payment's notification (`createPayment`'s `notifyUrl`): confirmed with `queryWebpay`
 * (`POST /open-api/webpay/detail`, by `mchOrderId`).
 */
const paymentNotification = defineNotification({
  kind: 'payment',
  schema: PaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
  confirm: confirmPaymentNotification(queryWebpay, ({ mchOrderId }) => ({ mchOrderId })),
});

/**
 * The notifications the Malaysian operations make the gateway send, by `eventName`: a payment's outcome,
 * as `payment.success` / `payment.failed`, or as WebPay names it, `order.payment.success` /
 * `order.payment.failed` (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderPaymentNotification.html).
 */
export const malaysiaNotifications = {
  'payment.success': paymentNotification,
  'payment.failed': paymentNotification,
  'order.payment.success': paymentNotification,
  'order.payment.failed': paymentNotification,
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
