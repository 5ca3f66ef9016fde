/**
 * `@lintas/indonesia`: the Indonesia API family of the Lintas SDK (IDR payments and payouts, amounts
 * in whole rupiah). Use it with `createClient(config).use(indonesia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CreateDisbursementData,
  CreateDisbursementDataSchema,
  type CreateDisbursementParams,
  CreateDisbursementParamsSchema,
  createDisbursement,
} from './endpoints/create-disbursement.js';
export {
  type CreateDynamicVirtualAccountData,
  CreateDynamicVirtualAccountDataSchema,
  type CreateDynamicVirtualAccountParams,
  CreateDynamicVirtualAccountParamsSchema,
  createDynamicVirtualAccount,
} from './endpoints/create-dynamic-virtual-account.js';
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
} from './endpoints/create-payout.js';
export {
  type CreateStaticVirtualAccountData,
  CreateStaticVirtualAccountDataSchema,
  type CreateStaticVirtualAccountParams,
  CreateStaticVirtualAccountParamsSchema,
  createStaticVirtualAccount,
} from './endpoints/create-static-virtual-account.js';
export {
  type ListStaticVirtualAccountPaymentsData,
  ListStaticVirtualAccountPaymentsDataSchema,
  type ListStaticVirtualAccountPaymentsParams,
  ListStaticVirtualAccountPaymentsParamsSchema,
  listStaticVirtualAccountPayments,
  type VirtualAccountPayment,
  VirtualAccountPaymentSchema,
} from './endpoints/list-static-virtual-account-payments.js';
export type { IndonesiaEndpoints } from './indonesia-endpoints.js';

// </generated>

export { indonesia } from './indonesia-plugin.js';
export {
  type IndonesiaNotification,
  type IndonesiaNotifications,
  indonesiaNotifications,
} from './notifications/indonesia-notifications.js';
export {
  type PaymentVerificationNotificationPayload,
  PaymentVerificationNotificationSchema,
} from './notifications/payment-verification-notification.js';
export {
  type IndonesiaChannelCode,
  IndonesiaChannelCodeSchema,
  indonesiaChannelCodes,
} from './schemas/channel-codes.js';
export { IndonesianMobileSchema, PaymentCodeSchema } from './schemas/fields.js';
