import {
  amountIn,
  assertRecordMatches,
  type CallEndpoint,
  countryPaymentQuery,
  defineEndpoint,
  type GatewayCode,
  HttpUrlSchema,
  type InferData,
  personalData,
  RecordMismatchError,
} from '@lintas/core';
import * as v from 'valibot';
import { QrOrderIdSchema } from '../schemas/fields.js';

// https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html: the request and response tables; the
// stored copy of the page shows no example body. PayCools Malaysia serves the same path, but its create
// page is not public (only its status check, https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html):
// the Malaysian shape is undocumented, so this endpoint is Thailand's (THB, Thai mobiles).

/** The WebPay channels the page names: WeChat Pay by link (`WECHAT_URL`) and inside WeChat (`WECHAT_JS_URL`). */
export const webpayChannelCodes = ['WECHAT_URL', 'WECHAT_JS_URL'] as const;

/** A WebPay channel code: one the page names, which editors complete, or any other your account has. */
export type WebpayChannelCode = (typeof webpayChannelCodes)[number] | (string & {});

const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/** Params of {@link createWebpay}. */
export const CreateWebpayParamsSchema = v.pipe(
  v.strictObject({
    /** Your order id: letters and digits, at most 32. A second order with it is refused (21007). */
    mchOrderId: QrOrderIdSchema,
    /** The WebPay channel, e.g. `WECHAT_URL`. */
    channelCode: v.pipe(v.string() as v.GenericSchema<WebpayChannelCode>, v.minLength(1, 'must not be empty')),
    /** The amount in satang (THB 10.00 is `1000`). */
    amount: amountIn('THB'),
    /** Where the gateway sends `order.payment.success` / `order.payment.failed`: an http(s) URL. */
    notifyUrl: HttpUrlSchema,
    /** Where the payer's browser returns after paying: an http(s) URL. */
    redirectUrl: HttpUrlSchema,
    /** The payer's name, at most 100 characters. */
    customerName: v.pipe(text(100), personalData()),
    /** The payer's e-mail address. */
    email: v.pipe(text(128), personalData()),
    /** The payer's Thai mobile number: 06, 08 or 09 and 8 digits, e.g. `'0812345678'`. */
    mobile: v.pipe(
      v.string(),
      v.regex(/^0[689]\d{8}$/, "must be a Thai mobile number: 06, 08 or 09 and 8 digits, e.g. '0812345678'"),
      personalData(),
    ),
    /** A note kept with the order. */
    remark: v.optional(v.string()),
    /** How long the order can be paid, in seconds: 30–3600 (the gateway's default is 3600). */
    expireSeconds: v.optional(
      v.pipe(
        v.number(),
        v.safeInteger('must be a whole number of seconds'),
        v.minValue(30, 'must be at least 30'),
        v.maxValue(3600, 'must be at most 3600'),
      ),
    ),
    /** The public IP (v4 or v6) of the payer's device; required for `WECHAT_URL`. */
    payerClientIp: v.optional(v.pipe(text(64), personalData())),
    /** The payer's WeChat OpenID for `wpAppid` (from WeChat's webpage authorization); required for `WECHAT_JS_URL`. */
    wpOpenid: v.optional(v.pipe(text(128), personalData())),
    /** The app id of your WeChat official account or mini program; required for `WECHAT_JS_URL`. */
    wpAppid: v.optional(text(64)),
  }),
  // The page's conditional requirements: a caller's mistake, checked with formatChecks off too.
  v.forward(
    v.partialCheck(
      [['channelCode'], ['payerClientIp']],
      (input) => input.channelCode !== 'WECHAT_URL' || input.payerClientIp !== undefined,
      'is required for WECHAT_URL: the public IP of the payer’s device',
    ),
    ['payerClientIp'],
  ),
  v.forward(
    v.partialCheck(
      [['channelCode'], ['wpOpenid']],
      (input) => input.channelCode !== 'WECHAT_JS_URL' || input.wpOpenid !== undefined,
      'is required for WECHAT_JS_URL: the payer’s OpenID for wpAppid',
    ),
    ['wpOpenid'],
  ),
  v.forward(
    v.partialCheck(
      [['channelCode'], ['wpAppid']],
      (input) => input.channelCode !== 'WECHAT_JS_URL' || input.wpAppid !== undefined,
      'is required for WECHAT_JS_URL: the app id of your official account or mini program',
    ),
    ['wpAppid'],
  ),
);

