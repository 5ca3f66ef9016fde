import * as v from 'valibot';
import type { InferData } from '../../types/known-fields.js';
import { transactionNotificationEntries } from './notification-fields.js';

/**
 * `payment.success` / `payment.failed`: a dynamic payment (QR, URL, e-wallet, VA, ...) finished.
 *Sent to the payment's `notifyUrl`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { PaymentNotificationSchema } from '@lintas/core';
 *
 * // Re-check a payload you stored from a 'payment.success' notification.
 * const payload = v.parse(PaymentNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const PaymentNotificationSchema = v.looseObject({
  ...transactionNotificationEntries,
  channelCode: v.optional(v.string()),
  /** The channel's reference, when it has one (VA payments). */
  referenceNumber: v.optional(v.string()),
});

/** The payload of `payment.success` / `payment.failed`. */
export type PaymentNotificationPayload = InferData<typeof PaymentNotificationSchema>;
