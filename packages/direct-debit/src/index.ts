/**
 * `@lintas/direct-debit`: the direct-debit API family of the Lintas SDK (authorization URLs, payer
 * pay tokens and payments debited from them). Use it with `createClient(config).use(directDebit)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { type DirectDebitEndpoints, directDebit } from './direct-debit-plugin.js';
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
export {
  type AuthorizationNotificationDefinition,
  type DirectDebitNotification,
  type DirectDebitNotifications,
  type DirectDebitPaymentNotificationDefinition,
  directDebitNotifications,
  type ListedToken,
  type RefusedAuthorizationNotificationDefinition,
} from './notifications/direct-debit-notifications.js';
