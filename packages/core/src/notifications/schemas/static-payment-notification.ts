import * as v from 'valibot';
import type { InferData } from '../../types/known-fields.js';
import { transactionNotificationEntries } from './notification-fields.js';

/**
 * `static.order.payment.success` / `static.order.payment.failed`: a payer paid a static payment code.
 *One code is paid many times: each payment has its own `transactionId`, while
 * `mchOrderId` is the code's. Static products may send success notifications only.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { StaticPaymentNotificationSchema } from '@lintas/core';
 *
 * // Re-check a payload you stored from a 'static.order.payment.success' notification.
 * const payload = v.parse(StaticPaymentNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const StaticPaymentNotificationSchema = v.looseObject({
  ...transactionNotificationEntries,
  channelCode: v.optional(v.string()),
});

/** The payload of `static.order.payment.success` / `.failed`. */
export type StaticPaymentNotificationPayload = InferData<typeof StaticPaymentNotificationSchema>;
