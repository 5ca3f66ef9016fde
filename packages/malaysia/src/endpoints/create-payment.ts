import {
  amountIn,
  assertRecordMatches,
  ChannelTypeSchema,
  CustomerNameSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  openEnum,
  personalData,
  RecordMismatchError,
  RedirectUrlSchema,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { MalaysiaChannelCodeSchema } from '../schemas/channel-codes.js';
import { queryWebpay } from './query-webpay.js';

// https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html: the param table and a request
// example; the page shows the answer's fields in a table, not an example.

/** Params of {@link createPayment}. */
export const CreatePaymentParamsSchema = v.strictObject({
  /** Your order id, unique per payment: 1–32 characters. A second payment with it is refused (21007). */
  mchOrderId: MerchantOrderIdSchema,
  /** The amount in sen: MYR 500.10 is `50010`. */
  amount: amountIn('MYR'),
  /** The payer's name, 1–128 characters. */
  customerName: CustomerNameSchema,
  /** The channel to pay on, e.g. `MY_TNG_URL`. */
  channelCode: MalaysiaChannelCodeSchema,
  /** Where the gateway sends the payment notification: an http(s) URL, at most 256 characters. */
  notifyUrl: NotifyUrlSchema,
  /** Where the payer's browser returns after paying: an http(s) URL, at most 512 characters. */
  redirectUrl: v.optional(RedirectUrlSchema),
  /** The payer's e-mail address, at most 128 characters. */
  email: EmailSchema,
  /**
   * The payer's mobile number. The page's table asks for 10–11 digits starting `01`, but its own
   * example sends `123456789`, so only a non-empty text is required here.
   */
  mobile: v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData()),
  /** A note kept with the payment, 1–256 characters. */
  remark: v.optional(RemarkSchema),
});

/** Data of {@link createPayment}: the fields of the page's response table. */
export const CreatePaymentDataSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** What the payer pays with: a URL, QR content or a virtual account number, depending on the channel. */
  payData: v.string(),
  /** Your order id. */
  mchOrderId: v.string(),
  /** The kind of channel: `URL`, `VA` or `QR` on the page; other values may arrive. */
  channelType: v.nullish(ChannelTypeSchema),
  /** `PENDING` on creation when the gateway sends it; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
});

/** What {@link createPayment} takes. */
export type CreatePaymentParams = v.InferInput<typeof CreatePaymentParamsSchema>;
/** What {@link createPayment} resolves with. */
export type CreatePaymentData = InferData<typeof CreatePaymentDataSchema>;

/**
 * Creates a Malaysian payment in MYR, amount in sen: `POST /open-api/malaysia/payment/generate`. Send
 * the payer to `payData`; the gateway notifies `notifyUrl` when the payment completes.
 *
 * A write keyed by `mchOrderId`. After an ambiguous failure (timeout, reset after sending, HTTP 5xx)
 * the call is sent again with the same `mchOrderId`: a duplicate refusal (21007) is looked up through
 * `queryWebpay` and returned only when it matches the call; the lookup does not return the payer's name,
 * so such a payment ends in `OutcomeUnknownError` naming it, and the payer is never asked to pay twice.
 */
export const createPayment = defineEndpoint({
  path: '/open-api/malaysia/payment/generate',
  params: CreatePaymentParamsSchema,
  data: CreatePaymentDataSchema,
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['payData'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    statusCheck: {
      method: 'malaysia.queryWebpay',
      params: ['mchOrderId'],
      page: 'https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html',
    },
    async recover({ params, call }) {
      const existing = await call(queryWebpay, { mchOrderId: params.mchOrderId });
      // Amounts are in sen on both sides; the lookup names the notification URL `callbackUrl`
      // (https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html).
      assertRecordMatches(`payment ${params.mchOrderId}`, params, { ...existing, notifyUrl: existing.callbackUrl });
      if (!existing.transactionId)
        throw new RecordMismatchError(`payment ${params.mchOrderId}`, [
          { field: 'transactionId', reason: 'unchecked' },
        ]);
      return {
        transactionId: existing.transactionId,
        payData: existing.payUrl,
        mchOrderId: existing.mchOrderId,
        transactionStatus: existing.transactionStatus ?? null,
      };
    },
  },
});
