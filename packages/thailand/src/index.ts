/**
 * `@lintas/thailand`: the Thailand API family of the Lintas SDK (QR codes and the payments made to QR
 * and static payment codes, amounts in satang). Use it with `createClient(config).use(thailand)` from
 * `@lintas/core`.
 *
 * @packageDocumentation
 */
export { thailand, type ThailandEndpoints } from './thailand-plugin.js';
export {
  thailandNotifications,
  type ThailandNotification,
  type ThailandNotifications,
} from './notifications/thailand-notifications.js';
export {
  QrPaymentNotificationSchema,
  type QrPaymentNotificationPayload,
} from './notifications/qr-payment-notification.js';

export {
  listStaticPayments,
  ListStaticPaymentsDataSchema,
  ListStaticPaymentsParamsSchema,
  StaticPaymentSchema,
  type ListStaticPaymentsData,
  type ListStaticPaymentsParams,
  type StaticPayment,
} from './endpoints/list-static-payments.js';
export {
  createQrCode,
  CreateQrCodeDataSchema,
  CreateQrCodeParamsSchema,
  type CreateQrCodeData,
  type CreateQrCodeParams,
} from './endpoints/create-qr-code.js';
export {
  listQrPayments,
  ListQrPaymentsDataSchema,
  ListQrPaymentsParamsSchema,
  QrPaymentSchema,
  type ListQrPaymentsData,
  type ListQrPaymentsParams,
  type QrPayment,
} from './endpoints/list-qr-payments.js';
