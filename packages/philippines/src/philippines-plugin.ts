import { definePlugin } from '@lintas/core';
import { cancelStaticCode } from './endpoints/cancel-static-code.js';
import { createPayment } from './endpoints/create-payment.js';
import { createPayout } from './endpoints/create-payout.js';
import { createStaticCode } from './endpoints/create-static-code.js';
import { queryPayment } from './endpoints/query-payment.js';
import { type PhilippinesNotifications, philippinesNotifications } from './notifications/philippines-notifications.js';

/**
 * The operations of the {@link philippines} plugin, as `client.philippines.<operation>(params)`. Each member's
 * type and documentation are those of the endpoint it names: an editor shows that endpoint's JSDoc on
 * the method.
 */
export interface PhilippinesEndpoints {
  /** {@inheritDoc createPayment} */
  readonly createPayment: typeof createPayment;
  /** {@inheritDoc queryPayment} */
  readonly queryPayment: typeof queryPayment;
  /** {@inheritDoc createStaticCode} */
  readonly createStaticCode: typeof createStaticCode;
  /** {@inheritDoc cancelStaticCode} */
  readonly cancelStaticCode: typeof cancelStaticCode;
  /** {@inheritDoc createPayout} */
  readonly createPayout: typeof createPayout;
}

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
  endpoints: { createPayment, queryPayment, createStaticCode, cancelStaticCode, createPayout },
  notifications: philippinesNotifications,
});
