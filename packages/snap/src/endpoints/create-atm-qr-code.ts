import { defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { AdditionalInfoSchema, answerEntries, textOf } from '../schemas/fields.js';

// https://docs-snap.eztrans.co.id/en/SnapApi/GenerateATMQr.html: service 90, its header and body
// tables and the start of its request sample. The stored copy of the page shows no answer.

/** Params of {@link createAtmQrCode}. */
export const CreateAtmQrCodeParamsSchema = v.strictObject({
  /** Your unique id of this transaction, at most 50 characters. A second code with it is refused (409). */
  partnerReferenceNo: textOf(50),
  /** Your merchant id, the app id the gateway issued (also your `X-PARTNER-ID`), at most 64 characters. */
  merchantId: textOf(64),
  /** The page's `QrGenerateAdditionalInfo`, required, passed on as it is: the stored page does not list its members. */
  additionalInfo: AdditionalInfoSchema,
});

/**
 * Data of {@link createAtmQrCode}: the whole answer. No stored page shows it; `referenceNo` and
 * `partnerReferenceNo` are SNAP's transaction ids, read when present, and every other member is kept.
 */
export const CreateAtmQrCodeDataSchema = v.looseObject({
  ...answerEntries,
  /** The gateway's id of the transaction. */
  referenceNo: v.optional(v.string()),
  /** Your `partnerReferenceNo`. */
  partnerReferenceNo: v.optional(v.string()),
  additionalInfo: v.optional(v.unknown()),
});

/** What {@link createAtmQrCode} takes. */
export type CreateAtmQrCodeParams = v.InferInput<typeof CreateAtmQrCodeParamsSchema>;
/** What {@link createAtmQrCode} resolves with. */
export type CreateAtmQrCodeData = InferData<typeof CreateAtmQrCodeDataSchema>;

/**
 * Creates a code with which the payer pays cash at an ATM (the page: "create AMT userid"), with the
 * gateway as acquirer: `POST /v2.0/cdm/cdm-mpm-generate`, service 90, on the EZTrans SNAP site
 * (`profile: 'eztrans'`).
 *
 * A write keyed by `partnerReferenceNo`. Every attempt carries the same `X-EXTERNAL-ID`. The site's
 * status check is documented for QRIS payments only, so after an ambiguous failure (timeout,
 * connection reset after sending, HTTP 5xx) the call is not repeated: it ends in `OutcomeUnknownError`
 * with `{ partnerReferenceNo }`. Send it again with the same `partnerReferenceNo`, so that a code the
 * gateway did make is refused as a duplicate (409) rather than made twice.
 */
export const createAtmQrCode = defineEndpoint({
  path: '/v2.0/cdm/cdm-mpm-generate',
  params: CreateAtmQrCodeParamsSchema,
  data: CreateAtmQrCodeDataSchema,
  successCodes: [2009000, 2029000],
  retry: {
    keys: ['partnerReferenceNo'],
    duplicateCodes: [4099000, 4099001],
    identifiedBy: ['referenceNo', 'partnerReferenceNo'],
  },
});
