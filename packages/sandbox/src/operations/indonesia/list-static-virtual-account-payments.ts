import { defineOperation } from '../define-operation.js';
import { dateRangeParams, listedPayment, paymentsInRange } from '../payment-lists/payments-in-range.js';

/**
 * `/open-api/static/payment/code/payments` (https://developers.paycools.co.id/en/payment/VATransactionList.html):
 * the payments to an Indonesian static VA created within `startDate`..`endDate` (UTC+8 days), as a bare
 * array with the order id, channel and VA number (`referenceNumber`). A completed payment is spelled
 * `COMPLETE` here, as the page's example shows (its notification says `COMPLETED`).
 */
export const listStaticVirtualAccountPayments = defineOperation({
  path: '/open-api/static/payment/code/payments',
  params: dateRangeParams,
  handle: (context, params) =>
    paymentsInRange(context, params, (payment) => payment.source === 'static' && payment.countryCode === 'ID').map(
      (payment) => ({
        ...listedPayment(payment),
        transactionStatus: payment.status === 'COMPLETED' ? 'COMPLETE' : payment.status,
        remark: payment.remark,
        mchOrderId: payment.mchOrderId,
        referenceNumber: payment.payData,
      }),
    ),
});
