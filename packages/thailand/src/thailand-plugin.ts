import { definePlugin } from '@lintas/core';
import { listStaticPayments } from './endpoints/list-static-payments.js';

/**
 * The operations of the {@link thailand} plugin, with their documentation. An interface, so that
 * declaration files keep each method's and each field's JSDoc for editors.
 */
export interface ThailandEndpoints {
  /**
   * Lists the payments to a static payment code between two dates, both included
   * (`POST /open-api/thailand/static/payment/paymentList`). Read.
   */
  readonly listStaticPayments: typeof listStaticPayments;
}

/**
 * The Thailand API family: the payments made to a static payment code, amounts in satang. Mount it
 * with `createClient(config).use(thailand)` and call `client.thailand.<operation>(params)`.
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
 * const payments = await client.thailand.listStaticPayments({
 *   mchOrderId: 'shop-counter-1',
 *   startDate: '2026-11-01',
 *   endDate: '2026-11-30',
 * });
 * ```
 */
export const thailand = definePlugin<'thailand', ThailandEndpoints>({
  name: 'thailand',
  endpoints: { listStaticPayments },
});
