import { DateSchema, GatewayDateTimeSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

/** Params of a payments list: an order id and a range of days, both included. */
export function dateRangeParams(orderId: v.GenericSchema<string>) {
  return v.pipe(
    v.strictObject({
      /** The merchant order id of the code whose payments to list. */
      mchOrderId: orderId,
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
}

/**
 * One payment made to a Thai code, as the payment lists answer it. The QR list's table types the
 * amount as text while its example sends a number
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html): both are read, as a number.
 */
export const ListedPaymentSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The channel the payer used, e.g. `THAI_DYNAMIC_QR`. */
  channelCode: v.string(),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: GatewayDateTimeSchema,
  /** When the payment finished; present once it is `COMPLETED` or `FAILED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in satang: THB 100.50 is `10050`. */
  transactionAmount: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  /** `COMPLETED` once paid; other values, such as `PENDING` or `FAILED`, may arrive. */
  transactionStatus: openEnum(['PENDING', 'COMPLETED', 'FAILED']),
  /** The note kept with the code, when it has one. */
  remark: v.nullish(v.string()),
});
