import {
  assertRecordMatches,
  countryPaymentQuery,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  GatewayDateTimeSchema,
  HttpUrlSchema,
  type InferData,
  openEnum,
  personalData,
  RecordMismatchError,
} from '@lintas/core';
import * as v from 'valibot';
import type { IndonesiaChannelCode } from '../schemas/channel-codes.js';
import {
  PayCoolsKeySchema,
  PaymentCodeSchema,
  RequiredTextSchema,
  VirtualAccountAmountSchema,
} from '../schemas/fields.js';

// https://developers.paycools.co.id/en/payment/Collection.html: the param table, a request example and a
// success example cut off inside its nested `paymentCode`.

/** Params of {@link createDynamicVirtualAccount}. */
export const CreateDynamicVirtualAccountParamsSchema = v.strictObject({
  /** Your order id, unique per payment: letters and digits, 10–32. A second payment with it is refused (21007). */
  mchOrderId: PayCoolsKeySchema,
  /** The VA channel, e.g. `BNI_VA` or `ALFAMART_VA`. */
  channelCode: RequiredTextSchema as v.GenericSchema<IndonesiaChannelCode>,
  /** The amount in whole rupiah: 2000–100000000. */
  amount: VirtualAccountAmountSchema,
  /** The payer's e-mail address. */
  email: EmailSchema,
  /** The payer's mobile number, as you hold it (the page's example has no leading 0). */
  mobile: v.optional(v.pipe(v.string(), personalData())),
  /** The payer's name, 1–100 characters. */
  customerName: v.pipe(RequiredTextSchema, v.maxLength(100, 'must be at most 100 characters'), personalData()),
  /** Where the payment is notified (`payment.success|failed`): an http(s) URL. */
  notifyUrl: HttpUrlSchema,
  /** A note kept with the payment. */
  remark: v.optional(v.string()),
});

/** Data of {@link createDynamicVirtualAccount}: the fields the page's example shows before it is cut off. */
export const CreateDynamicVirtualAccountDataSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: GatewayDateTimeSchema,
  /** When the payment finished: `null` while it is `PENDING`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in whole rupiah. */
  transactionAmount: v.number(),
  /** `PENDING` on creation, later `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: openEnum(['PENDING', 'COMPLETED', 'FAILED']),
  /** The note you gave, or `null`. */
  remark: v.nullish(v.string()),
  /** What the payer pays to; its members are not documented (the page's example is cut off inside it). */
  paymentCode: v.nullish(PaymentCodeSchema),
});

/** What {@link createDynamicVirtualAccount} takes. */
export type CreateDynamicVirtualAccountParams = v.InferInput<typeof CreateDynamicVirtualAccountParamsSchema>;
/** What {@link createDynamicVirtualAccount} resolves with. */
export type CreateDynamicVirtualAccountData = InferData<typeof CreateDynamicVirtualAccountDataSchema>;

/**
 * Creates a PayCools Indonesia payment to a one-time virtual account (a "collection request") for an
 * amount in whole rupiah: `POST /open-api/dynamic/payment/code`. The payment starts `PENDING`; it is
 * notified to `notifyUrl` as `payment.success` or `payment.failed`, with the VA number as
 * `referenceNumber`.
 *
 * A write keyed by `mchOrderId`. After an ambiguous failure (timeout, reset after sending, HTTP 5xx) the
 * call is sent again with the same `mchOrderId`: a duplicate refusal (21007, 21021) is looked up through
 * the country-neutral payment status check (`neutral.queryPayment`, country `ID`) and returned only
 * when it matches the call; the check does not return the payer's name, e-mail or mobile number nor
 * `notifyUrl`, so such a payment ends in `OutcomeUnknownError` naming them, and the payer is never
 * asked to pay twice.
 */
export const createDynamicVirtualAccount = defineEndpoint({
  path: '/open-api/dynamic/payment/code',
  params: CreateDynamicVirtualAccountParamsSchema,
  data: CreateDynamicVirtualAccountDataSchema,
  // 21021 is "Duplicate request" in PayCools Indonesia's own code list (https://developers.paycools.co.id/en/common/ApiErrorCode.html).
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['paymentCode'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId, 21021],
    // The country-neutral status check finds a payment of Indonesia by order id
    // (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html); PayCools Indonesia's own pages
    // name a payment query (https://developers.paycools.co.id/en/402333898e0) without its payload.
    statusCheck: {
      method: 'neutral.queryPayment',
      params: ['mchOrderId'],
      fixed: { countryCode: 'ID' },
      page: 'https://docs.paycools.com/en/v2/Payment/CollectionStatus.html',
    },
    async recover({ params, call }) {
      const existing = await call(countryPaymentQuery, { mchOrderId: params.mchOrderId, countryCode: 'ID' });
      // Amounts are whole rupiah on both sides.
      assertRecordMatches(`payment ${params.mchOrderId}`, params, existing);
      if (!existing.createTime)
        throw new RecordMismatchError(`payment ${params.mchOrderId}`, [{ field: 'createTime', reason: 'unchecked' }]);
      return {
        transactionId: existing.transactionId,
        transactionCreateTime: existing.createTime,
        transactionAmount: existing.amount,
        transactionStatus: existing.transactionStatus,
        remark: existing.remark ?? null,
        // What the payer pays to is not in the check's answer as the create answer holds it.
        paymentCode: null,
      };
    },
  },
});
