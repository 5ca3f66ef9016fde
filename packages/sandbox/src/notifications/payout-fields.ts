import type { PayoutRecord } from '../state/records.js';
import { compact } from '../utils/compact.js';
import { formatGatewayTime } from '../utils/time.js';

/**
 * The fields of a payout as the payout check and the payout notification show them: `returnTime`
 * once finished, `remark` when given, `failedCode`/`failedMessage` only when FAILED.
 */
export function payoutFields(payout: PayoutRecord): Record<string, unknown> {
  return compact({
    mchOrderId: payout.mchOrderId,
    transactionId: payout.transactionId,
    countryCode: payout.countryCode,
    currency: payout.currency,
    amount: payout.amount,
    transactionStatus: payout.status,
    createTime: formatGatewayTime(payout.createdAt),
    returnTime: payout.returnedAt === null ? null : formatGatewayTime(payout.returnedAt),
    remark: payout.remark,
    failedCode: payout.failedCode,
    failedMessage: payout.failedMessage,
  });
}
