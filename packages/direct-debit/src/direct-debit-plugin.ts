import { definePlugin } from '@lintas/core';
import { createAuthorizationUrl } from './endpoints/create-authorization-url.js';
import { createPayment } from './endpoints/create-payment.js';
import { queryPayment } from './endpoints/query-payment.js';
import { queryTokens } from './endpoints/query-tokens.js';

/**
 * The operations of the {@link directDebit} plugin, with their documentation. An interface, so that
 * declaration files keep every method's and field's documentation for editors.
 */
export interface DirectDebitEndpoints {
  /**
   * Starts a direct-debit authorization and answers the `authUrl` to send the payer to
   * (`POST /open-api/direct/debit/token/apply`). Write keyed by `requestId`, no recovery: an ambiguous
   * failure ends in `OutcomeUnknownError`.
   */
  readonly createAuthorizationUrl: typeof createAuthorizationUrl;
  /**
   * Lists a payer's pay tokens, `ACTIVED` or `INACTIVED` (`POST /open-api/direct/debit/token/query`).
   * Read.
   */
  readonly queryTokens: typeof queryTokens;
  /**
   * Debits a payer's `ACTIVED` pay token (`POST /open-api/jt/direct/debit/pay`); notified as
   * `direct.debit.success|failed`. Write keyed by `mchOrderId`; a duplicate after an ambiguous failure is
   * looked up through `queryPayment`, which cannot confirm the pay token: the call then ends in
   * `OutcomeUnknownError` naming it.
   */
  readonly createPayment: typeof createPayment;
  /** Looks up a direct-debit payment by `mchOrderId` (`POST /open-api/jt/direct/debit/detail`). Read. */
  readonly queryPayment: typeof queryPayment;
}

/**
 * The direct-debit API family: ask a payer to authorize payments from their wallet, read the pay
 * tokens the authorization issued, and debit them. Mount it with `createClient(config).use(directDebit)` and call
 * `client.directDebit.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { directDebit } from '@lintas/direct-debit';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(directDebit);
 *
 * const { authUrl } = await client.directDebit.createAuthorizationUrl({
 *   requestId: 'auth-1001',
 *   userId: 'payer-42',
 *   channelCode: 'PH_GCASH_DIRECT_DEBIT',
 *   countryCode: 'PH',
 *   notifyUrl: 'https://merchant.example.com/notifications/tokens',
 *   redirectUrl: 'https://merchant.example.com/authorized',
 *   terminalType: 'WAP',
 *   osType: 'ANDROID',
 * });
 * // send the payer to authUrl; once they agree:
 * const { tokenList } = await client.directDebit.queryTokens({ userId: 'payer-42', countryCode: 'PH' });
 * const active = tokenList.find((token) => token.tokenStatus === 'ACTIVED');
 * if (active) {
 *   const payment = await client.directDebit.createPayment({
 *     mchOrderId: 'dd1001',
 *     amount: 12500, // PHP 125.00
 *     channelCode: active.channelCode,
 *     payToken: active.payToken,
 *     notifyUrl: 'https://merchant.example.com/notifications/direct-debit',
 *   });
 *   // PENDING; direct.debit.success or direct.debit.failed follows at notifyUrl
 * }
 * ```
 */
export const directDebit = definePlugin<'directDebit', DirectDebitEndpoints>({
  name: 'directDebit',
  endpoints: { createAuthorizationUrl, queryTokens, createPayment, queryPayment },
});
