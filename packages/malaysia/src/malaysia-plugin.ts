import { definePlugin } from '@lintas/core';
import { createPayment } from './endpoints/create-payment.js';
import { queryWebpay } from './endpoints/query-webpay.js';

/**
 * The operations of the {@link malaysia} plugin, with their documentation. An interface, so that
 * declaration files keep each method's and each field's JSDoc for editors.
 */
export interface MalaysiaEndpoints {
  /**
   * Creates an MYR payment on a channel, amount in sen (`POST /open-api/malaysia/payment/generate`).
   * Write keyed by `mchOrderId`; an ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly createPayment: typeof createPayment;
  /** Reads the status of a WebPay order by its merchant order id (`POST /open-api/webpay/detail`). Read. */
  readonly queryWebpay: typeof queryWebpay;
}

/**
 * The Malaysia API family: MYR payments and the status of WebPay orders, amounts in sen. Mount it with
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
export const malaysia = definePlugin<'malaysia', MalaysiaEndpoints>({
  name: 'malaysia',
  endpoints: { createPayment, queryWebpay },
});
