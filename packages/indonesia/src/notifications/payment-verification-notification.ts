import { type InferData, NotificationIntegerSchema, NotificationTimeSchema, personalData } from '@lintas/core';
import * as v from 'valibot';

/**
 * `payment.verification`: before a payer pays a static virtual account (PayCools Indonesia, ALFAMART_VA
 * today), the gateway asks you whether the payment is allowed and what it is for. Your listener answers
 * with the reply the gateway expects: `{ code, message, data }` (see `NotificationReply`).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { PaymentVerificationNotificationSchema } from '@lintas/indonesia';
 *
 * const payload = v.parse(PaymentVerificationNotificationSchema, JSON.parse(storedParam));
 * ```
 */
// https://developers.paycools.co.id/en/payment/VACollectionVerification.html
export const PaymentVerificationNotificationSchema = v.looseObject({
  /** Your order id of the virtual account. */
  mchOrderId: v.string(),
  channelCode: v.optional(v.string()),
  /** The repayment code the payer entered. */
  referenceNumber: v.optional(v.string()),
  /** The amount about to be paid, in minor units; absent on ALFAMART_VA. */
  amount: v.optional(NotificationIntegerSchema),
  /** The payer's mobile number. */
  mobile: v.optional(v.pipe(v.string(), personalData())),
  /** When the inquiry was made: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: v.optional(NotificationTimeSchema),
});

/** The payload of `payment.verification`. */
export type PaymentVerificationNotificationPayload = InferData<typeof PaymentVerificationNotificationSchema>;
