import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime, gatewayDate } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/thailand/static/payment/paymentList`: the payments made on a static code
 * whose creation date (UTC+8) is within `startDate`..`endDate`; an unknown code gives `[]`.
 */
export const listThaiStaticPayments = defineOperation({
  path: '/open-api/thailand/static/payment/paymentList',
  params: v.object({ mchOrderId: f.orderId(), startDate: f.date(), endDate: f.date() }),
  handle(context, params) {
    if (params.endDate < params.startDate) throw GatewayError.param('endDate must not be before startDate');
    return [...context.sandbox.store.payments.values()]
      .filter(
        (payment) =>
          payment.appId === context.appId &&
          payment.source === 'static' &&
          payment.mchOrderId === params.mchOrderId &&
          gatewayDate(payment.createdAt) >= params.startDate &&
          gatewayDate(payment.createdAt) <= params.endDate,
      )
      .map((payment) =>
        compact({
          transactionId: payment.transactionId,
          channelCode: payment.channelCode,
          transactionCreateTime: formatGatewayTime(payment.createdAt),
          transactionReturnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
          transactionAmount: payment.amount,
          transactionStatus: payment.status,
          remark: payment.remark,
        }),
      );
  },
});
