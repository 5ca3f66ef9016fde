import * as v from 'valibot';
import type { InferData } from '../../types/known-fields.js';
import { transactionNotificationEntries } from './notification-fields.js';

/**
 * `direct.debit.success` / `direct.debit.failed`: a payment with a direct-debit token finished.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { DirectDebitPaymentNotificationSchema } from '@lintas/core';
 *
 * // Re-check a payload you stored from a 'direct.debit.success' notification.
 * const payload = v.parse(DirectDebitPaymentNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const DirectDebitPaymentNotificationSchema = v.looseObject({
  ...transactionNotificationEntries,
  channelCode: v.optional(v.string()),
});

/** The payload of `direct.debit.success` / `direct.debit.failed`. */
export type DirectDebitPaymentNotificationPayload = InferData<typeof DirectDebitPaymentNotificationSchema>;
