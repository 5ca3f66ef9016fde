import { defineEndpoint, type GatewayCode, HttpUrlSchema, type InferData, openEnum, personalData } from '@lintas/core';
import * as v from 'valibot';
import type { IndonesiaChannelCode } from '../schemas/channel-codes.js';
import {
  PayCoolsKeySchema,
  PaymentCodeSchema,
  RequiredTextSchema,
  VirtualAccountAmountSchema,
} from '../schemas/fields.js';

// https://developers.paycools.co.id/en/payment/VACollection.html: the param table, a request example and
// a success example cut off inside its nested `paymentCode`.

/** Params of {@link createStaticVirtualAccount}. */
export const CreateStaticVirtualAccountParamsSchema = v.strictObject({
  /** Your order id of this VA (one per payer or bill): letters and digits, 10–32. A second VA with it is refused (21007). */
  mchOrderId: PayCoolsKeySchema,
  /** The VA channel, e.g. `BNI_VA` or `BRI_VA`. */
  channelCode: RequiredTextSchema as v.GenericSchema<IndonesiaChannelCode>,
  /** A fixed amount to collect, in whole rupiah (2000–100000000); without it the payer chooses. */
  amount: v.optional(VirtualAccountAmountSchema),
  /** The payer's name, 1–100 characters. */
  customerName: v.pipe(RequiredTextSchema, v.maxLength(100, 'must be at most 100 characters'), personalData()),
  /** The payer's e-mail address. */
  email: v.optional(v.pipe(v.string(), personalData())),
  /** The payer's mobile number, as you hold it (the page's example has 9 digits). */
  mobile: v.optional(v.pipe(v.string(), personalData())),
  /** The payer's identity card number, 16–18 characters. */
  idCardNumber: v.optional(
    v.pipe(
      v.string(),
      v.minLength(16, 'must be 16–18 characters'),
      v.maxLength(18, 'must be 16–18 characters'),
      personalData(),
    ),
  ),
  /** Where each payment to the VA is notified (`payment.success`): an http(s) URL. */
  notifyUrl: HttpUrlSchema,
  /** When the VA stops accepting payments, epoch milliseconds; without it the VA never expires. */
  expireTime: v.optional(v.pipe(v.number(), v.safeInteger('must be an epoch in milliseconds'))),
  /** A note kept with the VA. */
  remark: v.optional(v.string()),
});

/** Data of {@link createStaticVirtualAccount}: the fields the page's example shows before it is cut off. */
export const CreateStaticVirtualAccountDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The payer's name. */
  customerName: v.nullish(v.pipe(v.string(), personalData())),
  /** When the VA expires, as the gateway sends it; `null` when it never does. */
  expireTime: v.nullish(v.union([v.number(), v.string()])),
  /** `ACTIVE` once created; other values may arrive. */
  status: openEnum(['ACTIVE']),
  /** What the payer pays to; its members are not documented (the page's example is cut off inside it). */
  paymentCode: v.nullish(PaymentCodeSchema),
});

/** What {@link createStaticVirtualAccount} takes. */
export type CreateStaticVirtualAccountParams = v.InferInput<typeof CreateStaticVirtualAccountParamsSchema>;
/** What {@link createStaticVirtualAccount} resolves with. */
export type CreateStaticVirtualAccountData = InferData<typeof CreateStaticVirtualAccountDataSchema>;

/**
 * Creates a PayCools Indonesia static virtual account that payers can pay any number of times (until
 * `expireTime`, if given): `POST /open-api/static/payment/code`. Each payment is notified to `notifyUrl`
 * as `payment.success` with the VA number as `referenceNumber`, and listed by
 * `listStaticVirtualAccountPayments`.
 *
 * A write keyed by `mchOrderId`. No lookup of a VA by order id is documented, so after an ambiguous
 * failure (timeout, reset after sending, HTTP 5xx) the call is not repeated: it ends in
 * `OutcomeUnknownError` with `{ mchOrderId }`. Try again with the same `mchOrderId`, so that a VA the
 * gateway did make is refused as a duplicate (21007) rather than made twice.
 *
 * `reconcile()` of `@lintas/stores` does that when its run allows it: made now, or refused as a
 * duplicate (21007, 21021), the VA is committed; after a refusal its fields and number are unconfirmed
 * (find it in the gateway's dashboard by its `mchOrderId`).
 */
export const createStaticVirtualAccount = defineEndpoint({
  path: '/open-api/static/payment/code',
  params: CreateStaticVirtualAccountParamsSchema,
  data: CreateStaticVirtualAccountDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have created the account: an unknown outcome.
  // 21021 is "Duplicate request" in PayCools Indonesia's own code list (https://developers.paycools.co.id/en/common/ApiErrorCode.html).
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId, 21021],
    settlement: {
      strategy: 're-drive',
      committedCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId, 21021],
      unconfirmed: ['paymentCode'],
      page: 'https://developers.paycools.co.id/en/common/ApiErrorCode.html',
    },
  },
});
