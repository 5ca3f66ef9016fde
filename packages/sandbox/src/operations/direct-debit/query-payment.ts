import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/jt/direct/debit/detail` (https://jtdocs.bluepay.asia/en/DirectDebit/PayDetail.html): a
 * payment of the direct-debit pay by `mchOrderId`, with every member of the page's answer table
 * (`transactionReturnTime` null while PENDING, `fee` 0, `totalAmount` the amount); 21006 when the
 * merchant has none. A FAILED payment also carries `failedCode` and `failedMessage`, as its
 * notification does: the page's table does not show them.
 */
export const queryPayment = defineOperation({
  path: '/open-api/jt/direct/debit/detail',
  params: v.object({ mchOrderId: f.orderId() }),
  handle(context, params) {
    const payment = [...context.sandbox.store.payments.values()].find(
      (candidate) =>
        candidate.appId === context.appId &&
        candidate.source === 'direct-debit' &&
        candidate.mchOrderId === params.mchOrderId,
    );
    if (!payment?.delivery) throw new GatewayError(RESULT.transactionNotFound);
    const { delivery } = payment;
    const returnTime = payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt);
    return {
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      channelCode: payment.channelCode,
      notifyUrl: payment.notifyUrl,
      remark: payment.remark,
      transactionStatus: payment.status,
      transactionCreateTime: formatGatewayTime(payment.createdAt),
      transactionReturnTime: returnTime,
      createTime: formatGatewayTime(payment.createdAt),
      updateTime: formatGatewayTime(payment.returnedAt ?? payment.closedAt ?? payment.createdAt),
      amount: payment.amount,
      fee: delivery.fee,
      totalAmount: payment.amount + delivery.fee,
      businessType: delivery.businessType,
      projectType: delivery.projectType,
      items: delivery.items,
      ...compact({ failedCode: payment.failedCode, failedMessage: payment.failedMessage }),
    };
  },
});
