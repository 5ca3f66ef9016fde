import type { SandboxContext } from '../context.js';
import { notifyRefund } from '../notifications/refund-notification.js';
import { adjustBalance } from '../state/balances.js';
import type { RefundRecord } from '../state/records.js';
import { type FailureInput, markFailed, REFUND_FAILED } from './failure.js';
import { requireStatus } from './require-status.js';

/** PENDING → COMPLETE: debits the merchant balance and sends `payment.refund.success`. */
export function completeRefund(sandbox: SandboxContext, refund: RefundRecord): RefundRecord {
  requireStatus(`refund ${refund.refundTransactionId}`, refund.status, ['PENDING'], 'complete');
  refund.status = 'COMPLETE';
  refund.returnedAt = sandbox.now();
  adjustBalance(sandbox.store, refund.appId, refund.currency, -refund.refundAmount);
  notifyRefund(sandbox, refund);
  return refund;
}

/** PENDING → FAILED (default -10009 "Channel Refund Failed"); sends `payment.refund.failed`. */
export function failRefund(sandbox: SandboxContext, refund: RefundRecord, failure?: FailureInput): RefundRecord {
  requireStatus(`refund ${refund.refundTransactionId}`, refund.status, ['PENDING'], 'fail');
  markFailed(refund, failure, REFUND_FAILED, sandbox.now());
  notifyRefund(sandbox, refund);
  return refund;
}
