import { defineEndpoint, MerchantOrderIdSchema } from '@lintas/core';
import * as v from 'valibot';
import { dateRangeParams, ListedPaymentSchema } from '../schemas/listed-payment.js';

/** Params of {@link listStaticPayments}: the code's merchant order id (1–32 characters) and a range of days. */
export const ListStaticPaymentsParamsSchema = dateRangeParams(MerchantOrderIdSchema);

/** One payment made to a static payment code. */
export const StaticPaymentSchema = ListedPaymentSchema;

/** Data of {@link listStaticPayments}: the payments to the code in the date range, possibly none. */
export const ListStaticPaymentsDataSchema = v.array(StaticPaymentSchema);

/** What {@link listStaticPayments} takes. */
export type ListStaticPaymentsParams = v.InferInput<typeof ListStaticPaymentsParamsSchema>;
/** One payment of {@link ListStaticPaymentsData}. */
export type StaticPayment = v.InferOutput<typeof StaticPaymentSchema>;
/** What {@link listStaticPayments} resolves with. */
export type ListStaticPaymentsData = v.InferOutput<typeof ListStaticPaymentsDataSchema>;

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
