import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/webpay/detail` (https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html): the
 * status of a Malaysian order by `mchOrderId`, with every field of the page's response table. The
 * WebPay create path is not public, so the sandbox answers it for the Malaysian payments made through
 * `/open-api/malaysia/payment/generate`, their `payData` as `payUrl`; an unknown order answers 21006.
 */
export const queryWebpay = defineOperation({
  path: '/open-api/webpay/detail',
  params: v.object({ mchOrderId: f.orderId() }),
  handle(context, params) {
    const payment = context.sandbox.store.paymentByOrder(context.appId, params.mchOrderId);
    if (payment?.countryCode !== 'MY') throw new GatewayError(RESULT.transactionNotFound);
    return {
      payUrl: payment.payData,
      transactionStatus: payment.status,
      transactionId: payment.transactionId,
      createTime: formatGatewayTime(payment.createdAt),
      mchOrderId: payment.mchOrderId,
      amount: payment.amount,
      email: payment.email,
      mobile: payment.mobile,
      remark: payment.remark,
      callbackUrl: payment.notifyUrl,
      redirectUrl: payment.redirectUrl,
      channelCode: payment.channelCode,
    };
  },
});
