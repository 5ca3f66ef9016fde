import type { SandboxContext } from '../context.js';
import type { PaymentRecord } from '../state/records.js';
import { compact } from '../utils/compact.js';
import { formatGatewayTime, formatIsoWithOffset } from '../utils/time.js';

/** An Indonesian virtual-account payment (dynamic VA, or a payment to a static VA) is notified with its VA number. */
function isIndonesianVirtualAccount(payment: PaymentRecord): boolean {
  return payment.source === 'dynamic-va' || (payment.source === 'static' && payment.countryCode === 'ID');
}

function eventName(payment: PaymentRecord): string {
  const outcome = payment.status === 'COMPLETED' ? 'success' : 'failed';
  // https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html
  if (payment.source === 'qr' || payment.source === 'delivery-qr') return `qrcode.payment.${outcome}`;
  // https://developers.paycools.co.id/en/payment/CollectionNotification.html (static VA payments alike)
  if (isIndonesianVirtualAccount(payment)) return `payment.${outcome}`;
  if (payment.source === 'static') return `static.order.payment.${outcome}`;
  // https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderPaymentNotification.html
  if (payment.source === 'webpay') return `order.payment.${outcome}`;
  if (payment.source === 'checkout') return `checkout.payment.${outcome}`;
  if (payment.payToken !== null) return `direct.debit.${outcome}`;
  return `payment.${outcome}`;
}

/**
 * Sends the notification of a finished payment to its `notifyUrl` (none when it has no URL):
 * `payment.success|failed`, `static.order.payment.success|failed`, `checkout.payment.success` with
 * the checkout fields, `direct.debit.success|failed` for a payment made with a pay token, `qrcode.payment.success|failed` for a BluePay QR code, `order.payment.success|failed` for a WebPay order (with `fee` and `totalAmount` for a J&T cash-on-delivery one), and
 * `payment.success|failed` with the `referenceNumber` (VA number) for an Indonesian VA payment.
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
  // The direct-debit pay's notification writes its times in ISO 8601 with +08:00
  // (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html).
  const time = payment.source === 'direct-debit' ? formatIsoWithOffset : formatGatewayTime;
  sandbox.notifier.send(
    payment.notifyUrl,
    eventName(payment),
    compact({
      ...checkoutFields,
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      referenceNumber: isIndonesianVirtualAccount(payment) ? payment.payData : null,
      amount: payment.amount,
      // The J&T copy also sends the fee and the code's total (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html).
      ...(payment.source === 'delivery-qr'
        ? { fee: payment.delivery?.fee ?? 0, totalAmount: payment.amount + (payment.delivery?.fee ?? 0) }
        : {}),
      transactionStatus: payment.status,
      createTime: time(payment.createdAt),
      returnTime: payment.returnedAt === null ? null : time(payment.returnedAt),
      channelCode: payment.channelCode,
      remark: payment.remark ?? '',
      failedCode: payment.failedCode,
      failedMessage: payment.failedMessage,
    }),
  );
}
