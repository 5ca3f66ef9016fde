import { defineEndpoint, GatewayDateTimeSchema, type InferData, ResponseAmountSchema } from '@lintas/core';
import * as v from 'valibot';
import { PaymentStatusSchema } from '../schemas/fields.js';
import { TransactionLookupSchema } from '../schemas/transaction-lookup.js';
import { transactionRecordEntries } from '../schemas/transaction-record.js';

/**
 * Params of {@link queryPayment} (the unified v2 status check, https://docs.paycools.com/en/v2/Payment/CollectionStatus.html): exactly one of
 * `mchOrderId` and `transactionId`, and optionally the country.
 */
export const QueryPaymentParamsSchema = TransactionLookupSchema;

/**
 * Data of {@link queryPayment}: the payment as the gateway holds it now. Copies of the gateway name some fields twice (`transactionAmount`/`amount`,
 * `transactionCreateTime`/`createTime`, `transactionReturnTime`/`returnTime`): both are kept as sent.
 */
export const QueryPaymentDataSchema = v.looseObject({
  ...transactionRecordEntries,
  /** `PENDING` until the payer pays, then `COMPLETED`; `FAILED` when the channel refused, `CLOSED` once closed. */
  transactionStatus: PaymentStatusSchema,
  /** The amount in minor units. */
  transactionAmount: v.nullish(ResponseAmountSchema),
  /** The amount in minor units. */
  amount: v.nullish(ResponseAmountSchema),
  /** The channel of the payment, e.g. `PH_GCASH_URL`. */
  channelCode: v.string(),
  /** The kind of channel, e.g. `QR`, `EWALLET`. */
  channelType: v.nullish(v.string()),
  /** What the payer pays with: QR content, a URL or a virtual-account number. */
  payData: v.nullish(v.string()),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: v.nullish(GatewayDateTimeSchema),
  /** When the payment finished; present once it is `COMPLETED` or `FAILED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link queryPayment} takes. */
export type QueryPaymentParams = v.InferInput<typeof QueryPaymentParamsSchema>;
/** What {@link queryPayment} resolves with. */
export type QueryPaymentData = InferData<typeof QueryPaymentDataSchema>;

/**
 * Looks up a payment of any country by `mchOrderId` or `transactionId`: `POST /open-api/payment/query`.
 * A read: retried on transient failures. An unknown payment answers `GatewayError` 21006.
 */
export const queryPayment = defineEndpoint({
  path: '/open-api/payment/query',
  params: QueryPaymentParamsSchema,
  data: QueryPaymentDataSchema,
  retry: 'read',
});
