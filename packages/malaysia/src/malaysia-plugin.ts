import { definePlugin } from '@lintas/core';
import { type MalaysiaEndpoints, malaysiaEndpoints } from './malaysia-endpoints.js';
import { type MalaysiaNotifications, malaysiaNotifications } from './notifications/malaysia-notifications.js';

/**
 * The Malaysia API family: MYR payments, DuitNow QR codes, payouts and the status of WebPay orders, amounts in sen. Mount it with
 * `createClient(config).use(malaysia)` and call `client.malaysia.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { malaysia } from '@lintas/malaysia';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(malaysia);
 *
 * const order = await client.malaysia.queryWebpay({ mchOrderId: 'EXAMPLE00000001' });
 * console.log(order.transactionStatus, order.payUrl);
 * ```
 */
export const malaysia = definePlugin<'malaysia', MalaysiaEndpoints, MalaysiaNotifications>({
  name: 'malaysia',
  endpoints: malaysiaEndpoints,
  notifications: malaysiaNotifications,
});
