import {
  DateSchema,
  defineEndpoint,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
} from '@lintas/core';
import * as v from 'valibot';

// https://developers.paycools.co.id/en/payment/VATransactionList.html: param mchOrderId, startDate,
// endDate (yyyy-MM-dd); data a bare array (the example is cut off inside its second element).

/** Params of {@link listStaticVirtualAccountPayments}: the VA's order id and a range of days, both included. */
export const ListStaticVirtualAccountPaymentsParamsSchema = v.pipe(
  v.strictObject({
    /** The merchant order id of the static VA. */
    mchOrderId: MerchantOrderIdSchema,
    /** First day of the range, `YYYY-MM-DD`, included. */
    startDate: DateSchema,
    /** Last day of the range, `YYYY-MM-DD`, included; not before `startDate`. */
    endDate: DateSchema,
  }),
  // A reversed range is a caller's mistake, not a format, so this check stays on when formatChecks are off.
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => input.startDate <= input.endDate,
      'must not be before startDate',
    ),
    ['endDate'],
  ),
);

/** One payment to a static VA. */
export const VirtualAccountPaymentSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: GatewayDateTimeSchema,
  /** When the payment finished. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in whole rupiah. */
  transactionAmount: v.number(),
  /** `COMPLETE` once paid, as the list spells it (the notification says `COMPLETED`); other values may arrive. */
  transactionStatus: openEnum(['PENDING', 'COMPLETE', 'COMPLETED', 'FAILED']),
  /** The note kept with the VA, or `null`. */
  remark: v.nullish(v.string()),
  /** Your order id of the VA. */
  mchOrderId: v.string(),
  /** The VA channel, e.g. `ALFAMART_VA`. */
  channelCode: v.string(),
  /** The VA number that was paid. */
  referenceNumber: v.string(),
});

/** Data of {@link listStaticVirtualAccountPayments}: the payments in the date range, possibly none. */
export const ListStaticVirtualAccountPaymentsDataSchema = v.array(VirtualAccountPaymentSchema);

/** What {@link listStaticVirtualAccountPayments} takes. */
export type ListStaticVirtualAccountPaymentsParams = v.InferInput<typeof ListStaticVirtualAccountPaymentsParamsSchema>;
/** One payment of {@link ListStaticVirtualAccountPaymentsData}. */
export type VirtualAccountPayment = InferData<typeof VirtualAccountPaymentSchema>;
/** What {@link listStaticVirtualAccountPayments} resolves with. */
export type ListStaticVirtualAccountPaymentsData = InferData<typeof ListStaticVirtualAccountPaymentsDataSchema>;

/**
 * Lists the payments made to a static virtual account between two dates (gateway days, UTC+8), both
 * included: `POST /open-api/static/payment/code/payments`. A read: retried on transient failures.
 */
export const listStaticVirtualAccountPayments = defineEndpoint({
  path: '/open-api/static/payment/code/payments',
  params: ListStaticVirtualAccountPaymentsParamsSchema,
  data: ListStaticVirtualAccountPaymentsDataSchema,
  retry: 'read',
});
