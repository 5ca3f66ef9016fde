import { defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { AdditionalInfoSchema, answerEntries, textOf } from '../schemas/fields.js';
import { MoneySchema, ResponseMoneySchema } from '../schemas/money.js';

// https://docs-snap-cargo.paycools.co.id/en/SnapApi/GenerateQr.html: service 47, its header and body
// tables. The stored copy of the page ends in the body table; it shows no answer.

/** Params of {@link createQris}. */
export const CreateQrisParamsSchema = v.strictObject({
  /** Your unique id of this transaction, at most 50 characters. A second QRIS with it is refused (409). */
  partnerReferenceNo: textOf(50),
  /** What the payer pays for the cash-on-delivery goods, e.g. `{ value: '150000.00', currency: 'IDR' }`. */
  codAmount: MoneySchema,
  /** What the payer pays for the freight, e.g. `{ value: '12000.00', currency: 'IDR' }`. */
  frtAmount: MoneySchema,
  /** Your merchant id, the app id the gateway issued (also your `X-PARTNER-ID`), at most 64 characters. */
  merchantId: textOf(64),
  /** How long the QR code can be paid, in seconds (the page: "QR Code expired time, unit in seconds"), e.g. `'900'`. */
  validityPeriod: v.optional(v.pipe(textOf(64), v.regex(/^\d+$/, 'must be a whole number of seconds, e.g. 900'))),
  /** The id of the store terminal, at most 64 characters. */
  terminalId: v.optional(textOf(64)),
  /** Further members of the page's `QrGenerateAdditionalInfo`, passed on as they are (the stored page cuts its table there). */
  additionalInfo: v.optional(AdditionalInfoSchema),
});

/**
 * Data of {@link createQris}: the whole answer. No stored page shows it; the members are SNAP's QRIS
 * generate answer (https://docs.faspay.co.id/merchant-integration/api-reference-1/route-payment/snap-generate-qris),
 * each read when present, and every other member is kept.
 */
export const CreateQrisDataSchema = v.looseObject({
  ...answerEntries,
  /** The gateway's id of the transaction, given on success. */
  referenceNo: v.optional(v.string()),
  /** Your `partnerReferenceNo`. */
  partnerReferenceNo: v.optional(v.string()),
  /** The QRIS text to render as a QR code for the payer. */
  qrContent: v.optional(v.string()),
  /** A URL of the QR code's image, when the gateway gives one. */
  qrUrl: v.optional(v.string()),
  /** The amounts, when the gateway echoes them. */
  codAmount: v.optional(ResponseMoneySchema),
  frtAmount: v.optional(ResponseMoneySchema),
  additionalInfo: v.optional(v.unknown()),
});

/** What {@link createQris} takes. */
export type CreateQrisParams = v.InferInput<typeof CreateQrisParamsSchema>;
/** What {@link createQris} resolves with. */
export type CreateQrisData = InferData<typeof CreateQrisDataSchema>;

/**
 * Creates a QRIS for a cash-on-delivery parcel, its goods (`codAmount`) and its freight (`frtAmount`),
 * with the gateway as acquirer: `POST /v2.1/qr/qr-mpm-generate`, service 47, on the PayCools cargo SNAP
 * site (`profile: 'paycools-cargo'`). The payment is notified to you (service 52, `qr-mpm-notify`).
 *
 * A write keyed by `partnerReferenceNo`. Every attempt carries the same `X-EXTERNAL-ID`. The site
 * documents no status check of a QRIS, so after an ambiguous failure (timeout, connection reset after
 * sending, HTTP 5xx) the call is not repeated: it ends in `OutcomeUnknownError` with
 * `{ partnerReferenceNo }`. Send it again with the same `partnerReferenceNo`, so that a QRIS the
 * gateway did make is refused as a duplicate (409) rather than made twice. A success answer naming
 * neither `referenceNo` nor `qrContent` is not taken for one.
 */
export const createQris = defineEndpoint({
  path: '/v2.1/qr/qr-mpm-generate',
  params: CreateQrisParamsSchema,
  data: CreateQrisDataSchema,
  // 200 (done) or 202 (in progress), service 47, case 00.
  successCodes: [2004700, 2024700],
  // 409, case 00: the X-EXTERNAL-ID of an earlier attempt; case 01: the partnerReferenceNo of an earlier call.
  retry: {
    keys: ['partnerReferenceNo'],
    duplicateCodes: [4094700, 4094701],
    identifiedBy: ['referenceNo', 'qrContent'],
  },
});
