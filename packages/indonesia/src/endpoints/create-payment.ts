import {
  amountIn,
  ChannelTypeSchema,
  defineEndpoint,
  type GatewayCode,
  HttpUrlSchema,
  type InferData,
  openEnum,
  personalData,
} from '@lintas/core';
import * as v from 'valibot';
import { recoverPayment } from '../recovery/recover-payment.js';
import { IndonesiaChannelCodeSchema } from '../schemas/channel-codes.js';
import { IndonesianMobileSchema, RequiredTextSchema } from '../schemas/fields.js';

/** Params of {@link createPayment} (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html). */
export const CreatePaymentParamsSchema = v.strictObject({
  /** Your order id, unique per payment: 1–32 characters (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html). A second payment with it is refused (21007). */
  mchOrderId: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'must be at most 32 characters')),
  /** The amount in whole rupiah, a positive integer: IDR 50,000 is `50000`. */
  amount: amountIn('IDR'),
  /** The channel to pay on, e.g. `ID_BCA_VA`. */
  channelCode: IndonesiaChannelCodeSchema,
  /** The payer's name. */
  customerName: v.pipe(RequiredTextSchema, personalData()),
  /** The payer's e-mail address. Only an `@` between non-blank parts is required here. */
  email: v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'), personalData()),
  /** The payer's mobile number: 10–13 digits starting `08`, e.g. `081234567890`. */
  mobile: IndonesianMobileSchema,
  /** Where the gateway sends the payment notification: an http(s) URL. */
  notifyUrl: HttpUrlSchema,
  /** Where the payer's browser returns after paying: an http(s) URL; optional. */
  redirectUrl: v.optional(HttpUrlSchema),
  /** A note kept with the payment and echoed in its notification: 1–256 characters (optional). */
  // https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html
  remark: v.optional(
    v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(256, 'must be at most 256 characters')),
  ),
});

/** Data of {@link createPayment}. */
export const CreatePaymentDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /**
   * `PENDING` on creation, later `COMPLETED` or `FAILED`; other values may arrive. The page's answer
   * table does not list it, so it may be absent.
   */
  // Answer members listed on https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html: transactionId, payData, mchOrderId, ...
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** What the payer pays with: a virtual account number, QR content or a URL, depending on the channel. */
  payData: v.string(),
  /**
   * The kind of channel, e.g. `VA` or `QR`. The gateway may send `null`, and a call recovered
   * after an ambiguous failure holds `null` when the payment query does not return it.
   */
  channelType: v.nullable(ChannelTypeSchema),
  /** The channel of the payment, e.g. `ID_BCA_VA`; the page's answer table does not list it, so it may be absent. */
  channelCode: v.nullish(v.string()),
});

/** What {@link createPayment} takes. */
export type CreatePaymentParams = v.InferInput<typeof CreatePaymentParamsSchema>;
/** What {@link createPayment} resolves with. */
export type CreatePaymentData = InferData<typeof CreatePaymentDataSchema>;

/**
 * Creates an Indonesian payment in IDR, amount in whole rupiah: `POST /open-api/indonesia/payment/generate`.
 * The payment starts `PENDING`; the gateway notifies `notifyUrl` when it completes.
 *
 * A write keyed by `mchOrderId`: after an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) it is sent again with the same `mchOrderId`; if the gateway then answers "duplicate merchant
 * order id" (21007), the existing payment is looked up through the unified payment query
 * (`/open-api/payment/query`, country `ID`). That query returns the amount, channel and remark, not the
 * payer's name, e-mail or mobile number, `notifyUrl` or `redirectUrl`, so it cannot prove the payment
 * found is this call's rather than an earlier one under the same `mchOrderId`: the call ends in
 * `OutcomeUnknownError`, whose `cause` is a `RecordMismatchError` naming the fields that differ or could
 * not be checked. The payment is created once either way; reconcile with the error's `keys`.
 */
export const createPayment = defineEndpoint({
  path: '/open-api/indonesia/payment/generate',
  params: CreatePaymentParamsSchema,
  data: CreatePaymentDataSchema,
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['payData'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId'],
      fixed: { countryCode: 'ID' },
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    recover: ({ params, call }) => recoverPayment(call, params),
  },
});
