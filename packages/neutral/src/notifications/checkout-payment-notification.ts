import { type InferData, transactionNotificationEntries } from '@lintas/core';
import * as v from 'valibot';

/**
 * `checkout.payment.success`: a hosted checkout order was paid. Sent to the
 * checkout's `notifyUrl`; `transactionId` is the paying transaction's.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { CheckoutPaymentNotificationSchema } from '@lintas/neutral';
 *
 * // Re-check a payload you stored from a 'checkout.payment.success' notification.
 * const payload = v.parse(CheckoutPaymentNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const CheckoutPaymentNotificationSchema = v.looseObject({
  /** The checkout order's id. */
  checkoutId: v.string(),
  countryCode: v.optional(v.string()),
  currency: v.optional(v.string()),
  settlementCurrency: v.optional(v.string()),
  ...transactionNotificationEntries,
  channelCode: v.optional(v.string()),
});

/** The payload of `checkout.payment.success` (and `checkout.payment.failed`). */
export type CheckoutPaymentNotificationPayload = InferData<typeof CheckoutPaymentNotificationSchema>;
