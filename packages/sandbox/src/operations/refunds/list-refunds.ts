import * as v from 'valibot';
import { refundFields } from '../../notifications/refund-fields.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/refund/payments` (https://docs.bluepay.asia/en/refund/GetRefundInfo.html): the refunds of a payment (by `originalTransactionId`)
 * or the one refund named by `refundTransactionId`, as an array. Unknown → 21006.
 */
export const listRefunds = defineOperation({
  path: '/open-api/refund/payments',
  params: v.object({
    originalTransactionId: v.nullish(f.text(1, 64)),
    refundTransactionId: v.nullish(f.text(1, 64)),
  }),
  handle(context, params) {
    const { store } = context.sandbox;
    if (params.refundTransactionId) {
      const refund = store.refunds.get(params.refundTransactionId);
      if (!refund || refund.appId !== context.appId) throw new GatewayError(RESULT.transactionNotFound);
      return [refundFields(refund)];
    }
    if (!params.originalTransactionId)
      throw GatewayError.param('originalTransactionId or refundTransactionId is required');
    const original = store.payments.get(params.originalTransactionId);
    if (!original || original.appId !== context.appId) throw new GatewayError(RESULT.transactionNotFound);
    return store.refundsOf(original.transactionId).map(refundFields);
  },
});
