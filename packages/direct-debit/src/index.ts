/**
 * `@lintas/direct-debit`: the direct-debit API family of the Lintas SDK (authorization URLs and payer
 * pay tokens). Use it with `createClient(config).use(directDebit)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { directDebit, type DirectDebitEndpoints } from './direct-debit-plugin.js';

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
