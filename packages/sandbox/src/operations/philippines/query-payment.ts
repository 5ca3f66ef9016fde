import * as v from 'valibot';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { findPayment } from '../transaction-lookup.js';

/** `/open-api/philippines/payment/query` (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html): a Philippine payment by merchant order id. */
export const queryPayment = defineOperation({
  path: '/open-api/philippines/payment/query',
  params: v.object({ mchOrderId: f.orderId() }),
  handle(context, params) {
    const payment = findPayment(context, { mchOrderId: params.mchOrderId, countryCode: 'PH' });
    const returnTime = payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt);
    return compact({
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      amount: payment.amount,
      transactionStatus: payment.status,
      createTime: formatGatewayTime(payment.createdAt),
      customerName: payment.customerName ?? '',
      channelCode: payment.channelCode,
      email: payment.email ?? '',
      transactionReturnTime: returnTime,
      returnTime,
      failedCode: payment.failedCode,
      failedMessage: payment.failedMessage,
    });
  },
});
