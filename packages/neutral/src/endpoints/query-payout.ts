import { defineEndpoint, type InferData, openEnum, ResponseAmountSchema } from '@lintas/core';
import * as v from 'valibot';
import { TransactionLookupSchema } from '../schemas/transaction-lookup.js';
import { transactionRecordEntries } from '../schemas/transaction-record.js';

/**
 * Params of {@link queryPayout} (the v2 status check, https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html): exactly one of `mchOrderId`
 * and `transactionId`, and optionally the country.
 */
export const QueryPayoutParamsSchema = TransactionLookupSchema;

/** The statuses of a payout seen so far; other values may arrive. */
export const PayoutStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED']);

/** Data of {@link queryPayout}. */
export const QueryPayoutDataSchema = v.looseObject({
  ...transactionRecordEntries,
  /** `PENDING`, then `COMPLETED` or `FAILED`. */
  transactionStatus: PayoutStatusSchema,
  /** The amount in minor units (whole rupiah for IDR). */
  amount: ResponseAmountSchema,
});

/** What {@link queryPayout} takes. */
export type QueryPayoutParams = v.InferInput<typeof QueryPayoutParamsSchema>;
/** What {@link queryPayout} resolves with. */
export type QueryPayoutData = InferData<typeof QueryPayoutDataSchema>;

/**
 * Looks up a payout of any country by `mchOrderId` or `transactionId`: `POST /open-api/disbursement/check`.
 * A read: retried on transient failures. An unknown payout answers `GatewayError` 21006.
 */
export const queryPayout = defineEndpoint({
  path: '/open-api/disbursement/check',
  params: QueryPayoutParamsSchema,
  data: QueryPayoutDataSchema,
  retry: 'read',
});
