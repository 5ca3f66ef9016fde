import {
  AmountSchema,
  assertRecordMatches,
  CountryCodeSchema,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  RecordNotFoundError,
  ResponseAmountSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { RefundStatusSchema, TransactionIdSchema } from '../schemas/fields.js';
import { listRefunds } from './list-refunds.js';

/** Params of {@link createRefund} (the variant with `countryCode`, https://docs.bluepay.asia/en/refund/CreateRefundOrder.html). */
export const CreateRefundParamsSchema = v.strictObject({
  /** The `transactionId` of the `COMPLETED` payment to refund: 1–32 characters. */
  originalTransactionId: TransactionIdSchema,
  /** Your id of the refund, unique per refund: 1–32 characters. Reusing it is refused (21407). */
  mchRefundOrderId: MerchantOrderIdSchema,
  /** The amount to give back in minor units, a positive integer, at most what remains refundable (else 21406). */
  refundAmount: AmountSchema,
  /** Why the payment is refunded: 1–200 characters (optional). */
  refundReason: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty when given'),
      v.maxLength(200, 'must be at most 200 characters'),
    ),
  ),
  /** Where the gateway sends the refund notification: an http(s) URL of at most 256 characters (required). */
  refundCallbackUrl: NotifyUrlSchema,
  /** The payment's country, e.g. `PH` (optional: only one variant of the operation carries it). */
  countryCode: v.optional(CountryCodeSchema),
});

/** Data of {@link createRefund}. */
export const CreateRefundDataSchema = v.looseObject({
  /** Your id of the refund. */
  mchRefundOrderId: v.string(),
  /** The gateway's id of the refund. */
  refundTransactionId: v.string(),
  /** When the refund was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  refundCreateTime: GatewayDateTimeSchema,
  /** The refunded amount in minor units. */
  refundAmount: ResponseAmountSchema,
  /** `PENDING` on creation; the current status when the call was recovered after a lost answer. */
  refundStatus: RefundStatusSchema,
});

/** What {@link createRefund} takes. */
export type CreateRefundParams = v.InferInput<typeof CreateRefundParamsSchema>;
/** What {@link createRefund} resolves with. */
export type CreateRefundData = InferData<typeof CreateRefundDataSchema>;

/**
 * Refunds (part of) a completed payment: `POST /open-api/payment/refund`. The refund starts `PENDING`;
 * follow it with {@link listRefunds} or its notification at `refundCallbackUrl`. Refusals include 21006
 * (unknown payment), 21408 (payment not completed), 21407 (`mchRefundOrderId` reused), 21409 (a refund
 * of the payment is pending) and 21406 (amount above what remains refundable).
 *
 * A write keyed by `mchRefundOrderId` and `originalTransactionId`: after an ambiguous failure (timeout,
 * reset after sending, HTTP 5xx, 21000/21011) it is sent again with the same keys; when the gateway
 * then answers 21407 or 21409, the payment's refunds are listed with {@link listRefunds}, and the one
 * with this `mchRefundOrderId` is returned only if every param is confirmed by the list. The list
 * returns the refund's amount, payment and reason but not its `refundCallbackUrl` (nor a
 * `countryCode`), so it cannot prove the refund found is this call's rather than an earlier one under
 * the same `mchRefundOrderId` with another callback: the call ends in `OutcomeUnknownError`, whose
 * `cause` is a `RecordMismatchError` naming the fields that differ or could not be checked. The
 * refund is made once either way; reconcile with the error's `keys`.
 */
export const createRefund = defineEndpoint({
  path: '/open-api/payment/refund',
  params: CreateRefundParamsSchema,
  data: CreateRefundDataSchema,
  retry: {
    keys: ['mchRefundOrderId', 'originalTransactionId'],
    // 21407 is the duplicate refusal proper. A gateway that checks "a refund of this payment is pending"
    // first answers 21409 when the lost attempt created the refund (the sandbox checks 21407 first);
    // the lookup below tells our refund from another one by its mchRefundOrderId.
    duplicateCodes: [
      21407 satisfies typeof GatewayCode.DuplicateMerchantRefundOrderId,
      21409 satisfies typeof GatewayCode.OriginalTransactionHasPendingRefund,
    ],
    statusCheck: {
      method: 'neutral.listRefunds',
      params: ['originalTransactionId'],
      page: 'https://docs.bluepay.asia/en/refund/GetRefundInfo.html',
    },
    async recover({ params, call }) {
      const refunds = await call(listRefunds, { originalTransactionId: params.originalTransactionId });
      const existing = refunds.find((refund) => refund.mchRefundOrderId === params.mchRefundOrderId);
      if (!existing)
        throw new RecordNotFoundError(`refund ${params.mchRefundOrderId} of payment ${params.originalTransactionId}`);
      // Every param against the refund as listed, under the same names; amounts are integers in minor
      // units on both sides (https://docs.bluepay.asia/en/refund/GetRefundInfo.html).
      assertRecordMatches(`refund ${params.mchRefundOrderId}`, params, existing);
      return {
        mchRefundOrderId: existing.mchRefundOrderId,
        refundTransactionId: existing.refundTransactionId,
        refundCreateTime: existing.refundCreateTime,
        refundAmount: existing.refundAmount,
        refundStatus: existing.refundStatus,
      };
    },
  },
});
