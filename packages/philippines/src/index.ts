/**
 * `@lintas/philippines`: the Philippines API family of the Lintas SDK (PHP payments, static payment
 * codes and payouts). Use it with `createClient(config).use(philippines)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { philippines, type PhilippinesEndpoints } from './philippines-plugin.js';
export {
  philippinesNotifications,
  type PhilippinesNotification,
  type PhilippinesNotifications,
} from './notifications/philippines-notifications.js';

export {
  createPayment,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  type CreatePaymentData,
  type CreatePaymentParams,
} from './endpoints/create-payment.js';
export {
  queryPayment,
  PaymentStatusSchema,
  QueryPaymentDataSchema,
  QueryPaymentParamsSchema,
  type QueryPaymentData,
  type QueryPaymentParams,
} from './endpoints/query-payment.js';
export {
  createStaticCode,
  CreateStaticCodeDataSchema,
  CreateStaticCodeParamsSchema,
  type CreateStaticCodeData,
  type CreateStaticCodeParams,
} from './endpoints/create-static-code.js';
export {
  cancelStaticCode,
  CancelStaticCodeDataSchema,
  CancelStaticCodeParamsSchema,
  type CancelStaticCodeData,
  type CancelStaticCodeParams,
} from './endpoints/cancel-static-code.js';
export {
  createPayout,
  CreatePayoutDataSchema,
  CreatePayoutParamsSchema,
  PayoutStatusSchema,
  type CreatePayoutData,
  type CreatePayoutParams,
} from './endpoints/create-payout.js';

export { PhilippineMobileSchema } from './schemas/fields.js';
export { StaticCodeStatusSchema } from './schemas/static-code.js';
