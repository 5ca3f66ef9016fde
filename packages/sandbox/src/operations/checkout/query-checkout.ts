import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { refreshCheckout } from '../../state/refresh-checkout.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/** `/open-api/payment/checkout/query`: status PENDING, PAID or EXPIRED, and the paying transactions. */
export const queryCheckout = defineOperation({
  path: '/open-api/payment/checkout/query',
  params: v.object({ checkoutId: f.text(1, 64) }),
  handle(context, params) {
    const { store } = context.sandbox;
    const checkout = store.checkouts.get(params.checkoutId);
    if (!checkout || checkout.appId !== context.appId) throw new GatewayError(RESULT.transactionNotFound);
    refreshCheckout(checkout, context.now);
    const transactionList = checkout.transactionIds.flatMap((transactionId) => {
      const payment = store.payments.get(transactionId);
      if (!payment) return [];
      return [
        compact({
          transactionId: payment.transactionId,
          transactionStatus: payment.status,
          channelCode: payment.channelCode,
          transactionCreateTime: formatGatewayTime(payment.createdAt),
          transactionReturnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
        }),
      ];
    });
    return {
      checkoutId: checkout.checkoutId,
      status: checkout.status,
      expiresTime: formatGatewayTime(checkout.expiresAt),
      transactionList,
    };
  },
});
