import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { formatIsoWithOffset } from '../../utils/time.js';
import { defineOperation } from '../define-operation.js';
import { findPayment, transactionLookupParams } from '../transaction-lookup.js';

/**
 * `/open-api/payment/close`: PENDING → CLOSED. A payment that is no longer PENDING (COMPLETED,
 * CLOSED, or FAILED) answers 21028.
 */
export const closePayment = defineOperation({
  path: '/open-api/payment/close',
  params: transactionLookupParams,
  handle(context, params) {
    const payment = findPayment(context, params);
    if (payment.status !== 'PENDING') throw new GatewayError(RESULT.alreadyPaidOrClosed);
    payment.status = 'CLOSED';
    payment.closedAt = context.now;
    return {
      mchOrderId: payment.mchOrderId,
      transactionId: payment.transactionId,
      channelCode: payment.channelCode,
      status: payment.status,
      closedTime: formatIsoWithOffset(payment.closedAt),
    };
  },
});
