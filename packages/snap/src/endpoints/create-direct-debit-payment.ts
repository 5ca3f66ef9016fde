import { assertRecordMatches, defineEndpoint, type InferData, personalData } from '@lintas/core';
import * as v from 'valibot';
import { AdditionalInfoSchema, answerEntries, textOf } from '../schemas/fields.js';
import { MoneySchema } from '../schemas/money.js';
import { queryPaymentStatus } from './query-payment-status.js';

// No stored copy of the EZTrans SNAP site documents service 54; its status check (service 55,
// https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html) names it as the payment it checks.
// The body and answer are SNAP's "API Direct Debit Payment"
// (https://developer.ifortepay.id/snap/payment-gateway/direct-debit/payment), with EZTrans's
// `merchantId` as its other bodies carry it, and `partnerReferenceNo` at most 50 characters, as its
// status check takes it.

/** A URL the gateway uses for this payment: SNAP's `urlParam` item. */
const UrlParamSchema = v.strictObject({
  /** The URL, at most 512 characters. */
  url: v.pipe(textOf(512), v.url('must be a URL')),
  /** What the URL is for, e.g. `'PAY_NOTIFY'`. */
  type: textOf(32),
  /** `'Y'` when the URL is a deep link, else `'N'`. */
  isDeeplink: v.picklist(['Y', 'N'], "must be 'Y' or 'N'"),
});

/** Params of {@link createDirectDebitPayment}. */
export const CreateDirectDebitPaymentParamsSchema = v.strictObject({
  /** Your unique id of this payment, at most 50 characters: the status check finds the payment by it. */
  partnerReferenceNo: textOf(50),
  /** Your merchant id, the app id the gateway issued (also your `X-PARTNER-ID`), at most 64 characters. */
  merchantId: textOf(64),
  /** The token of the payer's registered card or account to debit, at most 560 characters. */
  bankCardToken: v.pipe(textOf(560), personalData()),
  /** The OTP code that confirms the debit, at most 50 characters, when the payment asks for one. */
  chargeToken: v.optional(v.pipe(textOf(50), personalData())),
  /** What to debit, e.g. `{ value: '150000.00', currency: 'IDR' }`. */
  amount: MoneySchema,
  /** URLs for this payment, e.g. `[{ url: 'https://…/notify', type: 'PAY_NOTIFY', isDeeplink: 'N' }]`. */
  urlParam: v.optional(v.array(UrlParamSchema)),
  /** Where the payer started: `'Mobile App'`, `'Web App'` or `'Others'`. */
  pointOfInitiation: v.optional(textOf(20)),
  /** SNAP's `payOptionDetails`, passed on as they are. */
  payOptionDetails: v.optional(v.array(AdditionalInfoSchema)),
  /** SNAP's `additionalInfo` (e.g. `isWithOtp`, `remarks`), passed on as it is. */
  additionalInfo: v.optional(AdditionalInfoSchema),
});

/**
 * Data of {@link createDirectDebitPayment}: the whole answer. No stored page shows it; the members are
 * SNAP's direct debit payment answer, each read when present, and every other member is kept.
 */
export const CreateDirectDebitPaymentDataSchema = v.looseObject({
  ...answerEntries,
  /** The gateway's id of the payment. */
  referenceNo: v.optional(v.string()),
  /** Your `partnerReferenceNo`. */
  partnerReferenceNo: v.optional(v.string()),
  /** A page where the payer confirms the debit, when the gateway asks for it. */
  webRedirectUrl: v.optional(v.string()),
  /** A deep link where the payer confirms the debit, when the gateway gives one. */
  appRedirectUrl: v.optional(v.string()),
  additionalInfo: v.optional(v.unknown()),
});

/** What {@link createDirectDebitPayment} takes. */
export type CreateDirectDebitPaymentParams = v.InferInput<typeof CreateDirectDebitPaymentParamsSchema>;
/** What {@link createDirectDebitPayment} resolves with. */
export type CreateDirectDebitPaymentData = InferData<typeof CreateDirectDebitPaymentDataSchema>;

/**
 * Debits a payer's registered card or account ("API Direct Debit Payment"): `POST
 * /v2.0/debit/payment-host-to-host`, service 54, on the EZTrans SNAP site (`profile: 'eztrans'`). Its
 * outcome is read with `queryPaymentStatus` (service 55) by your `partnerReferenceNo` and
 * `serviceCode: '54'`.
 *
 * A write keyed by `partnerReferenceNo`. Every attempt carries the same `X-EXTERNAL-ID`. After an
 * ambiguous failure (timeout, connection reset after sending, HTTP 5xx) the call is sent again with the
 * same `partnerReferenceNo`: a debit the gateway did make is refused as a duplicate (409) and looked up
 * with the status check, which does not return the card token, the OTP or the URLs, so such a debit
 * ends in `OutcomeUnknownError` with `{ partnerReferenceNo }`, naming the check and those fields. It is
 * never made twice. A success answer naming neither `referenceNo` nor `partnerReferenceNo` is not
 * taken for one.
 */
export const createDirectDebitPayment = defineEndpoint({
  path: '/v2.0/debit/payment-host-to-host',
  params: CreateDirectDebitPaymentParamsSchema,
  data: CreateDirectDebitPaymentDataSchema,
  // 200 (done) or 202 (in progress), service 54, case 00.
  successCodes: [2005400, 2025400],
  // 409, case 00: the X-EXTERNAL-ID of an earlier attempt; case 01: the partnerReferenceNo of an earlier call.
  retry: {
    keys: ['partnerReferenceNo'],
    duplicateCodes: [4095400, 4095401],
    identifiedBy: ['referenceNo', 'partnerReferenceNo'],
    statusCheck: {
      method: 'snap.queryPaymentStatus',
      params: ['originalPartnerReferenceNo: partnerReferenceNo', 'merchantId'],
      fixed: { serviceCode: '54' },
      page: 'https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html',
    },
    async recover({ params, call }) {
      const found = await call(queryPaymentStatus, {
        originalPartnerReferenceNo: params.partnerReferenceNo,
        merchantId: params.merchantId,
        serviceCode: '54',
      });
      // The check answers the reference and, once paid, the amount: the card, the OTP and the URLs it
      // does not return leave such a payment unknown rather than taken for this call's.
      assertRecordMatches(`direct debit payment ${params.partnerReferenceNo}`, params, {
        partnerReferenceNo: found.originalPartnerReferenceNo,
        merchantId: params.merchantId,
        amount: found.amount,
      });
      return {
        responseCode: found.responseCode,
        referenceNo: found.originalReferenceNo,
        partnerReferenceNo: params.partnerReferenceNo,
      };
    },
  },
});
