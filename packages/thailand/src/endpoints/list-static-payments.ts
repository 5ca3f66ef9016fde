import { DateSchema, defineEndpoint, GatewayDateTimeSchema, openEnum, ResponseAmountSchema } from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link listStaticPayments}. */
export const ListStaticPaymentsParamsSchema = v.pipe(
  v.strictObject({
    /** The merchant order id of the static payment code: 1–32 characters (https://docs.paycools.com/en/v2/Payment/Collection.html). */
    mchOrderId: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'must be at most 32 characters')),
    /** First day of the range, `YYYY-MM-DD`, included. */
    startDate: DateSchema,
    /** Last day of the range, `YYYY-MM-DD`, included; not before `startDate`. */
    endDate: DateSchema,
  }),
  // ISO dates compare in calendar order as text. A reversed range is a caller's mistake, not a format
  // the gateway may read differently, so this check stays on when formatChecks are off.
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (input) => input.startDate <= input.endDate, 'must not be before startDate'),
    ['endDate'],
  ),
);

/** One payment made to a static payment code. */
export const StaticPaymentSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The channel the payer used, e.g. `THAI_DYNAMIC_QR`. */
  channelCode: v.string(),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: GatewayDateTimeSchema,
  /** When the payment finished; present once it is `COMPLETED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in satang: THB 100.50 is `10050`. */
  transactionAmount: ResponseAmountSchema,
  /** `COMPLETED` once paid; other values, such as `PENDING` or `FAILED`, may arrive. */
  transactionStatus: openEnum(['PENDING', 'COMPLETED', 'FAILED']),
  /** The note kept with the code, when it has one (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html). */
  remark: v.nullish(v.string()),
});

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
