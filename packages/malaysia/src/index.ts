/**
 * `@lintas/malaysia`: the Malaysia API family of the Lintas SDK (MYR payments, DuitNow QR codes, payouts and WebPay order status,
 * amounts in sen). Use it with `createClient(config).use(malaysia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CreatePaymentData,
  CreatePaymentDataSchema,
  type CreatePaymentParams,
  CreatePaymentParamsSchema,
  createPayment,
} from './endpoints/create-payment.js';
export {
  type CreatePayoutData,
  CreatePayoutDataSchema,
  type CreatePayoutParams,
  CreatePayoutParamsSchema,
  createPayout,
  MalaysiaAccountTypeSchema,
} from './endpoints/create-payout.js';
export {
  type CreateQrCodeData,
  CreateQrCodeDataSchema,
  type CreateQrCodeParams,
  CreateQrCodeParamsSchema,
  createQrCode,
} from './endpoints/create-qr-code.js';
export {
  type QueryWebpayData,
  QueryWebpayDataSchema,
  type QueryWebpayParams,
  QueryWebpayParamsSchema,
  queryWebpay,
} from './endpoints/query-webpay.js';
export type { MalaysiaEndpoints } from './malaysia-endpoints.js';

// </generated>

export { malaysia } from './malaysia-plugin.js';
export {
  type MalaysiaNotification,
  type MalaysiaNotifications,
  malaysiaNotifications,
} from './notifications/malaysia-notifications.js';
export {
  type MalaysiaChannelCode,
  MalaysiaChannelCodeSchema,
  malaysiaChannelCodes,
} from './schemas/channel-codes.js';
