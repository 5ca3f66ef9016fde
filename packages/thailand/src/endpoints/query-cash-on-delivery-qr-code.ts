import { defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { DeliveryOrderIdSchema, DeliveryQrCodeSchema } from '../schemas/delivery-order.js';

// https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html: param mchOrderId, the answer's table; the
// example answer is cut short in the copy we read.

/** Params of {@link queryCashOnDeliveryQrCode}. */
export const QueryCashOnDeliveryQrCodeParamsSchema = v.strictObject({
  /** The order id of the code, as given to `createCashOnDeliveryQrCode`: letters and digits, at most 32. */
  mchOrderId: DeliveryOrderIdSchema,
});

/** Data of {@link queryCashOnDeliveryQrCode}: the code, its payment's status, amounts and sub-orders. */
export const QueryCashOnDeliveryQrCodeDataSchema = DeliveryQrCodeSchema;

/** What {@link queryCashOnDeliveryQrCode} takes. */
export type QueryCashOnDeliveryQrCodeParams = v.InferInput<typeof QueryCashOnDeliveryQrCodeParamsSchema>;
/** What {@link queryCashOnDeliveryQrCode} resolves with. */
export type QueryCashOnDeliveryQrCodeData = InferData<typeof QueryCashOnDeliveryQrCodeDataSchema>;

/**
 * Looks up a BluePay J&T cash-on-delivery QR code by its order id, with its payment's status, the fee,
 * the code's total and its sub-orders: `POST /open-api/v2/jt/qrcode/detail`. An order id without a code
 * is refused (21006). A read: retried on transient failures.
 */
export const queryCashOnDeliveryQrCode = defineEndpoint({
  path: '/open-api/v2/jt/qrcode/detail',
  params: QueryCashOnDeliveryQrCodeParamsSchema,
  data: QueryCashOnDeliveryQrCodeDataSchema,
  retry: 'read',
});
