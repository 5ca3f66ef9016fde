import * as v from 'valibot';
import type { InferData } from '../../types/known-fields.js';
import { transactionNotificationEntries } from './notification-fields.js';

/**
 * `disbursement.success` / `disbursement.failed`: a payout finished. Sent to the
 * payout notification URL configured in the merchant dashboard (payout requests carry none).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { PayoutNotificationSchema } from '@lintas/core';
 *
 * // Re-check a payload you stored from a 'disbursement.success' notification.
 * const payload = v.parse(PayoutNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const PayoutNotificationSchema = v.looseObject({
  ...transactionNotificationEntries,
  countryCode: v.optional(v.string()),
  currency: v.optional(v.string()),
});

/** The payload of `disbursement.success` / `disbursement.failed`. */
export type PayoutNotificationPayload = InferData<typeof PayoutNotificationSchema>;
