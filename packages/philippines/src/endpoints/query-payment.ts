import {
  defineEndpoint,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
  personalData,
  ResponseAmountSchema,
} from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link queryPayment} (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html). */
export const QueryPaymentParamsSchema = v.strictObject({
  /** The merchant order id the payment was created with: 1–32 characters. */
  mchOrderId: MerchantOrderIdSchema,
});

/** The payment statuses seen so far; other values may arrive. */
export const PaymentStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED']);

/** Data of {@link queryPayment}: the payment as the gateway holds it now. */
export const QueryPaymentDataSchema = v.looseObject({
  /** The merchant's order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The amount in centavos (PHP 500.10 is `50010`). */
  amount: ResponseAmountSchema,
  /** `PENDING` until the payer pays, then `COMPLETED` (or `FAILED`). */
  transactionStatus: PaymentStatusSchema,
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: GatewayDateTimeSchema,
  /** The payer's name, as sent on creation. */
  customerName: v.nullish(v.pipe(v.string(), personalData())),
  /** The channel of the payment, e.g. `PH_GCASH_URL`. */
  channelCode: v.string(),
  /** The payer's e-mail address, as sent on creation. */
  email: v.nullish(v.pipe(v.string(), personalData())),
  /** When the payment finished; present once it is `COMPLETED` or `FAILED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The same instant as `transactionReturnTime`, under the name some copies of the gateway use. */
  returnTime: v.nullish(GatewayDateTimeSchema),
  /** Why the payment failed, e.g. `-10004` (https://developers.paycools.co.id/en/common/ApiErrorCode.html); only on `FAILED`. */
  failedCode: v.nullish(v.number()),
  /** The text of `failedCode`; only on `FAILED`. */
  failedMessage: v.nullish(v.string()),
});

/** What {@link queryPayment} takes. */
export type QueryPaymentParams = v.InferInput<typeof QueryPaymentParamsSchema>;
/** What {@link queryPayment} resolves with. */
export type QueryPaymentData = InferData<typeof QueryPaymentDataSchema>;

/**
 * Looks up a Philippine payment by its merchant order id: `POST /open-api/philippines/payment/query`.
 * A read: retried on transient failures. An unknown order id answers `GatewayError` 21006.
 */
export const queryPayment = defineEndpoint({
  path: '/open-api/philippines/payment/query',
  params: QueryPaymentParamsSchema,
  data: QueryPaymentDataSchema,
  retry: 'read',
});
