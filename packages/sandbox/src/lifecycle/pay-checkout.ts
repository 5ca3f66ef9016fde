import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import type { CheckoutRecord, PaymentRecord } from '../state/records.js';
import { refreshCheckout } from '../state/refresh-checkout.js';
import { openPayment } from './open-payment.js';
import { completePayment } from './payment-transitions.js';
import { requireStatus } from './require-status.js';

/**
 * The payer pays a PENDING checkout: a COMPLETED payment is created on `channelCode` (default the
 * checkout's first listed channel, else the country's first), the checkout becomes PAID, the
 * balance is credited and `checkout.payment.success` is sent.
 */
export function payCheckout(
  sandbox: SandboxContext,
  checkout: CheckoutRecord,
  channelCode?: string,
): { checkout: CheckoutRecord; payment: PaymentRecord } {
  refreshCheckout(checkout, sandbox.now());
  requireStatus(`checkout ${checkout.checkoutId}`, checkout.status, ['PENDING'], 'pay');
  const channel =
    channelCode ??
    checkout.channelCodeList?.[0] ??
    sandbox.channels.paymentChannelsOf(checkout.countryCode)[0]?.channelCode;
  if (!channel)
    throw new SandboxControlError('invalid_input', `No channel known for ${checkout.countryCode}; give channelCode`);
  const payment = openPayment(sandbox, checkout.appId, {
    source: 'checkout',
    mchOrderId: checkout.mchOrderId,
    countryCode: checkout.countryCode,
    currency: checkout.currency,
    channelCode: channel,
    amount: checkout.amount,
    customerName: checkout.customerName,
    email: checkout.email,
    mobile: checkout.mobile,
    remark: checkout.remark,
    notifyUrl: checkout.notifyUrl,
    redirectUrl: checkout.redirectUrl,
    checkoutId: checkout.checkoutId,
  });
  checkout.transactionIds.push(payment.transactionId);
  checkout.status = 'PAID';
  completePayment(sandbox, payment);
  return { checkout, payment };
}
