import {
  amountIn,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  HttpUrlSchema,
  type InferData,
  openEnum,
  personalData,
  recoverQrCode,
} from '@lintas/core';
import * as v from 'valibot';
import type { MalaysiaChannelCode } from '../schemas/channel-codes.js';

// https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html: the param table, its "Param content"
// example (channel DUITNOW_DYNAMIC_QR) and the response table; the page shows no example answer.
// The Malaysian site's QR payment notification and QR lookup pages could not be read in any public
// copy. Assumed: the payment is notified as BluePay's page names it, `qrcode.payment.success|failed`
// (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html), the same `/open-api/qr/generate`
// API. `malaysiaNotifications` does not declare those events and no lookup confirms them: a handler
// with `confirm` refuses them (NotificationNotConfirmedError, reason `no-lookup`), unacknowledged, unless
// the merchant names them in its `unconfirmed` option; then its `default` listener reads them as unknown
// events (`known: false`, no record). Both are tested beside this file.

/** A text of 1–`max` characters. */
const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/** Params of {@link createQrCode}. */
export const CreateQrCodeParamsSchema = v.strictObject({
  /** The QR channel: `DUITNOW_DYNAMIC_QR` (the page's example); other channels your account has pass too. */
  channelCode: v.pipe(v.string() as v.GenericSchema<MalaysiaChannelCode>, text(64)),
  /** Your order id of this QR code: letters and digits, at most 32. A second code with it is refused (21007). */
  mchOrderId: v.pipe(text(32), v.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only')),
  /** The amount in sen: MYR 10.00 is `1000`. */
  amount: amountIn('MYR'),
  /** Where the gateway sends the payment notification (`qrcode.payment.success|failed`): an http(s) URL, at most 256 characters. */
  notifyUrl: v.pipe(HttpUrlSchema, v.maxLength(256, 'must be at most 256 characters')),
  /** The payer's name, at most 100 characters. */
  customerName: v.optional(v.pipe(text(100), personalData())),
  /** The payer's e-mail address, at most 128 characters. */
  email: v.optional(v.pipe(text(128), personalData())),
  /** The payer's mobile number, 10–11 digits (the page's example: `60128888888`). */
  mobile: v.optional(v.pipe(v.string(), v.regex(/^\d{10,11}$/, 'must be 10 or 11 digits'), personalData())),
  /** A note kept with the code, 1–256 characters. */
  remark: v.optional(text(256)),
  /** How long the code can be paid, in seconds: 30–3600 (the gateway's default is 3600). */
  expireSeconds: v.optional(
    v.pipe(
      v.number(),
      v.safeInteger('must be a whole number of seconds'),
      v.minValue(30, 'must be at least 30'),
      v.maxValue(3600, 'must be at most 3600'),
    ),
  ),
});

/**
 * Data of {@link createQrCode}: the page's response table, with no example answer, so only the two
 * members a merchant cannot do without are required; the others are read when present.
 */
export const CreateQrCodeDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The QR content to render for the payer (a DuitNow QR string). */
  qrCodeContent: v.string(),
  /** The gateway's id of the payment this code collects. */
  transactionId: v.nullish(v.string()),
  /** The channel, e.g. `DUITNOW_DYNAMIC_QR`. */
  channelCode: v.nullish(v.string()),
  /** The notification URL you gave. */
  notifyUrl: v.nullish(v.string()),
  /** The note you gave. */
  remark: v.nullish(v.string()),
  /** `ACTIVE` while it can be paid, later `INACTIVE` or `CANCELLED`; other values may arrive. */
  qrStatus: v.nullish(openEnum(['ACTIVE', 'INACTIVE', 'CANCELLED'])),
  /** `PENDING` until paid, then `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** A page that guides the payer through paying. */
  qrLink: v.nullish(v.string()),
  /** When the code was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: v.nullish(GatewayDateTimeSchema),
  /** When the code last changed: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  updateTime: v.nullish(GatewayDateTimeSchema),
  /** When the code stops being payable: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  expiresTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link createQrCode} takes. */
export type CreateQrCodeParams = v.InferInput<typeof CreateQrCodeParamsSchema>;
/** What {@link createQrCode} resolves with. */
export type CreateQrCodeData = InferData<typeof CreateQrCodeDataSchema>;

/**
 * Creates a DuitNow dynamic QR code for the payer to scan, for an amount in sen
 * (`DUITNOW_DYNAMIC_QR`): `POST /open-api/qr/generate` on PayCools Malaysia. The payment is notified to
 * `notifyUrl` as `qrcode.payment.success` or `qrcode.payment.failed` (BluePay's names: no public copy
 * of the Malaysian notification page could be read). `@lintas/malaysia` does not type them and no lookup
 * confirms them: a handler with `confirm` refuses them (`NotificationNotConfirmedError`, unacknowledged)
 * unless you name them in its `unconfirmed` option; your `default` listener then reads them as unknown.
 *
 * A write keyed by `mchOrderId`. After an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) the call is sent again with the same `mchOrderId`: a duplicate refusal (21007) is looked up
 * through the country-neutral payment status check (`neutral.queryPayment`, country `MY`), which finds a
 * Malaysian payment by its order id, and returned only when it matches the call; the check does not
 * return `notifyUrl`, the payer's details or `expireSeconds`, so such a code ends in
 * `OutcomeUnknownError` naming them, and is never made twice.
 */
export const createQrCode = defineEndpoint({
  path: '/open-api/qr/generate',
  params: CreateQrCodeParamsSchema,
  data: CreateQrCodeDataSchema,
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // The country-neutral status check finds a payment of Malaysia by order id: its countries are PH, ID,
    // MY, TH and RU (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId'],
      fixed: { countryCode: 'MY' },
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    payerNeeds: ['qrCodeContent'],
    // Amounts are in sen on both sides (https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html).
    recover: ({ params, call }) => recoverQrCode(call, params, 'MY'),
  },
});
