import {
  assertRecordMatches,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  openEnum,
  RecordNotFoundError,
} from '@lintas/core';
import * as v from 'valibot';
import { CountryTransactionLookupSchema } from '../schemas/transaction-lookup.js';
import { queryPayment } from './query-payment.js';

/** Params of {@link closePayment} (https://docs.paycools.com/en/v2/Payment/Close.html): exactly one of `mchOrderId` and `transactionId`, and the country. */
export const ClosePaymentParamsSchema = CountryTransactionLookupSchema;

/** Data of {@link closePayment}. */
export const ClosePaymentDataSchema = v.looseObject({
  /** Your order id of the payment. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The channel of the payment, e.g. `PH_GCASH_URL`. */
  channelCode: v.string(),
  /** `CLOSED`: the payment can no longer be paid. */
  status: openEnum(['CLOSED']),
  /**
   * When the payment was closed: ISO 8601 with offset, e.g. `2026-11-21T15:37:52+08:00`. Absent only when the call was recovered after a lost answer: the payment query, which shows
   * the payment `CLOSED`, does not return the closing time.
   */
  closedTime: v.optional(GatewayDateTimeSchema),
});

/** What {@link closePayment} takes. */
export type ClosePaymentParams = v.InferInput<typeof ClosePaymentParamsSchema>;
/** What {@link closePayment} resolves with. */
export type ClosePaymentData = InferData<typeof ClosePaymentDataSchema>;

/**
 * Closes a `PENDING` payment so it can no longer be paid: `POST /open-api/payment/close`. A payment
 * already paid or closed answers `GatewayError` 21028.
 *
 * Its retry policy is a write keyed by the payment's key, with recovery. Closing moves no money and
 * closing twice leaves the same state, so an ambiguous failure (timeout, reset after sending, HTTP
 * 5xx) is worth sending again. But if the lost attempt did close the payment, the second one is
 * refused with 21028, which on its own would wrongly suggest "already paid". So a 21028 after an
 * ambiguous failure is resolved with {@link queryPayment}: a `CLOSED` payment is the close the
 * merchant asked for and is returned; any other status (e.g. `COMPLETED`: the payer paid first) ends
 * in `OutcomeUnknownError` whose `cause` tells what was found. A 21028 on the first attempt is
 * a plain `GatewayError`.
 */
export const closePayment = defineEndpoint({
  path: '/open-api/payment/close',
  params: ClosePaymentParamsSchema,
  data: ClosePaymentDataSchema,
  retry: {
    keys: ['mchOrderId', 'transactionId'],
    duplicateCodes: [21028 satisfies typeof GatewayCode.TransactionAlreadyPaidOrClosed],
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId', 'countryCode'],
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    async recover({ params, call }) {
      const { mchOrderId, transactionId, countryCode } = params;
      const existing = await call(queryPayment, {
        ...(mchOrderId === undefined ? {} : { mchOrderId }),
        ...(transactionId === undefined ? {} : { transactionId }),
        countryCode,
      });
      // The payment found must be the one named (its keys and country, all of which the query returns)
      // and be closed. The query was asked for this country, so a copy that leaves it out answered it.
      assertRecordMatches(`payment ${existing.transactionId}`, params, {
        ...existing,
        countryCode: existing.countryCode ?? countryCode,
      });
      // Found in another state (still PENDING, or paid first): the close it holds no record of.
      if (existing.transactionStatus !== 'CLOSED') {
        throw new RecordNotFoundError(
          `close of payment ${existing.transactionId} (it is ${existing.transactionStatus})`,
        );
      }
      return {
        mchOrderId: existing.mchOrderId,
        transactionId: existing.transactionId,
        channelCode: existing.channelCode,
        status: existing.transactionStatus,
      };
    },
  },
});
