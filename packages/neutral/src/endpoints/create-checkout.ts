import {
  AmountSchema,
  ChannelTypeSchema,
  CountryCodeSchema,
  CurrencyCodeSchema,
  CustomerNameSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  openEnum,
  personalData,
  RedirectUrlSchema,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { NeutralChannelCodeSchema } from '../schemas/channel-codes.js';
import { BillingAddressSchema, GoodsDetailSchema, MobileSchema } from '../schemas/fields.js';

/** Params of {@link createCheckout} (https://docs.paycools.com/en/v2/checkout/Checkout.html, https://docs.paycools.com/en/v2/Payment/Collection.html). */
export const CreateCheckoutParamsSchema = v.strictObject({
  /** Your order id, unique among your payments and checkouts: 1–32 characters. Reusing it is refused (21007). */
  mchOrderId: MerchantOrderIdSchema,
  /** The country of the checkout, two uppercase letters: `PH`, `ID`, `MY`, `TH`. */
  countryCode: CountryCodeSchema,
  /** The currency of `amount`, three uppercase letters, e.g. `PHP`. */
  currency: CurrencyCodeSchema,
  /** The amount in minor units, a positive integer: PHP 500.10 is `50010`. */
  amount: AmountSchema,
  /** The payer's name, prefilled on the cashier page: 1–128 characters (optional). */
  customerName: v.optional(CustomerNameSchema),
  /** The payer's e-mail address, prefilled on the cashier page: at most 128 characters (optional). */
  email: v.optional(EmailSchema),
  /** The payer's mobile number: 10–14 digits (optional). */
  mobile: v.optional(MobileSchema),
  /** Where the gateway sends the checkout payment notification: an http(s) URL of at most 256 characters. */
  notifyUrl: NotifyUrlSchema,
  /** Where the payer's browser returns after paying: an http(s) URL of at most 512 characters (optional). */
  redirectUrl: v.optional(RedirectUrlSchema),
  /** How many seconds the checkout can be paid, a positive integer (optional; the gateway's default applies otherwise). */
  expireSeconds: v.optional(
    v.pipe(v.number(), v.safeInteger('must be a whole number of seconds'), v.minValue(1, 'must be at least 1 second')),
  ),
  /** The language of the cashier page: `EN`, `IN` (Indonesian) or `TH` (optional). */
  language: v.optional(v.picklist(['EN', 'IN', 'TH'], 'must be EN, IN or TH')),
  /**
   * The kinds of channel the cashier offers, e.g. `['QR', 'EWALLET']`: `QR`, `ONLINE_BANKING`, `EWALLET`,
   * `BANK_TRANSFER`, `CARD`, `PAYLATER` (optional).
   */
  channelTypeList: v.optional(v.array(ChannelTypeSchema)),
  /** The channels the cashier offers, e.g. `['PH_GCASH_URL']`; see `listCheckoutChannels` (optional). */
  channelCodeList: v.optional(v.array(NeutralChannelCodeSchema)),
  /** A note kept with the checkout and echoed in its notification: 1–256 characters (optional). */
  remark: v.optional(RemarkSchema),
  /** The currency you are settled in, when it differs from `currency` (optional). */
  settlementCurrency: v.optional(CurrencyCodeSchema),
  /** Your logo shown on the cashier page (optional, its format is not documented). */
  merchantLogo: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  // The three below: https://docs.paycools.com/en/v2/checkout/Checkout.html
  /** The name shown on the virtual account the payer pays to; your merchant name by default (optional). */
  virtualAccountName: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData())),
  /** The products bought, required when the checkout offers `PAYLATER` (optional otherwise). */
  goodsDetails: v.optional(v.array(GoodsDetailSchema)),
  /** The payer's billing address, required when the checkout offers `PAYLATER` (optional otherwise). */
  billingAddress: v.optional(BillingAddressSchema),
});

/** The statuses of a checkout seen so far; other values may arrive. */
export const CheckoutStatusSchema = openEnum(['PENDING', 'PAID', 'EXPIRED']);

/**
 * Data of {@link createCheckout}. No page of the gateway shows this answer, so every member is optional:
 * check for `cashierUrl` before redirecting the payer.
 */
// Response fields not shown on https://docs.paycools.com/en/v2/checkout/Checkout.html
export const CreateCheckoutDataSchema = v.looseObject({
  /** The gateway's id of the checkout: keep it for `queryCheckout`. */
  checkoutId: v.nullish(v.string()),
  /** Your order id of the checkout. */
  mchOrderId: v.nullish(v.string()),
  /** `PENDING` on creation. */
  status: v.nullish(CheckoutStatusSchema),
  /** The hosted cashier page to send the payer to. */
  cashierUrl: v.nullish(v.string()),
  /** Until when the checkout can be paid: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  expiresTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link createCheckout} takes. */
export type CreateCheckoutParams = v.InferInput<typeof CreateCheckoutParamsSchema>;
/** What {@link createCheckout} resolves with. */
export type CreateCheckoutData = InferData<typeof CreateCheckoutDataSchema>;

/**
 * Creates a hosted checkout order, a cashier page where the payer picks a channel:
 * `POST /open-api/payment/checkout/generate`.
 *
 * A write keyed by `mchOrderId`, without recovery: the gateway offers no checkout lookup by order id
 * (the checkout query needs the `checkoutId` the lost answer carried), so after an ambiguous failure
 * (timeout, reset after sending, HTTP 5xx) the call is not repeated and ends in `OutcomeUnknownError`
 * carrying `mchOrderId`. Create the checkout again under a new order id only once you know the first
 * one was not made (e.g. from its notification or your gateway dashboard).
 *
 * `reconcile()` of `@lintas/stores` settles a lost answer by the gateway's `checkout.payment.success`
 * notification for its `mchOrderId`, confirmed with the gateway and kept by your notification handler's
 * store (committed, paid); without one, its `cashierUrl` never reached a payer, so nobody can pay it
 * and it expires unpaid: the entry is abandoned (create a checkout under a new `mchOrderId`).
 */
export const createCheckout = defineEndpoint({
  path: '/open-api/payment/checkout/generate',
  params: CreateCheckoutParamsSchema,
  data: CreateCheckoutDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have created the checkout: an unknown outcome.
  // Every answer member is optional: a success naming neither the checkout nor its cashier page cannot be acted on.
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    identifiedBy: ['checkoutId', 'cashierUrl'],
    // The checkout's payment notification carries its checkoutId and mchOrderId
    // (https://docs.paycools.com/en/v2/checkout/Notification.html).
    settlement: {
      strategy: 'notification',
      events: ['checkout.payment.success'],
      match: { mchOrderId: 'mchOrderId' },
      otherwise: 'its cashierUrl never reached a payer, so nobody can pay it: it expires unpaid',
      page: 'https://docs.paycools.com/en/v2/checkout/Notification.html',
    },
  },
});
