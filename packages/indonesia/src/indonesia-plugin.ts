import { definePlugin } from '@lintas/core';
import { type IndonesiaEndpoints, indonesiaEndpoints } from './indonesia-endpoints.js';
import { type IndonesiaNotifications, indonesiaNotifications } from './notifications/indonesia-notifications.js';

/**
 * The Indonesia API family: IDR payments, virtual accounts and payouts, amounts in whole rupiah. Mount
 * it with `createClient(config).use(indonesia)` and call `client.indonesia.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { indonesia } from '@lintas/indonesia';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(indonesia);
 *
 * const payout = await client.indonesia.createPayout({
 *   mchOrderId: 'payout-000001',
 *   idempotencyId: 'payout-000001-try1',
 *   amount: 150000, // IDR 150,000
 *   accountNo: '1234567890',
 *   accountName: 'Budi Santoso',
 *   payMethodCode: 'BANK',
 *   transferCode: 'CIMB',
 * });
 * ```
 */
export const indonesia = definePlugin<'indonesia', IndonesiaEndpoints, IndonesiaNotifications>({
  name: 'indonesia',
  endpoints: indonesiaEndpoints,
  notifications: indonesiaNotifications,
});
