import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { countryInfo } from '../state/countries.js';
import type { PaymentRecord, StaticCodeRecord } from '../state/records.js';
import { openPayment } from './open-payment.js';
import { completePayment } from './payment-transitions.js';
import { requireStatus } from './require-status.js';

/**
 * A payer pays an ACTIVE static code that has not expired: a COMPLETED payment of `amount` is created
 * on it (with the code's order id and QR content or VA number), the balance is credited and the
 * payment notification is sent to the code's `notifyUrl`.
 */
export function payStaticCode(
  sandbox: SandboxContext,
  code: StaticCodeRecord,
  amount: number,
  remark?: string,
): PaymentRecord {
  requireStatus(`static code ${code.mchOrderId}`, code.status, ['ACTIVE'], 'pay');
  if (sandbox.now() >= code.expiresAt)
    throw new SandboxControlError('invalid_state', `static code ${code.mchOrderId} has expired`);
  const payment = openPayment(sandbox, code.appId, {
    source: 'static',
    mchOrderId: code.mchOrderId,
    countryCode: code.countryCode,
    currency: countryInfo(code.countryCode)?.currency ?? 'PHP',
    channelCode: code.channelCode,
    channelType: code.channelType,
    payData: code.payData,
    amount,
    customerName: code.customerName,
    email: code.email,
    mobile: code.mobile,
    remark: remark ?? code.remark,
    notifyUrl: code.notifyUrl,
  });
  return completePayment(sandbox, payment);
}
