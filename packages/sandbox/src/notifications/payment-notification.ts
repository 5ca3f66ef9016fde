import type { SandboxContext } from '../context.js';
import type { PaymentRecord } from '../state/records.js';
import { compact } from '../utils/compact.js';
import { formatGatewayTime } from '../utils/time.js';

function eventName(payment: PaymentRecord): string {
  const outcome = payment.status === 'COMPLETED' ? 'success' : 'failed';
  if (payment.source === 'static') return `static.order.payment.${outcome}`;
  if (payment.source === 'checkout') return `checkout.payment.${outcome}`;
  if (payment.payToken !== null) return `direct.debit.${outcome}`;
  return `payment.${outcome}`;
}

/**
 * Sends the notification of a finished payment to its `notifyUrl` (none when it has no URL):
 * `payment.success|failed`, `static.order.payment.success|failed`, `checkout.payment.success` with
 * the checkout fields, or `direct.debit.success|failed` for a payment made with a pay token.
 */
export function notifyPayment(sandbox: SandboxContext, payment: PaymentRecord): void {
  if (!payment.notifyUrl) return;
  const checkout = payment.checkoutId ? sandbox.store.checkouts.get(payment.checkoutId) : undefined;
  const checkoutFields = checkout
    ? {
        checkoutId: checkout.checkoutId,
        countryCode: checkout.countryCode,
        currency: checkout.currency,
        settlementCurrency: checkout.settlementCurrency ?? checkout.currency,
      }
    : {};
  sandbox.notifier.send(
    payment.notifyUrl,
    eventName(payment),
    compact({
      ...checkoutFields,
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      amount: payment.amount,
      transactionStatus: payment.status,
      createTime: formatGatewayTime(payment.createdAt),
      returnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
      channelCode: payment.channelCode,
      remark: payment.remark ?? '',
      failedCode: payment.failedCode,
      failedMessage: payment.failedMessage,
    }),
  );
}
