import { type CheckedPayout, confirmPayoutNotification } from './confirm-payout-notification.js';
import { PayoutNotificationSchema } from './schemas/payout-notification.js';
import { type TransactionEvents, transactionEvents } from './transaction-events.js';

/** What {@link payoutEvents} declares: `disbursement.success` / `disbursement.failed` of one country's payouts. */
export type PayoutEvents = TransactionEvents<'disbursement', 'payout', typeof PayoutNotificationSchema, CheckedPayout>;

/**
 * For plugin authors: the two events of a family's payouts, `disbursement.success` and
 * `disbursement.failed`, declared once. Both read `PayoutNotificationSchema`, are keyed on
 * `transactionId`, read their `transactionStatus` as their names announce it, and are confirmed with the
 * payout status check in `countryCode` (`confirmPayoutNotification`). They are bound to no URL: the
 * gateway sends payout notifications to the one address set in the merchant dashboard, which carries
 * no order's keys.
 *
 * @example
 * ```ts
 * import { payoutEvents } from '@lintas/core';
 *
 * const payout = payoutEvents('PH');
 * export const notifications = {
 *   'disbursement.success': payout['disbursement.success'],
 *   'disbursement.failed': payout['disbursement.failed'],
 * } as const;
 * ```
 */
export function payoutEvents(countryCode: string): PayoutEvents {
  return transactionEvents('disbursement', {
    kind: 'payout',
    schema: PayoutNotificationSchema,
    bound: false,
    confirm: confirmPayoutNotification(countryCode),
  });
}
