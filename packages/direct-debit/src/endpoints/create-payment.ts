import {
  AmountSchema,
  assertRecordMatches,
  ChannelTypeSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  type InferData,
  NotifyUrlSchema,
  personalData,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { DirectDebitChannelCodeSchema } from '../schemas/channel-codes.js';
import { DirectDebitStatusSchema, type QueryPaymentData, queryPayment } from './query-payment.js';

// https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html: the param and item tables; its examples are not
// shown whole. The answer's members come from the older copy of the same operation,
// https://jtdoc.paycools.com/DirectDebit/Pay.html (mchOrderId, transactionId, transactionStatus
// PENDING, channelType DIRECT_DEBIT, channelCode).

/** Letters and digits only, 1 to `max` characters, as the page asks of its ids and numbers. */
const alphanumeric = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.regex(/^[A-Za-z0-9]+$/, 'must hold only letters and digits'),
  );

/** A phone number as the page writes it: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits). */
const PhoneSchema = v.pipe(
  v.string(),
  v.regex(
    /^(0[689]\d{8}|0[2-57]\d{7})$/,
    'must be a mobile number (06, 08 or 09 and 8 digits) or a landline (02, 03, 04, 05 or 07 and 7 digits)',
  ),
  personalData(),
);

/** A person's name of 1–100 characters. */
const NameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(100, 'must be at most 100 characters'),
  personalData(),
);

/** Project types of a direct-debit payment. */
export const projectTypes = ['PPCASH', 'VIP'] as const;

/** Business types of a direct-debit payment: `1` a direct-sale store, `2` a franchisee. */
export const businessTypes = [1, 2] as const;

/** One sub-order of a direct-debit payment, e.g. one parcel of a courier's delivery. */
export const PaymentItemParamsSchema = v.strictObject({
  /** Your id of the sub-order: letters and digits, at most 32. */
  subOrderId: alphanumeric(32),
  /** The sub-order's amount in cents, a positive integer. */
  amount: AmountSchema,
  /** The region number: letters and digits, at most 50. */
  regionNo: alphanumeric(50),
  /** The branch number: letters and digits, at most 100. */
  branchNo: alphanumeric(100),
  /** The courier number: letters and digits, at most 100. */
  courierNo: alphanumeric(100),
  /** The courier's name, 1–100 characters (optional). */
  courierName: v.optional(NameSchema),
  /** The courier's phone: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits) (optional). */
  courierMobile: v.optional(PhoneSchema),
  /** The customer's name (optional). */
  customerName: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData())),
  /** The customer's phone: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits) (optional). */
  customerMobile: v.optional(PhoneSchema),
  /** The customer's e-mail address (optional). */
  email: v.optional(EmailSchema),
});

/** Params of {@link createPayment}. */
export const CreatePaymentParamsSchema = v.strictObject({
  /**
   * Your order id, unique per payment: letters and digits, 1–32. A second payment with it is refused
   * (21007). Look the payment up with it (`queryPayment`).
   */
  mchOrderId: alphanumeric(32),
  /** The amount to debit in cents, a positive integer. */
  amount: AmountSchema,
  /** The direct-debit channel of the token, e.g. `PH_GCASH_DIRECT_DEBIT` or `BLUEPAY_DIRECT_DEBIT`. */
  channelCode: DirectDebitChannelCodeSchema,
  /** The payer's pay token, `ACTIVED` on `channelCode` (see `queryTokens`). */
  payToken: v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData()),
  /** `1` a direct-sale store (the gateway's default), `2` a franchisee (optional). */
  businessType: v.optional(v.picklist(businessTypes, 'must be 1 (direct-sale store) or 2 (franchisee)')),
  /** `PPCASH` (the gateway's default) or `VIP` (optional). */
  projectType: v.optional(v.picklist(projectTypes, 'must be PPCASH or VIP')),
  /** The sub-orders the payment pays (optional). */
  items: v.optional(v.array(PaymentItemParamsSchema)),
  /** Where the gateway sends `direct.debit.success` or `direct.debit.failed`: an http(s) URL of at most 256 characters. */
  notifyUrl: NotifyUrlSchema,
  /** A note kept with the payment and echoed in its notification: 1–256 characters (optional). */
  remark: v.optional(RemarkSchema),
});

