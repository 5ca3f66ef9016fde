import { defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { answerEntries, TransactionStatusSchema, textOf } from '../schemas/fields.js';
import { ResponseMoneySchema } from '../schemas/money.js';

// https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html: service 55, its header and body
// tables. The stored copy of the page shows no answer.

/** Params of {@link queryPaymentStatus}. */
export const QueryPaymentStatusParamsSchema = v.strictObject({
  /** Your `partnerReferenceNo` of the payment, at most 50 characters. */
  originalPartnerReferenceNo: textOf(50),
  /** Your merchant id, the app id the gateway issued, at most 64 characters. */
  merchantId: textOf(64),
  /** The service code of the payment's create, e.g. `'54'` (the page's example: a direct debit payment). */
  serviceCode: v.optional(v.pipe(textOf(64), v.regex(/^\d{2}$/, "must be a two-digit service code, e.g. '54'"))),
});

/**
 * Data of {@link queryPaymentStatus}: the whole answer. No stored page shows it; the members are SNAP's
 * status answer (https://developer.ifortepay.id/snap/payment-gateway/direct-debit/payment/status), each
 * read when present, and every other member is kept.
 */
export const QueryPaymentStatusDataSchema = v.looseObject({
  ...answerEntries,
  /** The gateway's id of the payment. */
  originalReferenceNo: v.optional(v.string()),
  /** Your `partnerReferenceNo`. */
  originalPartnerReferenceNo: v.optional(v.string()),
  /** The service code of the payment's create. */
  serviceCode: v.optional(v.string()),
  /** `00` success, `01` initiated, `02` paying, `03` pending, `04` refunded, `05` cancelled, `06` failed, `07` not found. */
  latestTransactionStatus: v.optional(TransactionStatusSchema),
  /** The status in words. */
  transactionStatusDesc: v.optional(v.string()),
  /** The amount, when the gateway gives it. */
  amount: v.optional(ResponseMoneySchema),
  additionalInfo: v.optional(v.unknown()),
});

/** What {@link queryPaymentStatus} takes. */
export type QueryPaymentStatusParams = v.InferInput<typeof QueryPaymentStatusParamsSchema>;
/** What {@link queryPaymentStatus} resolves with. */
export type QueryPaymentStatusData = InferData<typeof QueryPaymentStatusDataSchema>;

/**
 * Checks the status of a payment by your `partnerReferenceNo` ("API Direct Debit Payment Status"):
 * `POST /v2.0/debit/status`, service 55, on the EZTrans SNAP site (`profile: 'eztrans'`). Read
 * `latestTransactionStatus`: only `06` (failed) means the payment failed; `00` that it succeeded.
 *
 * A read: retried on network errors, timeouts, HTTP 408/429/5xx, with backoff. A payment the gateway
 * does not know is a `SnapError` with HTTP status 404.
 */
export const queryPaymentStatus = defineEndpoint({
  path: '/v2.0/debit/status',
  params: QueryPaymentStatusParamsSchema,
  data: QueryPaymentStatusDataSchema,
  successCodes: [2005500],
  retry: 'read',
});
