/**
 * `@lintas/indonesia`: the Indonesia API family of the Lintas SDK (IDR payments and payouts, amounts
 * in whole rupiah). Use it with `createClient(config).use(indonesia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { indonesia, type IndonesiaEndpoints } from './indonesia-plugin.js';
export {
  indonesiaNotifications,
  type IndonesiaNotification,
  type IndonesiaNotifications,
} from './notifications/indonesia-notifications.js';

export {
  createPayment,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  type CreatePaymentData,
  type CreatePaymentParams,
} from './endpoints/create-payment.js';
export {
  createPayout,
  CreatePayoutDataSchema,
  CreatePayoutParamsSchema,
  type CreatePayoutData,
  type CreatePayoutParams,
} from './endpoints/create-payout.js';

export { IndonesianMobileSchema, PaymentCodeSchema } from './schemas/fields.js';
export {
  createStaticVirtualAccount,
  CreateStaticVirtualAccountDataSchema,
  CreateStaticVirtualAccountParamsSchema,
  type CreateStaticVirtualAccountData,
  type CreateStaticVirtualAccountParams,
} from './endpoints/create-static-virtual-account.js';
export {
  listStaticVirtualAccountPayments,
  ListStaticVirtualAccountPaymentsDataSchema,
  ListStaticVirtualAccountPaymentsParamsSchema,
  VirtualAccountPaymentSchema,
  type ListStaticVirtualAccountPaymentsData,
  type ListStaticVirtualAccountPaymentsParams,
  type VirtualAccountPayment,
} from './endpoints/list-static-virtual-account-payments.js';
export {
  createDynamicVirtualAccount,
  CreateDynamicVirtualAccountDataSchema,
  CreateDynamicVirtualAccountParamsSchema,
  type CreateDynamicVirtualAccountData,
  type CreateDynamicVirtualAccountParams,
} from './endpoints/create-dynamic-virtual-account.js';
export {
  createDisbursement,
  CreateDisbursementDataSchema,
  CreateDisbursementParamsSchema,
  type CreateDisbursementData,
  type CreateDisbursementParams,
} from './endpoints/create-disbursement.js';
