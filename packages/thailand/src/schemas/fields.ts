import * as v from 'valibot';

/**
 * A merchant order id on the BluePay QR pages: letters and digits, at most 32
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html).
 */
export const QrOrderIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
  v.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only'),
);
