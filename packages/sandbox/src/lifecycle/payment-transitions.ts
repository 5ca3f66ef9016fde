import type { SandboxContext } from '../context.js';
import { notifyPayment } from '../notifications/payment-notification.js';
import { adjustBalance } from '../state/balances.js';
import type { PaymentRecord } from '../state/records.js';
import { CHANNEL_REJECTED, type FailureInput, markFailed } from './failure.js';
import { requireStatus } from './require-status.js';

/** PENDING → COMPLETED: credits the merchant balance and sends the success notification. */
export function completePayment(sandbox: SandboxContext, payment: PaymentRecord): PaymentRecord {
  requireStatus(`payment ${payment.transactionId}`, payment.status, ['PENDING'], 'complete');
  payment.status = 'COMPLETED';
  payment.returnedAt = sandbox.now();
  adjustBalance(sandbox.store, payment.appId, payment.currency, payment.amount);
  notifyPayment(sandbox, payment);
  return payment;
}

/** PENDING → FAILED with a failure code and message; sends the failure notification. */
export function failPayment(sandbox: SandboxContext, payment: PaymentRecord, failure?: FailureInput): PaymentRecord {
  requireStatus(`payment ${payment.transactionId}`, payment.status, ['PENDING'], 'fail');
  markFailed(payment, failure, CHANNEL_REJECTED, sandbox.now());
  notifyPayment(sandbox, payment);
  return payment;
}
