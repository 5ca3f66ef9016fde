import { DateSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { QrOrderIdSchema } from '../schemas/fields.js';
import { ListedPaymentSchema } from '../schemas/listed-payment.js';

// https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html: param mchOrderId, startDate, endDate
// (yyyy-MM-dd); data is a bare array of payments.

/** Params of {@link listQrPayments}: the QR code's order id and a range of days, both included. */
export const ListQrPaymentsParamsSchema = v.pipe(
  v.strictObject({
    /** The merchant order id of the QR code: letters and digits, at most 32. */
    mchOrderId: QrOrderIdSchema,
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

/** One payment made to a QR code. */
export const QrPaymentSchema = ListedPaymentSchema;

/** Data of {@link listQrPayments}: the payments to the code in the date range, possibly none. */
export const ListQrPaymentsDataSchema = v.array(QrPaymentSchema);

/** What {@link listQrPayments} takes. */
export type ListQrPaymentsParams = v.InferInput<typeof ListQrPaymentsParamsSchema>;
/** One payment of {@link ListQrPaymentsData}. */
export type QrPayment = InferData<typeof QrPaymentSchema>;
/** What {@link listQrPayments} resolves with. */
export type ListQrPaymentsData = InferData<typeof ListQrPaymentsDataSchema>;

/**
 * Lists the payments made to a QR code created with `createQrCode`, between two dates (gateway days,
 * UTC+8), both included: `POST /open-api/qr/paymentList`. A read: retried on transient failures.
 */
export const listQrPayments = defineEndpoint({
  path: '/open-api/qr/paymentList',
  params: ListQrPaymentsParamsSchema,
  data: ListQrPaymentsDataSchema,
  retry: 'read',
});
