import { queryPayout } from '../recovery/recover-payout.js';
import type { EndpointData } from '../types/endpoint.js';
import { confirmPaymentNotification } from './confirm-payment-notification.js';
import type { GatewayRecord, NotificationLookup } from './define-notification.js';
import type { PayoutNotificationPayload } from './schemas/payout-notification.js';

/** A payout as the payout status check answers it. */
export type CheckedPayout = EndpointData<typeof queryPayout>;

/**
 * For plugin authors: the `confirm` of a family's `disbursement.success` / `disbursement.failed`, which
 * looks the payout up by `mchOrderId` in `countryCode` with the payout status check
 * (`POST /open-api/disbursement/check`, https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html)
 * and compares its order id, transaction id, amount and status with the notification's.
 *
 * @example
 * ```ts
 * import { confirmPayoutNotification, defineNotification, PayoutNotificationSchema } from '@lintas/core';
 *
 * const payoutNotification = defineNotification({
 *   kind: 'payout',
 *   schema: PayoutNotificationSchema,
 *   key: ['transactionId'],
 *   status: 'transactionStatus',
 *   confirm: confirmPayoutNotification('PH'),
 * });
 * ```
 */
export function confirmPayoutNotification(
  countryCode: string,
): (payload: PayoutNotificationPayload, lookup: NotificationLookup) => Promise<GatewayRecord<CheckedPayout>> {
  return confirmPaymentNotification(queryPayout, ({ mchOrderId }) => ({ mchOrderId, countryCode }));
}
