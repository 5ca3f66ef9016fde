import * as v from 'valibot';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { startPayment } from '../payments/start-payment.js';
import { paymentCodeData, virtualAccountAmount } from './virtual-account-fields.js';

/**
 * `/open-api/dynamic/payment/code` (https://developers.paycools.co.id/en/payment/Collection.html): a
 * PENDING IDR payment to a one-time VA, notified as `payment.success|failed` with the VA number as
 * `referenceNumber` (https://developers.paycools.co.id/en/payment/CollectionNotification.html).
 * Answers the page's `transaction*` fields, explicit nulls included, and a `paymentCode` object.
 */
export const createDynamicVirtualAccount = defineOperation({
  path: '/open-api/dynamic/payment/code',
  params: v.object({
    mchOrderId: f.orderId(10, 32),
    channelCode: f.text(1, 64),
    amount: virtualAccountAmount(),
    email: f.text(1, 128),
    mobile: f.optionalText(),
    customerName: f.text(1, 100),
    notifyUrl: f.httpUrl(),
    remark: f.optionalText(),
  }),
  handle(context, params) {
    const payment = startPayment(context, {
      ...params,
      source: 'dynamic-va',
      countryCode: 'ID',
      currency: 'IDR',
      channelType: 'VA',
    });
    return {
      transactionId: payment.transactionId,
      transactionCreateTime: formatGatewayTime(payment.createdAt),
      transactionReturnTime: null,
      transactionAmount: payment.amount,
      transactionStatus: payment.status,
      remark: payment.remark,
      paymentCode: paymentCodeData(payment.mchOrderId, payment.channelCode, payment.payData),
    };
  },
});
