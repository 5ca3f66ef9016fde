import { DateSchema, defineEndpoint, GatewayDateTimeSchema, type InferData, openEnum } from '@lintas/core';
import * as v from 'valibot';
import { DeliveryOrderIdSchema, projectTypes, SubOrderIdSchema } from '../schemas/delivery-order.js';

// https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html: param mchOrderId or subOrderId ("select
// one"), startDate and endDate (yyyy-MM-dd); data is a bare array of payments.

/** Params of {@link listCashOnDeliveryQrPayments}: a code's order id or one of its sub-orders, and a range of days, both included. */
export const ListCashOnDeliveryQrPaymentsParamsSchema = v.pipe(
  v.strictObject({
    /** The order id of the code (or give `subOrderId`): letters and digits, at most 32. */
    mchOrderId: v.optional(DeliveryOrderIdSchema),
    /** A sub-order of the code (or give `mchOrderId`): letters and digits, at most 32. */
    subOrderId: v.optional(SubOrderIdSchema),
    /** First day of the range, `YYYY-MM-DD`, included. */
    startDate: DateSchema,
    /** Last day of the range, `YYYY-MM-DD`, included; not before `startDate`. */
    endDate: DateSchema,
  }),
  // The page asks for one of the two: a caller's mistake, checked with formatChecks off too.
  v.forward(
    v.partialCheck(
      [['mchOrderId'], ['subOrderId']],
      (input) => (input.mchOrderId === undefined) !== (input.subOrderId === undefined),
      'give either mchOrderId or subOrderId, not both',
    ),
    ['mchOrderId'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => input.startDate <= input.endDate,
      'must not be before startDate',
    ),
    ['endDate'],
  ),
);

/** One payment of a J&T cash-on-delivery QR code. */
export const CashOnDeliveryQrPaymentSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The channel the payer used, `THAI_DYNAMIC_QR`. */
  channelCode: v.nullish(v.string()),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: v.nullish(GatewayDateTimeSchema),
  /** When the payment finished, once it is `COMPLETED` or `FAILED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** `COMPLETED` once paid; other values, such as `PENDING` or `FAILED`, may arrive. */
  transactionStatus: openEnum(['PENDING', 'COMPLETED', 'FAILED']),
  /** The amount in satang. */
  amount: v.number(),
  /** The gateway's fee in satang. */
  fee: v.nullish(v.number()),
  /** The QR code's amount in satang. */
  totalAmount: v.nullish(v.number()),
  /** The code's order id. */
  mchOrderId: v.nullish(v.string()),
  /** The sub-order, when the list names one. */
  subOrderId: v.nullish(v.string()),
  /** `1` a direct-sale store, `2` a franchisee. */
  businessType: v.nullish(v.number()),
  /** `PPCASH`, `VIP` or `HOME`; other values may arrive. */
  projectType: v.nullish(openEnum(projectTypes)),
  /** The note kept with the code. */
  remark: v.nullish(v.string()),
});

/** Data of {@link listCashOnDeliveryQrPayments}: the payments in the range, possibly none. */
export const ListCashOnDeliveryQrPaymentsDataSchema = v.array(CashOnDeliveryQrPaymentSchema);

/** What {@link listCashOnDeliveryQrPayments} takes. */
export type ListCashOnDeliveryQrPaymentsParams = v.InferInput<typeof ListCashOnDeliveryQrPaymentsParamsSchema>;
/** One payment of {@link ListCashOnDeliveryQrPaymentsData}. */
export type CashOnDeliveryQrPayment = InferData<typeof CashOnDeliveryQrPaymentSchema>;
/** What {@link listCashOnDeliveryQrPayments} resolves with. */
export type ListCashOnDeliveryQrPaymentsData = InferData<typeof ListCashOnDeliveryQrPaymentsDataSchema>;

/**
 * Lists the payments of BluePay J&T cash-on-delivery QR codes created with `createCashOnDeliveryQrCode`,
 * named by the code's order id or by one of its sub-orders, between two dates (gateway days, UTC+8), both
 * included: `POST /open-api/v2/jt/qrcode/payments`. A read: retried on transient failures.
 */
export const listCashOnDeliveryQrPayments = defineEndpoint({
  path: '/open-api/v2/jt/qrcode/payments',
  params: ListCashOnDeliveryQrPaymentsParamsSchema,
  data: ListCashOnDeliveryQrPaymentsDataSchema,
  retry: 'read',
});
