import {
  amountIn,
  assertRecordMatches,
  ChannelTypeSchema,
  CustomerNameSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  HttpUrlSchema,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { PhilippinesChannelCodeSchema } from '../schemas/channel-codes.js';
import { PhilippineMobileSchema } from '../schemas/fields.js';
import { queryPayment } from './query-payment.js';

/** Params of {@link createPayment} (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/Collection.html). */
export const CreatePaymentParamsSchema = v.strictObject({
  /** Your order id, unique per payment: 1–32 characters. A second payment with it is refused (21007). */
  mchOrderId: MerchantOrderIdSchema,
  /** The amount in centavos, a positive integer: PHP 500.10 is `50010`. */
  amount: amountIn('PHP'),
  /** The payer's name: 1–128 characters. */
  customerName: CustomerNameSchema,
  /** The channel to pay on, e.g. `PH_GCASH_URL` (a URL channel) or `PH_QRPH_DYNAMIC` (a QR channel). */
  channelCode: PhilippinesChannelCodeSchema,
  /** The payer's e-mail address: 1–128 characters. */
  email: EmailSchema,
  /** The payer's mobile number: 11–14 digits starting `09`, e.g. `09171234567`. */
  mobile: PhilippineMobileSchema,
  /** Where the gateway sends the payment notification: an http(s) URL of at most 256 characters. */
  notifyUrl: NotifyUrlSchema,
  /** Where the payer's browser returns after paying: an http(s) URL of at most 512 characters. */
  redirectUrl: v.optional(v.pipe(HttpUrlSchema, v.maxLength(512, 'must be at most 512 characters'))),
  /** A note kept with the payment and echoed in its notification: 1–256 characters. */
  remark: v.optional(RemarkSchema),
});

/** Data of {@link createPayment}. */
export const CreatePaymentDataSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /**
   * What the payer pays with: a URL to open for URL-type channels, QR content for QR channels.
   * Absent only when the call was recovered after an ambiguous failure: the payment exists, but the
   * payment query does not return its pay data.
   */
  payData: v.optional(v.string()),
  /**
   * The kind of channel, e.g. `URL` or `QR`; the gateway may send `null`. Absent when the
   * call was recovered after an ambiguous failure (the payment query does not return it).
   */
  channelType: v.nullish(ChannelTypeSchema),
  /**
   * The URL of the gateway's hosted cashier page for this payment. Absent when the call was recovered
   * after an ambiguous failure (the payment query does not return it).
   */
  cashierUrl: v.optional(v.string()),
});

/** What {@link createPayment} takes. */
export type CreatePaymentParams = v.InferInput<typeof CreatePaymentParamsSchema>;
/** What {@link createPayment} resolves with. */
export type CreatePaymentData = InferData<typeof CreatePaymentDataSchema>;

/**
 * Creates a Philippine payment in PHP: `POST /open-api/philippines/payment/generate`. The payment
 * starts `PENDING`; the gateway notifies `notifyUrl` when it completes.
 *
 * A write keyed by `mchOrderId`: after an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) it is sent again with the same `mchOrderId`; if the gateway then answers "duplicate merchant
 * order id" (21007), the existing payment is looked up with {@link queryPayment}. That query returns
 * the amount, channel, payer name and e-mail, not the mobile number, `notifyUrl`, `redirectUrl` or
 * `remark`, so it cannot prove the payment found is this call's rather than an earlier one made under
 * the same `mchOrderId` with, say, another `notifyUrl`: the call ends in `OutcomeUnknownError`, whose
 * `cause` is a `RecordMismatchError` naming the fields that differ or could not be checked. The payment
 * is created once either way; reconcile with the error's `keys`.
 */
export const createPayment = defineEndpoint({
  path: '/open-api/philippines/payment/generate',
  params: CreatePaymentParamsSchema,
  data: CreatePaymentDataSchema,
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['payData'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    statusCheck: {
      method: 'philippines.queryPayment',
      params: ['mchOrderId'],
      page: 'https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html',
    },
    async recover({ params, call }) {
      const existing = await call(queryPayment, { mchOrderId: params.mchOrderId });
      // Every param against the query's answer under the same name; amounts are integers in centavos on
      // both sides (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html).
      assertRecordMatches(`payment ${params.mchOrderId}`, params, existing);
      return { transactionId: existing.transactionId };
    },
  },
});
