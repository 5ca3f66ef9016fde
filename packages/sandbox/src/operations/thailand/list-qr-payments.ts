import { defineOperation } from '../define-operation.js';
import { dateRangeParams, listedPayment, paymentsInRange } from '../payment-lists/payments-in-range.js';

/**
 * `/open-api/qr/paymentList` (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html): the
 * payments of a QR code created within `startDate`..`endDate` (UTC+8 days), as a bare array with the
 * page's `transaction*` field names; an unknown code gives `[]`.
 */
export const listQrPayments = defineOperation({
  path: '/open-api/qr/paymentList',
  params: dateRangeParams,
  handle: (context, params) =>
    paymentsInRange(context, params, (payment) => payment.source === 'qr').map(listedPayment),
});
