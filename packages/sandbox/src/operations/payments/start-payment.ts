import { scheduleAutoProgress } from '../../lifecycle/auto-progress.js';
import { type NewPayment, openPayment } from '../../lifecycle/open-payment.js';
import { completePayment } from '../../lifecycle/payment-transitions.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import type { PaymentRecord } from '../../state/records.js';
import type { OperationContext } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';

/**
 * What the create-payment operations share: refuse a channel the merchant does not have in the
 * payment's country (21005; a direct-debit channel only with a pay token), refuse an order id the
 * merchant already used for a payment or a checkout (21007), open the payment, and arm auto-progress.
 */
export function startPayment(context: OperationContext, input: NewPayment): PaymentRecord {
  const { sandbox, appId } = context;
  // Own members only: a payment without a token stays one even where a test has set `payToken` on
  // Object.prototype in the sandbox's process.
  const paidWithToken = Object.hasOwn(input, 'payToken') && Boolean(input.payToken);
  requireChannel(context, input.channelCode, {
    countryCode: input.countryCode,
    uses: paidWithToken ? ['direct-debit'] : ['payment'],
  });
  if (sandbox.store.paymentOrderTaken(appId, input.mchOrderId)) throw new GatewayError(RESULT.duplicateOrderId);
  const payment = openPayment(sandbox, appId, input);
  scheduleAutoProgress(sandbox, payment, () => completePayment(sandbox, payment));
  return payment;
}