/**
 * Data of {@link createWebpay}. The page lists these fields in a table but shows no example answer, so
 * only the order's ids are required; the others are read when present, and every other member is kept.
 */
export const CreateWebpayDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The link where the payer pays the order. */
  payUrl: v.nullish(v.string()),
  /** When the order stops being payable, as the gateway writes it. */
  expiresTime: v.nullish(v.string()),
  /** The link that starts the payment inside a WeChat official account. */
  shortUrl: v.nullish(v.string()),
  /** What WeChat's JS API needs to start the payment (`WECHAT_JS_URL`): `wechatpay.prepayId` and its other members. */
  metadata: v.nullish(
    v.looseObject({
      wechatpay: v.nullish(v.looseObject({ /** WeChat's prepayment session id. */ prepayId: v.nullish(v.string()) })),
    }),
  ),
});

/** What {@link createWebpay} takes. */
export type CreateWebpayParams = v.InferInput<typeof CreateWebpayParamsSchema>;
/** What {@link createWebpay} resolves with. */
export type CreateWebpayData = InferData<typeof CreateWebpayDataSchema>;

/**
 * Finds the order a refused retry names through the country-neutral payment status check, and takes it
 * only when every param the check returns matches and the order is paid by link: the check does not
 * return WeChat's metadata, the payer's details or the URLs, so such an order stays unknown.
 */
async function recoverWebpay(call: CallEndpoint, params: Readonly<Record<string, unknown>> & { mchOrderId: string }) {
  const existing = await call(countryPaymentQuery, { mchOrderId: params.mchOrderId, countryCode: 'TH' });
  assertRecordMatches(`WebPay order ${params.mchOrderId}`, params, existing);
  if (!existing.payData)
    throw new RecordMismatchError(`WebPay order ${params.mchOrderId}`, [{ field: 'payUrl', reason: 'unchecked' }]);
  return { mchOrderId: existing.mchOrderId, transactionId: existing.transactionId, payUrl: existing.payData };
}

/**
 * Creates a WebPay order the payer pays through a link (`WECHAT_URL`: WeChat Pay, with the payer's IP)
 * or inside WeChat (`WECHAT_JS_URL`: with `wpOpenid` and `wpAppid`, answering `metadata.wechatpay`
 * for WeChat's JS API): `POST /open-api/webpay/generate`. The payment is notified to `notifyUrl` as
 * `order.payment.success` or `order.payment.failed`.
 *
 * A write keyed by `mchOrderId`. After an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) the call is sent again with the same `mchOrderId`: a duplicate refusal (21007) is looked up
 * through the country-neutral payment status check (`neutral.queryPayment`, country `TH`) and returned
 * only when it matches the call; the check does not return the payer's details, the URLs you gave or
 * WeChat's metadata, so such an order ends in `OutcomeUnknownError` naming them, and is never made twice.
 */
export const createWebpay = defineEndpoint({
  path: '/open-api/webpay/generate',
  params: CreateWebpayParamsSchema,
  data: CreateWebpayDataSchema,
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // The country-neutral status check finds a payment of Thailand by order id
    // (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html); BluePay documents no WebPay detail.
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId'],
      fixed: { countryCode: 'TH' },
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    payerNeeds: ['payUrl', 'shortUrl', 'metadata'],
    // Amounts are in satang on both sides (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html).
    recover: ({ params, call }) => recoverWebpay(call, params),
  },
});
