import { type InferData, NotificationIntegerSchema, transactionNotificationEntries } from '@lintas/core';
import * as v from 'valibot';

/**
 * `qrcode.payment.success` / `qrcode.payment.failed`: a payer paid a QR code of `createQrCode` (BluePay;
 * https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html). Sent to the code's `notifyUrl`
 * in the `{param, sign}` envelope; the J&T copy also sends the fee and the code's total
 * (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { QrPaymentNotificationSchema } from '@lintas/thailand';
 *
 * const payload = v.parse(QrPaymentNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const QrPaymentNotificationSchema = v.looseObject({
  ...transactionNotificationEntries,
  channelCode: v.optional(v.string()),
  /** The fee, in satang (J&T copy). */
  fee: v.optional(NotificationIntegerSchema),
  /** The QR code's amount, in satang (J&T copy). */
  totalAmount: v.optional(NotificationIntegerSchema),
});

/** The payload of `qrcode.payment.success` / `qrcode.payment.failed`. */
export type QrPaymentNotificationPayload = InferData<typeof QrPaymentNotificationSchema>;
