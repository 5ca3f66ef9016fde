import {
  AmountSchema,
  assertRecordMatches,
  ChannelTypeSchema,
  CountryCodeSchema,
  CurrencyCodeSchema,
  CustomerNameSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  personalData,
  RecordMismatchError,
  RedirectUrlSchema,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { NeutralChannelCodeSchema } from '../schemas/channel-codes.js';
import {
  BillingAddressSchema,
  GoodsDetailSchema,
  MobileSchema,
  PaymentStatusSchema,
  WechatpaySchema,
} from '../schemas/fields.js';
import { queryPayment } from './query-payment.js';

/** Params of {@link createPayment} (https://docs.paycools.com/en/v2/Payment/Collection.html). */
export const CreatePaymentParamsSchema = v.pipe(
  v.strictObject({
    /** Your order id, unique per payment: 1–32 characters. A second payment with it is refused (21007). */
    mchOrderId: MerchantOrderIdSchema,
    /** The currency of `amount`, three uppercase letters: `PHP`, `IDR`, `MYR`, `THB`, `RUB`. */
    currency: CurrencyCodeSchema,
    /** The country of the payment, two uppercase letters: `PH`, `ID`, `MY`, `TH`, `RU`. */
    countryCode: CountryCodeSchema,
    /**
     * The kind of channel: `QR`, `ONLINE_BANKING`, `EWALLET`, `BANK_TRANSFER`, `CARD`, `DIRECT_DEBIT`,
     * `PAYLATER`, or `null` to let the gateway derive it from `channelCode`.
     */
    channelType: v.nullable(ChannelTypeSchema),
    /** The channel to pay on, e.g. `PH_GCASH_URL`, `PH_QRPH_DYNAMIC` or `ID_BCA_VA`. */
    channelCode: NeutralChannelCodeSchema,
    /** The payer's name: 1–128 characters. */
    customerName: CustomerNameSchema,
    /** The payer's e-mail address: at most 128 characters. */
    email: EmailSchema,
    /** The payer's mobile number: 10–14 digits. */
    mobile: MobileSchema,
    /** The amount in minor units, a positive integer: PHP 500.10 is `50010`; rupiah are whole (`10000` is IDR 10,000). */
    amount: AmountSchema,
    /** A note kept with the payment and echoed in its notification: 1–256 characters (optional). */
    remark: v.optional(RemarkSchema),
    /** Where the gateway sends the payment notification: an http(s) URL of at most 256 characters. */
    notifyUrl: NotifyUrlSchema,
    /** Where the payer's browser returns after paying: an http(s) URL of at most 512 characters. */
    redirectUrl: RedirectUrlSchema,
    /** The payer's device: `WEB` (desktop browser), `WAP` (mobile browser) or `APP`. */
    terminalType: v.picklist(['WEB', 'WAP', 'APP'], 'must be WEB, WAP or APP'),
    /** The payer's operating system: `IOS`, `ANDROID` or `OTHER` (optional). */
    osType: v.optional(v.picklist(['IOS', 'ANDROID', 'OTHER'], 'must be IOS, ANDROID or OTHER')),
    /**
     * The payer's direct-debit token (from the direct-debit authorization), required when `channelType` is
     * `DIRECT_DEBIT` (https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html).
     */
    payToken: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData())),
    // The three below: https://docs.paycools.com/en/v2/Payment/Collection.html
    /** WeChat Pay parameters, for WeChat channels (optional). */
    wechatpay: v.optional(WechatpaySchema),
    /** The products bought, required by `PAYLATER` channels (optional otherwise). */
    goodsDetails: v.optional(v.array(GoodsDetailSchema)),
    /** The payer's billing address, required by `PAYLATER` channels (optional otherwise). */
    billingAddress: v.optional(BillingAddressSchema),
  }),
  v.forward(
    v.partialCheck(
      [['channelType'], ['payToken']],
      (input) => input.channelType !== 'DIRECT_DEBIT' || input.payToken !== undefined,
      'is required when channelType is DIRECT_DEBIT',
    ),
    ['payToken'],
  ),
);

/** Data of {@link createPayment}. */
export const CreatePaymentDataSchema = v.looseObject({
  /** Your order id of the payment. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment: keep it for queries, refunds and reconciliation. */
  transactionId: v.string(),
  /** `PENDING` on creation; the current status when the call was recovered after a lost answer. */
  transactionStatus: PaymentStatusSchema,
  /** What the payer pays with: QR content on QR channels, a URL on URL channels, an account number on VA channels. */
  payData: v.string(),
  /**
   * The kind of channel, e.g. `QR` or `EWALLET`. Absent only when the call was recovered after a lost
   * answer, you sent `channelType: null` and the payment query did not name the type either.
   */
  channelType: v.nullish(ChannelTypeSchema),
  /** The channel of the payment, e.g. `PH_GCASH_URL`. */
  channelCode: v.string(),
});

/** What {@link createPayment} takes. */
export type CreatePaymentParams = v.InferInput<typeof CreatePaymentParamsSchema>;
/** What {@link createPayment} resolves with. */
export type CreatePaymentData = InferData<typeof CreatePaymentDataSchema>;

/**
 * Creates a payment in any served country on a channel (QR, URL, e-wallet, online banking, direct
 * debit): `POST /open-api/payment/generate`. The payment starts `PENDING`; the gateway notifies
 * `notifyUrl` when it finishes.
 *
 * A write keyed by `mchOrderId`: after an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx, 21000/21011) it is sent again with the same `mchOrderId`; when the gateway then answers
 * "duplicate merchant order id" (21007), the existing payment is looked up with {@link queryPayment}
 * and returned only if every param is confirmed by it. The query returns the amount, currency,
 * country, channel and remark, not the payer's name, e-mail or mobile number, `notifyUrl`,
 * `redirectUrl` or `terminalType`, so it cannot prove the payment found is this call's rather than an
 * earlier one made under the same `mchOrderId` with another payer: the call ends in
 * `OutcomeUnknownError`, whose `cause` is a `RecordMismatchError` naming the fields that differ or
 * could not be checked. The payment is created once either way; reconcile with the error's `keys`.
 */
export const createPayment = defineEndpoint({
  path: '/open-api/payment/generate',
  params: CreatePaymentParamsSchema,
  data: CreatePaymentDataSchema,
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['payData'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId', 'countryCode'],
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    async recover({ params, call }) {
      const existing = await call(queryPayment, { mchOrderId: params.mchOrderId, countryCode: params.countryCode });
      // `channelType: null` asks the gateway to derive the type from the channel: it says nothing the
      // payment found could contradict, so only a named type is compared.
      const { channelType: requestedType, ...described } = params;
      assertRecordMatches(`payment ${params.mchOrderId}`, requestedType === null ? described : params, {
        ...existing,
        // The query names the amount `transactionAmount` or `amount`, in minor units like the param
        // (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
        amount: existing.transactionAmount ?? existing.amount,
        // The query was asked for this country, so a copy that leaves `countryCode` out still answered it.
        countryCode: existing.countryCode ?? params.countryCode,
      });
      // Found and matching, but without what the payer pays with: the call cannot resume it.
      if (!existing.payData)
        throw new RecordMismatchError(`payment ${params.mchOrderId}`, [{ field: 'payData', reason: 'unchecked' }]);
      const channelType = existing.channelType ?? params.channelType;
      return {
        mchOrderId: existing.mchOrderId,
        transactionId: existing.transactionId,
        transactionStatus: existing.transactionStatus,
        payData: existing.payData,
        channelCode: existing.channelCode,
        ...(channelType ? { channelType } : {}),
      };
    },
  },
});
