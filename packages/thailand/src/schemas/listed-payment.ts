import { GatewayDateTimeSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

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
