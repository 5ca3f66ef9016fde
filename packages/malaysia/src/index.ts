/**
 * `@lintas/malaysia`: the Malaysia API family of the Lintas SDK (MYR payments and WebPay order status,
 * amounts in sen). Use it with `createClient(config).use(malaysia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { malaysia, type MalaysiaEndpoints } from './malaysia-plugin.js';
export {
  malaysiaNotifications,
  type MalaysiaNotification,
  type MalaysiaNotifications,
} from './notifications/malaysia-notifications.js';

export {
  createPayment,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  type CreatePaymentData,
  type CreatePaymentParams,
} from './endpoints/create-payment.js';
export {
  queryWebpay,
  QueryWebpayDataSchema,
  QueryWebpayParamsSchema,
  type QueryWebpayData,
  type QueryWebpayParams,
} from './endpoints/query-webpay.js';
