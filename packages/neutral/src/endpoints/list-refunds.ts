import { defineEndpoint, GatewayDateTimeSchema, type InferData, ResponseAmountSchema } from '@lintas/core';
import * as v from 'valibot';
import { RefundStatusSchema, TransactionIdSchema } from '../schemas/fields.js';

/**
 * Params of {@link listRefunds}: the payment whose refunds to list (`originalTransactionId`), or one
 * refund (`refundTransactionId`); at least one of them.
 */
// "originalTransactionId or refundTransactionId": https://docs.bluepay.asia/en/refund/GetRefundInfo.html
export const ListRefundsParamsSchema = v.pipe(
  v.strictObject({
    /** The `transactionId` of the payment whose refunds to list: 1–32 characters. */
    originalTransactionId: v.optional(TransactionIdSchema),
    /** The gateway's id of one refund, to list only that one: 1–32 characters. */
    refundTransactionId: v.optional(TransactionIdSchema),
  }),
  v.forward(
    v.partialCheck(
      [['originalTransactionId'], ['refundTransactionId']],
      (input) => input.originalTransactionId !== undefined || input.refundTransactionId !== undefined,
      'give originalTransactionId or refundTransactionId',
    ),
    ['originalTransactionId'],
  ),
);

/** One refund of a payment. */
export const RefundSchema = v.looseObject({
  /** Your id of the refund. */
  mchRefundOrderId: v.string(),
  /** The `transactionId` of the refunded payment. */
  originalTransactionId: v.string(),
  /** The gateway's id of the refund. */
  refundTransactionId: v.string(),
  /** The refunded amount in minor units. */
  refundAmount: ResponseAmountSchema,
  /** The part of the payment's fee given back with the refund, in minor units. */
  feeRefunded: ResponseAmountSchema,
  /** `PENDING`, then `COMPLETE` or `FAILED`. */
  refundStatus: RefundStatusSchema,
  /** When the refund was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  refundCreateTime: GatewayDateTimeSchema,
  /** When the refund finished; present once it is `COMPLETE`. */
  refundReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The reason sent with the refund, when one was. */
  refundReason: v.nullish(v.string()),
  /** Why the channel refused the refund, a negative integer such as `-10009`; only on `FAILED`. */
  failedCode: v.nullish(v.number()),
  /** The text of `failedCode`; only on `FAILED`. */
  failedMessage: v.nullish(v.string()),
});

/** Data of {@link listRefunds}: one element per refund of the payment. */
export const ListRefundsDataSchema = v.array(RefundSchema);

/** What {@link listRefunds} takes. */
export type ListRefundsParams = v.InferInput<typeof ListRefundsParamsSchema>;
/** What {@link listRefunds} resolves with. */
export type ListRefundsData = InferData<typeof ListRefundsDataSchema>;
/** One refund as {@link listRefunds} answers it. */
export type Refund = InferData<typeof RefundSchema>;

/**
 * Lists the refunds of a payment with their current status: `POST /open-api/refund/payments`. A read:
 * retried on transient failures. An unknown payment answers `GatewayError` 21006.
 */
export const listRefunds = defineEndpoint({
  path: '/open-api/refund/payments',
  params: ListRefundsParamsSchema,
  data: ListRefundsDataSchema,
  retry: 'read',
});
