import { defineOperation } from '../define-operation.js';
import { dateRangeParams, listedPayment, paymentsInRange } from '../payment-lists/payments-in-range.js';

/**
 * `/open-api/thailand/static/payment/paymentList`: the payments made on a static code
 * whose creation date (UTC+8) is within `startDate`..`endDate`; an unknown code gives `[]`.
 */
export const listStaticPayments = defineOperation({
  path: '/open-api/thailand/static/payment/paymentList',
  params: dateRangeParams,
  handle: (context, params) =>
    paymentsInRange(context, params, (payment) => payment.source === 'static').map(listedPayment),
});
