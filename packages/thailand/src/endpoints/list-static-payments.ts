import { DateSchema, defineEndpoint, type InferData, MerchantOrderIdSchema } from '@lintas/core';
import * as v from 'valibot';
import { ListedPaymentSchema } from '../schemas/listed-payment.js';

/** Params of {@link listStaticPayments}: the code's merchant order id (1–32 characters) and a range of days. */
export const ListStaticPaymentsParamsSchema = v.pipe(
  v.strictObject({
    /** The merchant order id of the static payment code: 1–32 characters. */
    mchOrderId: MerchantOrderIdSchema,
    /** First day of the range, `YYYY-MM-DD`, included. */
    startDate: DateSchema,
    /** Last day of the range, `YYYY-MM-DD`, included; not before `startDate`. */
    endDate: DateSchema,
  }),
  // ISO dates compare in calendar order as text. A reversed range is a caller's mistake, not a format
  // the gateway may read differently, so this check stays on when formatChecks are off.
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => input.startDate <= input.endDate,
      'must not be before startDate',
    ),
    ['endDate'],
  ),
);

/** One payment made to a static payment code. */
export const StaticPaymentSchema = ListedPaymentSchema;

/** Data of {@link listStaticPayments}: the payments to the code in the date range, possibly none. */
export const ListStaticPaymentsDataSchema = v.array(StaticPaymentSchema);

/** What {@link listStaticPayments} takes. */
export type ListStaticPaymentsParams = v.InferInput<typeof ListStaticPaymentsParamsSchema>;
/** One payment of {@link ListStaticPaymentsData}. */
export type StaticPayment = InferData<typeof StaticPaymentSchema>;
/** What {@link listStaticPayments} resolves with. */
export type ListStaticPaymentsData = InferData<typeof ListStaticPaymentsDataSchema>;

/**
 * Lists the payments made to a Thai static payment code between two dates, both included:
 * `POST /open-api/thailand/static/payment/paymentList`. A read: retried on transient failures.
 */
export const listStaticPayments = defineEndpoint({
  path: '/open-api/thailand/static/payment/paymentList',
  params: ListStaticPaymentsParamsSchema,
  data: ListStaticPaymentsDataSchema,
  retry: 'read',
});
