import { definePlugin } from '@lintas/core';
import { type PhilippinesNotifications, philippinesNotifications } from './notifications/philippines-notifications.js';
import { type PhilippinesEndpoints, philippinesEndpoints } from './philippines-endpoints.js';

/**
 * The Philippines API family: PHP payments, static QR codes and payouts, amounts in centavos. Mount
 * it with `createClient(config).use(philippines)` and call `client.philippines.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(philippines);
 *
 * const payment = await client.philippines.createPayment({
 *   mchOrderId: 'order-1001',
 *   amount: 50010, // PHP 500.10
 *   customerName: 'Juan dela Cruz',
 *   channelCode: 'PH_GCASH_URL',
 *   email: 'juan@example.com',
 *   mobile: '09171234567',
 *   notifyUrl: 'https://merchant.example.com/notifications/payments',
 * });
 * // send the payer to payment.payData (a URL on URL channels)
 * ```
 */
export const philippines = definePlugin<'philippines', PhilippinesEndpoints, PhilippinesNotifications>({
  name: 'philippines',
  endpoints: philippinesEndpoints,
  notifications: philippinesNotifications,
});
