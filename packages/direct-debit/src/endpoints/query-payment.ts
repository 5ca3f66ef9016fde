import {
  defineEndpoint,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
  personalData,
  ResponseAmountSchema,
} from '@lintas/core';
import * as v from 'valibot';

// https://jtdocs.bluepay.asia/en/DirectDebit/PayDetail.html: the param and answer tables and a request
// example; the answer example is cut off after `data`. The older copy of this lookup
// (https://jtdoc.paycools.com/DirectDebit/PayDetail.html) shows an answer without fee, totalAmount,
// businessType, projectType or items, with `callbackUrl` for notifyUrl and `SUCCESS` as the status: so
// only the members both copies show are required here.

/** Params of {@link queryPayment}. */
export const QueryPaymentParamsSchema = v.strictObject({
  /** Your order id of the direct-debit payment, as sent to `createPayment`. */
  mchOrderId: MerchantOrderIdSchema,
});

/** Status of a direct-debit payment: `PENDING`, then `COMPLETED` or `FAILED`; open to values not seen yet. */
export const DirectDebitStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED']);

/** The project of a direct-debit payment: `PPCASH` (the default) or `VIP`; open to values not seen yet. */
export const ProjectTypeSchema = openEnum(['PPCASH', 'VIP']);

/** One sub-order of a direct-debit payment, as the detail answers it. */
export const PaymentItemSchema = v.looseObject({
  /** Your id of the sub-order. */
  subOrderId: v.string(),
  /** The sub-order's amount in cents. */
  amount: ResponseAmountSchema,
  /** The region number, as sent. */
  regionNo: v.nullish(v.string()),
  /** The branch number, as sent. */
  branchNo: v.nullish(v.string()),
  /** The courier number, as sent. */
  courierNo: v.nullish(v.string()),
  /** The courier's name, as sent. */
  courierName: v.nullish(v.pipe(v.string(), personalData())),
  /** The courier's phone number, as sent. */
  courierMobile: v.nullish(v.pipe(v.string(), personalData())),
  /** The customer's name, as sent. */
  customerName: v.nullish(v.pipe(v.string(), personalData())),
  /** The customer's phone number, as sent. */
  customerMobile: v.nullish(v.pipe(v.string(), personalData())),
  /** The customer's e-mail address, as sent. */
  email: v.nullish(v.pipe(v.string(), personalData())),
});

/** Data of {@link queryPayment}. */
export const QueryPaymentDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The direct-debit channel, e.g. `BLUEPAY_DIRECT_DEBIT`. */
  channelCode: v.string(),
  /** `PENDING`, `COMPLETED` or `FAILED`. */
  transactionStatus: DirectDebitStatusSchema,
  /** The amount in cents. */
  amount: ResponseAmountSchema,
  /** The gateway's fee in cents. */
  fee: v.nullish(ResponseAmountSchema),
  /** The total in cents. */
  totalAmount: v.nullish(ResponseAmountSchema),
  /** Where the payment's notifications go. */
  notifyUrl: v.nullish(v.string()),
  /** Your note, as sent. */
  remark: v.nullish(v.string()),
  /** `1` a direct-sale store, `2` a franchisee. */
  businessType: v.nullish(v.number()),
  /** `PPCASH` or `VIP`. */
  projectType: v.nullish(ProjectTypeSchema),
  /** The sub-orders, as sent. */
  items: v.nullish(v.array(PaymentItemSchema)),
  /** When the payment was created. */
  transactionCreateTime: v.nullish(GatewayDateTimeSchema),
  /** When the payment finished; absent while `PENDING`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** When the record was created. */
  createTime: v.nullish(GatewayDateTimeSchema),
  /** When the record last changed. */
  updateTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link queryPayment} takes. */
export type QueryPaymentParams = v.InferInput<typeof QueryPaymentParamsSchema>;
/** What {@link queryPayment} resolves with. */
export type QueryPaymentData = InferData<typeof QueryPaymentDataSchema>;
/** One sub-order in {@link QueryPaymentData}. */
export type PaymentItem = InferData<typeof PaymentItemSchema>;

/**
 * Looks up a direct-debit payment by your order id: `POST /open-api/jt/direct/debit/detail`. Answers
 * its status (`PENDING`, `COMPLETED`, `FAILED`), amount, fee and total, and what you sent: channel,
 * `notifyUrl`, remark, business and project type, sub-orders. It does not answer the pay token. A
 * payment it does not know answers `GatewayError` 21006. A read: retried on transient failures.
 */
export const queryPayment = defineEndpoint({
  path: '/open-api/jt/direct/debit/detail',
  params: QueryPaymentParamsSchema,
  data: QueryPaymentDataSchema,
  retry: 'read',
});
