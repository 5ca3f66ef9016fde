/**
 * `@lintas/philippines`: the Philippines API family of the Lintas SDK (PHP payments, static payment
 * codes and payouts). Use it with `createClient(config).use(philippines)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CancelStaticCodeData,
  CancelStaticCodeDataSchema,
  type CancelStaticCodeParams,
  CancelStaticCodeParamsSchema,
  cancelStaticCode,
} from './endpoints/cancel-static-code.js';
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
  PayoutStatusSchema,
} from './endpoints/create-payout.js';
export {
  type CreateStaticCodeData,
  CreateStaticCodeDataSchema,
  type CreateStaticCodeParams,
  CreateStaticCodeParamsSchema,
  createStaticCode,
} from './endpoints/create-static-code.js';
export {
  PaymentStatusSchema,
  type QueryPaymentData,
  QueryPaymentDataSchema,
  type QueryPaymentParams,
  QueryPaymentParamsSchema,
  queryPayment,
} from './endpoints/query-payment.js';
export type { PhilippinesEndpoints } from './philippines-endpoints.js';

// </generated>

export {
  type PhilippinesNotification,
  type PhilippinesNotifications,
  philippinesNotifications,
} from './notifications/philippines-notifications.js';
export { philippines } from './philippines-plugin.js';
export {
  type PhilippinesChannelCode,
  PhilippinesChannelCodeSchema,
  philippinesChannelCodes,
} from './schemas/channel-codes.js';
export { PhilippineMobileSchema } from './schemas/fields.js';
export { StaticCodeStatusSchema } from './schemas/static-code.js';
