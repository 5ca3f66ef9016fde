import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import type { PaymentRecord } from '../../state/records.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime, gatewayDate } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import type { OperationContext } from '../define-operation.js';

/** Params of the payment lists: the code's order id and a range of gateway days (UTC+8), both included. */
export const dateRangeParams = v.object({ mchOrderId: f.orderId(), startDate: f.date(), endDate: f.date() });

/**
 * The merchant's payments under `mchOrderId` that `matches` keeps, created within the date range
 * (gateway days); a reversed range answers 21002, an unknown order id `[]`.
 */
export function paymentsInRange(
  context: OperationContext,
  params: v.InferOutput<typeof dateRangeParams>,
  matches: (payment: PaymentRecord) => boolean,
): PaymentRecord[] {
  if (params.endDate < params.startDate) throw GatewayError.param('endDate must not be before startDate');
  return [...context.sandbox.store.payments.values()].filter(
    (payment) =>
      payment.appId === context.appId &&
      payment.mchOrderId === params.mchOrderId &&
      matches(payment) &&
      gatewayDate(payment.createdAt) >= params.startDate &&
      gatewayDate(payment.createdAt) <= params.endDate,
  );
}

/** A payment as the lists answer it: `transaction*` field names, times in gateway local time. */
export function listedPayment(payment: PaymentRecord): Record<string, unknown> {
  return compact({
    transactionId: payment.transactionId,
    channelCode: payment.channelCode,
    transactionCreateTime: formatGatewayTime(payment.createdAt),
    transactionReturnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
    transactionAmount: payment.amount,
    transactionStatus: payment.status,
    remark: payment.remark,
  });
}
