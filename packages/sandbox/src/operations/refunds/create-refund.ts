import * as v from 'valibot';
import { scheduleAutoProgress } from '../../lifecycle/auto-progress.js';
import { completeRefund } from '../../lifecycle/refund-transitions.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import type { RefundRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/payment/refund` (https://docs.bluepay.asia/en/refund/CreateRefundOrder.html). Checks, in order: unknown original (21006), original not
 * COMPLETED (21408), duplicate mchRefundOrderId (21407), a PENDING refund of the original (21409),
 * amount above what remains refundable (21406). The balance moves when the refund COMPLETEs.
 */
export const createRefund = defineOperation({
  path: '/open-api/payment/refund',
  params: v.object({
    originalTransactionId: f.text(1, 64),
    mchRefundOrderId: f.orderId(),
    refundAmount: f.amount(),
    refundReason: f.optionalText(),
    refundCallbackUrl: f.httpUrl(),
    countryCode: f.optionalCountryCode(),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    const { store } = sandbox;
    const original = store.payments.get(params.originalTransactionId);
    if (!original || original.appId !== appId) throw new GatewayError(RESULT.transactionNotFound);
    if (original.status !== 'COMPLETED') throw new GatewayError(RESULT.originalNotCompleted);
    if (store.refundByOrder(appId, params.mchRefundOrderId)) throw new GatewayError(RESULT.refundOrderRepeat);
    const earlier = store.refundsOf(original.transactionId);
    if (earlier.some((refund) => refund.status === 'PENDING')) throw new GatewayError(RESULT.refundPending);
    const refunded = earlier
      .filter((refund) => refund.status === 'COMPLETE')
      .reduce((sum, r) => sum + r.refundAmount, 0);
    if (params.refundAmount > original.amount - refunded) throw new GatewayError(RESULT.refundAmountInvalid);
    const refund: RefundRecord = {
      appId,
      refundTransactionId: sandbox.ids.next('RF', now),
      mchRefundOrderId: params.mchRefundOrderId,
      originalTransactionId: original.transactionId,
      currency: original.currency,
      refundAmount: params.refundAmount,
      feeRefunded: 0,
      status: 'PENDING',
      refundReason: params.refundReason ?? null,
      refundCallbackUrl: params.refundCallbackUrl,
      createdAt: now,
      returnedAt: null,
      failedCode: null,
      failedMessage: null,
    };
    store.refunds.set(refund.refundTransactionId, refund);
    scheduleAutoProgress(sandbox, refund, () => completeRefund(sandbox, refund));
    return {
      mchRefundOrderId: refund.mchRefundOrderId,
      refundTransactionId: refund.refundTransactionId,
      refundCreateTime: formatGatewayTime(refund.createdAt),
      refundAmount: refund.refundAmount,
      refundStatus: refund.status,
    };
  },
});
