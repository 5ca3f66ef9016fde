import { definePlugin } from '@lintas/core';
import { createQrCode } from './endpoints/create-qr-code.js';
import { listQrPayments } from './endpoints/list-qr-payments.js';
import { listStaticPayments } from './endpoints/list-static-payments.js';
import { type ThailandNotifications, thailandNotifications } from './notifications/thailand-notifications.js';

/**
 * The operations of the {@link thailand} plugin, as `client.thailand.<operation>(params)`. Each member's
 * type and documentation are those of the endpoint it names: an editor shows that endpoint's JSDoc on
 * the method.
 */
export interface ThailandEndpoints {
  /** {@inheritDoc listStaticPayments} */
  readonly listStaticPayments: typeof listStaticPayments;
  /** {@inheritDoc createQrCode} */
  readonly createQrCode: typeof createQrCode;
  /** {@inheritDoc listQrPayments} */
  readonly listQrPayments: typeof listQrPayments;
}

/**
 * The Thailand API family: QR codes, and the payments made to QR and static payment codes, amounts in
 * satang. Mount it with `createClient(config).use(thailand)` and call `client.thailand.<operation>(params)`.
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
  endpoints: { listStaticPayments, createQrCode, listQrPayments },
  notifications: thailandNotifications,
});
