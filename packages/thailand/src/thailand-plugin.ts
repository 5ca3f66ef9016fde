import { definePlugin } from '@lintas/core';
import { type ThailandNotifications, thailandNotifications } from './notifications/thailand-notifications.js';
import { type ThailandEndpoints, thailandEndpoints } from './thailand-endpoints.js';

/**
 * The Thailand API family: QR codes, J&T cash-on-delivery QR codes and tickets about their transactions,
 * the payments made to QR and static payment codes, and payouts to banks, e-wallets and PromptPay,
 * amounts in satang. Mount it with `createClient(config).use(thailand)` and call `client.thailand.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { thailand } from '@lintas/thailand';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(thailand);
 *
 * const code = await client.thailand.createQrCode({
 *   mchOrderId: 'order20261122001',
 *   channelCode: 'THAI_DYNAMIC_QR',
 *   amount: 1000, // THB 10.00
 *   notifyUrl: 'https://merchant.example/lintas/notifications',
 *   expireSeconds: 300,
 * });
 * // render code.qrCodeContent for the payer; later:
 * const payments = await client.thailand.listQrPayments({
 *   mchOrderId: 'order20261122001',
 *   startDate: '2026-11-22',
 *   endDate: '2026-11-22',
 * });
 * ```
 */
export const thailand = definePlugin<'thailand', ThailandEndpoints, ThailandNotifications>({
  name: 'thailand',
  endpoints: thailandEndpoints,
  notifications: thailandNotifications,
});
