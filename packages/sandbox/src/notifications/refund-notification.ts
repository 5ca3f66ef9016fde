import type { SandboxContext } from '../context.js';
import type { RefundRecord } from '../state/records.js';
import { refundFields } from './refund-fields.js';

/** Sends `payment.refund.success` / `payment.refund.failed` to the refund's `refundCallbackUrl`. */
export function notifyRefund(sandbox: SandboxContext, refund: RefundRecord): void {
  const eventName = refund.status === 'COMPLETE' ? 'payment.refund.success' : 'payment.refund.failed';
  sandbox.notifier.send(refund.refundCallbackUrl, eventName, refundFields(refund));
}
