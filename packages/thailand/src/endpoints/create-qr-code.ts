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
import { ThailandChannelCodeSchema } from '../schemas/channel-codes.js';
import { QrOrderIdSchema } from '../schemas/fields.js';

// https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html: the param table, its "Param content"
// example, and a response table (the response example is cut off on the page).

/** Params of {@link createQrCode}. */
export const CreateQrCodeParamsSchema = v.pipe(
  v.strictObject({
    /** Your order id of this QR code: letters and digits, at most 32. A second code with it is refused (21007). */
    mchOrderId: QrOrderIdSchema,
    /** The QR channel, e.g. `THAI_DYNAMIC_QR`. */
    channelCode: ThailandChannelCodeSchema,
    /** The amount in satang (THB 10.00 is `1000`); required for a dynamic QR code (a `…_DYNAMIC_QR` channel). */
    amount: v.optional(amountIn('THB')),
    /** Where the gateway sends the payment notification (`qrcode.payment.success|failed`): an http(s) URL. */
    notifyUrl: HttpUrlSchema,
    /** The payer's name, at most 100 characters. */
    customerName: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'), personalData())),
    /** The payer's e-mail address. */
    email: v.optional(v.pipe(v.string(), personalData())),
    /** The payer's mobile number, as you hold it (the documentation's own example is a Malaysian number). */
    mobile: v.optional(v.pipe(v.string(), personalData())),
    /** A note kept with the code and echoed in the payments list and notification. */
    remark: v.optional(v.string()),
    /** How long the code can be paid, in seconds: 30–3600 (the gateway's default is 3600). */
    expireSeconds: v.optional(
      v.pipe(
        v.number(),
        v.safeInteger('must be a whole number of seconds'),
        v.minValue(30, 'must be at least 30'),
        v.maxValue(3600, 'must be at most 3600'),
      ),
    ),
  }),
  // A dynamic QR code carries its amount; without one the gateway cannot build it. A caller's mistake,
  // not a format, so this stays on when formatChecks are off.
  v.forward(
    v.partialCheck(
      [['channelCode'], ['amount']],
      (input) => !input.channelCode.endsWith('_DYNAMIC_QR') || input.amount !== undefined,
      'is required for a dynamic QR code',
    ),
    ['amount'],
  ),
);

/**
 * Data of {@link createQrCode}. The page lists these fields in a table but shows no example answer, so
 * only the three a merchant cannot do without are required; the others are read when present.
 */
export const CreateQrCodeDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment this dynamic QR code collects. */
  transactionId: v.string(),
  /** The QR content to render for the payer. */
  qrCodeContent: v.string(),
  /** The channel, e.g. `THAI_DYNAMIC_QR`. */
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
 * Creates a Thai QR code for the payer to scan (`THAI_DYNAMIC_QR`: a one-time code for an amount in
 * satang): `POST /open-api/qr/generate`. The payment is notified to `notifyUrl` as
 * `qrcode.payment.success` or `qrcode.payment.failed`, and listed by `listQrPayments`.
 *
 * A write keyed by `mchOrderId`. After an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) the call is sent again with the same `mchOrderId`: a duplicate refusal (21007) is looked up
 * through the country-neutral payment status check (`neutral.queryPayment`, country `TH`) and returned
 * only when it matches the call; the check does not return `notifyUrl`, the payer's details or
 * `expireSeconds`, so such a code ends in `OutcomeUnknownError` naming them, and is never made twice.
 */
export const createQrCode = defineEndpoint({
  path: '/open-api/qr/generate',
  params: CreateQrCodeParamsSchema,
  data: CreateQrCodeDataSchema,
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // The country-neutral status check finds a payment of Thailand by order id
    // (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html). BluePay documents a QR code detail
    // only on its J&T path (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html), not beside this one.
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId'],
      fixed: { countryCode: 'TH' },
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    payerNeeds: ['qrCodeContent'],
    // Amounts are in satang on both sides (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html).
    recover: ({ params, call }) => recoverQrCode(call, params, 'TH'),
  },
});
