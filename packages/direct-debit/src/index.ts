/**
 * `@lintas/direct-debit`: the direct-debit API family of the Lintas SDK (authorization URLs, payer
 * pay tokens and payments debited from them). Use it with `createClient(config).use(directDebit)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export type { DirectDebitEndpoints } from './direct-debit-endpoints.js';
export {
  type CreateAuthorizationUrlData,
  CreateAuthorizationUrlDataSchema,
  type CreateAuthorizationUrlParams,
  CreateAuthorizationUrlParamsSchema,
  createAuthorizationUrl,
  osTypes,
  terminalTypes,
} from './endpoints/create-authorization-url.js';
export {
  businessTypes,
  type CreatePaymentData,
  CreatePaymentDataSchema,
  type CreatePaymentParams,
  CreatePaymentParamsSchema,
  createPayment,
  type PaymentItemParams,
  PaymentItemParamsSchema,
  projectTypes,
} from './endpoints/create-payment.js';
export {
  DirectDebitStatusSchema,
  type PaymentItem,
  PaymentItemSchema,
  ProjectTypeSchema,
  type QueryPaymentData,
  QueryPaymentDataSchema,
  type QueryPaymentParams,
  QueryPaymentParamsSchema,
  queryPayment,
} from './endpoints/query-payment.js';
export {
  InactiveTypeSchema,
  type QueryTokensData,
  QueryTokensDataSchema,
  type QueryTokensParams,
  QueryTokensParamsSchema,
  queryTokens,
  type Token,
  TokenSchema,
  TokenStatusSchema,
} from './endpoints/query-tokens.js';

// </generated>

export { directDebit } from './direct-debit-plugin.js';
export {
  type AuthorizationNotificationPayload,
  AuthorizationNotificationSchema,
} from './notifications/authorization-notification.js';
export {
  type AuthorizationNotificationDefinition,
  type DirectDebitNotification,
  type DirectDebitNotifications,
  type DirectDebitPaymentNotificationDefinition,
  directDebitNotifications,
  type ListedToken,
  type RefusedAuthorizationNotificationDefinition,
} from './notifications/direct-debit-notifications.js';
export {
  type DirectDebitChannelCode,
  DirectDebitChannelCodeSchema,
  directDebitChannelCodes,
} from './schemas/channel-codes.js';
