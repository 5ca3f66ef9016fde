import { compact } from '../../utils/compact.js';
import { formatGatewayTime } from '../../utils/time.js';
import { defineOperation } from '../define-operation.js';
import { findPayment, transactionLookupParams } from '../transaction-lookup.js';

/**
 * `/open-api/payment/query`: any payment (every create variant), with the create answer's field names and
 * the aliases the unified status check uses (amount, createTime, returnTime;
 * https://docs.paycools.com/en/v2/Payment/CollectionStatus.html); 21006 when unknown.
 */
export const queryPayment = defineOperation({
  path: '/open-api/payment/query',
  params: transactionLookupParams,
  handle(context, params) {
    const payment = findPayment(context, params);
    const returnTime = payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt);
    return compact({
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      countryCode: payment.countryCode,
      currency: payment.currency,
      channelCode: payment.channelCode,
      channelType: payment.channelType,
      payData: payment.payData,
      transactionStatus: payment.status,
      transactionAmount: payment.amount,
      transactionCreateTime: formatGatewayTime(payment.createdAt),
      transactionReturnTime: returnTime,
      amount: payment.amount,
      createTime: formatGatewayTime(payment.createdAt),
      returnTime,
      remark: payment.remark ?? '',
      failedCode: payment.failedCode,
      failedMessage: payment.failedMessage,
    });
  },
});
