import { definePlugin } from '@lintas/core';
import { type DirectDebitEndpoints, directDebitEndpoints } from './direct-debit-endpoints.js';
import { type DirectDebitNotifications, directDebitNotifications } from './notifications/direct-debit-notifications.js';

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
  endpoints: directDebitEndpoints,
  notifications: directDebitNotifications,
});
