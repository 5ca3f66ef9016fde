import {
  confirmPaymentNotification,
  confirmPayoutNotification,
  defineNotification,
  type KnownNotification,
  PaymentNotificationSchema,
  PayoutNotificationSchema,
  StaticPaymentNotificationSchema,
} from '@lintas/core';
import { queryPayment } from '../endpoints/query-payment.js';

/**
 * `payment.success` / `payment.failed` of a payment made with `createPayment`: confirmed with
 * `queryPayment` (`POST /open-api/philippines/payment/query`, by `mchOrderId`).
 */
const paymentNotification = defineNotification({
  kind: 'payment',
  schema: PaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
  confirm: confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId })),
});

/**
 * `static.order.payment.success` / `.failed`: a payment to a static code of `createStaticCode`. The
 * gateway documents no lookup of the payments to a Philippine static code
 * (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html), so it cannot
 * be confirmed with it: bind the code's `notifyUrl` to its `mchOrderId` instead.
 */
const staticPaymentNotification = defineNotification({
  kind: 'static-payment',
  schema: StaticPaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
});

/**
 * `disbursement.success` / `disbursement.failed` of a payout made with `createPayout`, sent to the
 * payout notification URL of the dashboard: confirmed with the payout status check in `PH`.
 */
const payoutNotification = defineNotification({
  kind: 'payout',
  schema: PayoutNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  confirm: confirmPayoutNotification('PH'),
});

/**
 * The notifications the Philippine operations make the gateway send, by `eventName`: payments
 * (`notifyUrl` of `createPayment`), payments to static codes (`notifyUrl` of `createStaticCode`) and
 * payouts (the dashboard's payout notification URL).
 */
export const philippinesNotifications = {
  'payment.success': paymentNotification,
  'payment.failed': paymentNotification,
  'static.order.payment.success': staticPaymentNotification,
  'static.order.payment.failed': staticPaymentNotification,
  'disbursement.success': payoutNotification,
  'disbursement.failed': payoutNotification,
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
