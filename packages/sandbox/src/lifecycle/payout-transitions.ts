import type { SandboxContext } from '../context.js';
import { notifyPayout } from '../notifications/payout-notification.js';
import { adjustBalance } from '../state/balances.js';
import type { PayoutRecord } from '../state/records.js';
import { CHANNEL_REJECTED, type FailureInput, markFailed } from './failure.js';
import { requireStatus } from './require-status.js';

/** PENDING → COMPLETED (the balance was already debited at creation); sends `disbursement.success`. */
export function completePayout(sandbox: SandboxContext, payout: PayoutRecord): PayoutRecord {
  requireStatus(`payout ${payout.transactionId}`, payout.status, ['PENDING'], 'complete');
  payout.status = 'COMPLETED';
  payout.returnedAt = sandbox.now();
  notifyPayout(sandbox, payout);
  return payout;
}

/** PENDING → FAILED: re-credits the debited amount and sends `disbursement.failed`. */
export function failPayout(sandbox: SandboxContext, payout: PayoutRecord, failure?: FailureInput): PayoutRecord {
  requireStatus(`payout ${payout.transactionId}`, payout.status, ['PENDING'], 'fail');
  markFailed(payout, failure, CHANNEL_REJECTED, sandbox.now());
  adjustBalance(sandbox.store, payout.appId, payout.currency, payout.amount);
  notifyPayout(sandbox, payout);
  return payout;
}
