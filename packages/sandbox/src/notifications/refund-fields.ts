import type { RefundRecord } from '../state/records.js';
import { compact } from '../utils/compact.js';
import { formatGatewayTime } from '../utils/time.js';

/**
 * The fields of a refund as the refund list and the refund notification show them:
 * `refundReturnTime` once finished, `failedCode`/`failedMessage` only when FAILED.
 */
export function refundFields(refund: RefundRecord): Record<string, unknown> {
  return compact({
    mchRefundOrderId: refund.mchRefundOrderId,
    originalTransactionId: refund.originalTransactionId,
    refundTransactionId: refund.refundTransactionId,
    refundAmount: refund.refundAmount,
    feeRefunded: refund.feeRefunded,
    refundStatus: refund.status,
    refundCreateTime: formatGatewayTime(refund.createdAt),
    refundReturnTime: refund.returnedAt === null ? null : formatGatewayTime(refund.returnedAt),
    refundReason: refund.refundReason,
    failedCode: refund.failedCode,
    failedMessage: refund.failedMessage,
  });
}
