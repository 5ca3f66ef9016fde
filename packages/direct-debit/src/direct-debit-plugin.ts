import { definePlugin } from '@lintas/core';
import { createAuthorizationUrl } from './endpoints/create-authorization-url.js';
import { createPayment } from './endpoints/create-payment.js';
import { queryPayment } from './endpoints/query-payment.js';
import { queryTokens } from './endpoints/query-tokens.js';
import { type DirectDebitNotifications, directDebitNotifications } from './notifications/direct-debit-notifications.js';

/**
 * The operations of the {@link directDebit} plugin, as `client.directDebit.<operation>(params)`. Each member's
 * type and documentation are those of the endpoint it names: an editor shows that endpoint's JSDoc on
 * the method.
 */
export interface DirectDebitEndpoints {
  /** {@inheritDoc createAuthorizationUrl} */
  readonly createAuthorizationUrl: typeof createAuthorizationUrl;
  /** {@inheritDoc queryTokens} */
  readonly queryTokens: typeof queryTokens;
  /** {@inheritDoc createPayment} */
  readonly createPayment: typeof createPayment;
  /** {@inheritDoc queryPayment} */
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
export const directDebit = definePlugin<'directDebit', DirectDebitEndpoints, DirectDebitNotifications>({
  name: 'directDebit',
  endpoints: { createAuthorizationUrl, queryTokens, createPayment, queryPayment },
  notifications: directDebitNotifications,
});
