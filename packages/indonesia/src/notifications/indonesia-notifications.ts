import {
  confirmPaymentNotification,
  countryPaymentQuery,
  defineNotification,
  type KnownNotification,
  PaymentNotificationSchema,
  payoutEvents,
  transactionEvents,
} from '@lintas/core';
import { PaymentVerificationNotificationSchema } from './payment-verification-notification.js';

/**
 * `payment.verification` (https://developers.paycools.co.id/en/payment/VACollectionVerification.html):
 * before a payer pays a static virtual account (ALFAMART_VA), the gateway asks whether the payment is
 * allowed; the listener returns the reply (`NotificationReply`). An inquiry: answered on every delivery,
 * never deduplicated or confirmed (no record exists yet).
 */
const paymentVerificationNotification = defineNotification({
  kind: 'payment-verification',
  schema: PaymentVerificationNotificationSchema,
  key: [],
  inquiry: true,
});

const payment = transactionEvents('payment', {
  kind: 'payment',
  schema: PaymentNotificationSchema,
  confirm: confirmPaymentNotification(countryPaymentQuery, ({ transactionId }) => ({
    transactionId,
    countryCode: 'ID',
  })),
});
const payout = payoutEvents('ID');

/**
 * The notifications the Indonesian operations make the gateway send, by `eventName`:
 * - `payment.success` / `payment.failed` of a payment made with `createPayment` or to a virtual account
 *   (dynamic or static; https://developers.paycools.co.id/en/payment/CollectionNotification.html), sent to
 *   its `notifyUrl`: confirmed with the unified status check in `ID`, by the transaction id, since a
 *   static virtual account is paid many times under one `mchOrderId`;
 * - `payment.verification`, the inquiry of static virtual accounts;
 * - `disbursement.success` / `disbursement.failed` of a payout made with `createPayout` or
 *   `createDisbursement`, sent to the dashboard's payout notification URL: confirmed with the payout
 *   status check in `ID`.
 */
export const indonesiaNotifications = {
  /** A payment of `createPayment` completed. */
  'payment.success': payment['payment.success'],
  /** A payment of `createPayment` failed, or was closed. */
  'payment.failed': payment['payment.failed'],
  /** Before a payer pays a static virtual account, the gateway asks whether the payment is allowed: your listener answers. */
  'payment.verification': paymentVerificationNotification,
  /** A payout of `createPayout` or `createDisbursement` reached the payee. */
  'disbursement.success': payout['disbursement.success'],
  /** A payout of `createPayout` or `createDisbursement` failed: the money was not sent. */
  'disbursement.failed': payout['disbursement.failed'],
} as const;

/** The notification events of the Indonesian family, by `eventName`. */
export type IndonesiaNotifications = typeof indonesiaNotifications;

/**
 * A verified notification of the Indonesian family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { IndonesiaNotification } from '@lintas/indonesia';
 *
 * async function onInquiry(n: IndonesiaNotification<'payment.verification'>) {
 *   return { code: 10000, message: 'Success', data: { mchOrderId: n.payload.mchOrderId } };
 * }
 * ```
 */
export type IndonesiaNotification<TEventName extends keyof IndonesiaNotifications = keyof IndonesiaNotifications> =
  KnownNotification<IndonesiaNotifications, TEventName>;
