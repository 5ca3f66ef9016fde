/**
 * `@lintas/direct-debit`: the direct-debit API family of the Lintas SDK (authorization URLs, payer
 * pay tokens and payments debited from them). Use it with `createClient(config).use(directDebit)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { directDebit, type DirectDebitEndpoints } from './direct-debit-plugin.js';
export {
  directDebitNotifications,
  type AuthorizationNotificationDefinition,
  type DirectDebitNotification,
  type DirectDebitNotifications,
  type DirectDebitPaymentNotificationDefinition,
  type ListedToken,
  type RefusedAuthorizationNotificationDefinition,
} from './notifications/direct-debit-notifications.js';

export {
  createAuthorizationUrl,
  CreateAuthorizationUrlDataSchema,
  CreateAuthorizationUrlParamsSchema,
  osTypes,
  terminalTypes,
  type CreateAuthorizationUrlData,
  type CreateAuthorizationUrlParams,
} from './endpoints/create-authorization-url.js';
export {
  queryTokens,
  InactiveTypeSchema,
  QueryTokensDataSchema,
  QueryTokensParamsSchema,
  TokenSchema,
  TokenStatusSchema,
  type QueryTokensData,
  type QueryTokensParams,
  type Token,
} from './endpoints/query-tokens.js';
export {
  createPayment,
  businessTypes,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  PaymentItemParamsSchema,
  projectTypes,
  type CreatePaymentData,
  type CreatePaymentParams,
  type PaymentItemParams,
} from './endpoints/create-payment.js';
export {
  queryPayment,
  DirectDebitStatusSchema,
  PaymentItemSchema,
  ProjectTypeSchema,
  QueryPaymentDataSchema,
  QueryPaymentParamsSchema,
  type PaymentItem,
  type QueryPaymentData,
  type QueryPaymentParams,
} from './endpoints/query-payment.js';
