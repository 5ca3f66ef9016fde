import { definePlugin } from '@lintas/core';
import { type NeutralEndpoints, neutralEndpoints } from './neutral-endpoints.js';
import { type NeutralNotifications, neutralNotifications } from './notifications/neutral-notifications.js';

/**
 * The country-neutral API family (`/open-api/payment/...` and the account, refund, report and payout
 * status paths): payments in any served country, hosted checkouts, refunds, balance, payout status and
 * daily reports. Amounts are integer minor units. Mount it with `createClient(config).use(neutral)`
 * and call `client.neutral.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { neutral } from '@lintas/neutral';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(neutral);
 *
 * const payment = await client.neutral.createPayment({
 *   mchOrderId: 'order-1001',
 *   currency: 'PHP',
 *   countryCode: 'PH',
 *   channelType: 'EWALLET',
 *   channelCode: 'PH_GCASH_URL',
 *   customerName: 'Juan dela Cruz',
 *   email: 'juan@example.com',
 *   mobile: '09171234567',
 *   amount: 50010, // PHP 500.10
 *   notifyUrl: 'https://merchant.example.com/notifications/payments',
 *   redirectUrl: 'https://merchant.example.com/orders/1001',
 *   terminalType: 'WEB',
 * });
 * // send the payer to payment.payData, then follow it with client.neutral.queryPayment(...)
 * ```
 */
export const neutral = definePlugin<'neutral', NeutralEndpoints, NeutralNotifications>({
  name: 'neutral',
  endpoints: neutralEndpoints,
  notifications: neutralNotifications,
});