/** Data of {@link createPayment}. */
export const CreatePaymentDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment: keep it for reconciliation. */
  transactionId: v.string(),
  /** `PENDING` on creation; the current status when the call was recovered after a lost answer. */
  transactionStatus: DirectDebitStatusSchema,
  /** `DIRECT_DEBIT`. Absent when the call was recovered after a lost answer: the detail does not name it. */
  channelType: v.nullish(ChannelTypeSchema),
  /** The direct-debit channel, as sent. */
  channelCode: v.string(),
});

/** What {@link createPayment} takes. */
export type CreatePaymentParams = v.InferInput<typeof CreatePaymentParamsSchema>;
/** What {@link createPayment} resolves with. */
export type CreatePaymentData = InferData<typeof CreatePaymentDataSchema>;
/** One sub-order in {@link CreatePaymentParams}. */
export type PaymentItemParams = v.InferInput<typeof PaymentItemParamsSchema>;

/**
 * The detail's sub-orders with the members of the sub-orders sent, in their order, so that members the
 * gateway adds or orders differently do not read as a difference; `undefined` (cannot be checked) when
 * the detail has no sub-orders or leaves out a member that was sent.
 */
function itemsAsSent(
  sent: readonly Record<string, unknown>[] | undefined,
  found: QueryPaymentData['items'],
): readonly Record<string, unknown>[] | undefined {
  if (sent === undefined || found == null) return found ?? undefined;
  if (found.length !== sent.length) return found;
  const picked: Record<string, unknown>[] = [];
  for (const [index, item] of sent.entries()) {
    const record = found[index] as Record<string, unknown>;
    const keys = Object.keys(item);
    if (keys.some((key) => record[key] == null)) return undefined;
    picked.push(Object.fromEntries(keys.map((key) => [key, record[key]])));
  }
  return picked;
}

/**
 * Debits a payer's direct-debit token: `POST /open-api/jt/direct/debit/pay`. The payment starts
 * `PENDING`; the gateway notifies `notifyUrl` with `direct.debit.success` or `direct.debit.failed`. A
 * token that is not `ACTIVED` on `channelCode` is refused (`GatewayError` 21024, "Invalid access
 * token"), as is a channel your account does not have (21005).
 *
 * A write keyed by `mchOrderId`: after an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx, 21000/21011) it is sent again with the same `mchOrderId`; when the gateway then answers
 * "duplicate merchant order id" (21007), the payment is looked up with {@link queryPayment} and
 * returned only if every param is confirmed by it. The detail answers the amount, channel,
 * `notifyUrl`, remark, business and project type and sub-orders, not the pay token, so it cannot
 * prove the payment found debited this token rather than another under the same `mchOrderId`: the
 * call ends in `OutcomeUnknownError`, whose `cause` is a `RecordMismatchError` naming `payToken` (and
 * any field that differs). The payer is debited once either way; reconcile with the error's `keys`.
 */
export const createPayment = defineEndpoint({
  path: '/open-api/jt/direct/debit/pay',
  params: CreatePaymentParamsSchema,
  data: CreatePaymentDataSchema,
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    statusCheck: {
      method: 'directDebit.queryPayment',
      params: ['mchOrderId'],
      page: 'https://jtdocs.bluepay.asia/en/DirectDebit/PayDetail.html',
    },
    async recover({ params, call }) {
      const existing = await call(queryPayment, { mchOrderId: params.mchOrderId });
      assertRecordMatches(`direct-debit payment ${params.mchOrderId}`, params, {
        ...existing,
        items: itemsAsSent(params.items, existing.items),
      });
      return {
        mchOrderId: existing.mchOrderId,
        transactionId: existing.transactionId,
        transactionStatus: existing.transactionStatus,
        channelCode: existing.channelCode,
      };
    },
  },
});
