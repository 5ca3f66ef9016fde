/**
 * `@lintas/malaysia`: the Malaysia API family of the Lintas SDK (MYR payments and WebPay order status,
 * amounts in sen). Use it with `createClient(config).use(malaysia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

export {
  type CreatePaymentData,
  CreatePaymentDataSchema,
  type CreatePaymentParams,
  CreatePaymentParamsSchema,
  createPayment,
} from './endpoints/create-payment.js';
export {
  type QueryWebpayData,
  QueryWebpayDataSchema,
  type QueryWebpayParams,
  QueryWebpayParamsSchema,
  queryWebpay,
} from './endpoints/query-webpay.js';
export { type MalaysiaEndpoints, malaysia } from './malaysia-plugin.js';
export {
  type MalaysiaNotification,
  type MalaysiaNotifications,
  malaysiaNotifications,
} from './notifications/malaysia-notifications.js';
