import { definePlugin } from '@lintas/core';
import { createPayment } from './endpoints/create-payment.js';
import { createPayout } from './endpoints/create-payout.js';

/**
 * The operations of the {@link indonesia} plugin, with their documentation. An interface, so that
 * declaration files keep each method's and each field's JSDoc for editors.
 */
export interface IndonesiaEndpoints {
  /**
   * Creates an IDR payment on a channel (`POST /open-api/indonesia/payment/generate`). Write keyed by
   * `mchOrderId`; a duplicate after an ambiguous failure is recovered through the payment query.
   */
  readonly createPayment: typeof createPayment;
  /**
   * Pays out IDR (at least 10000) to a bank account (`POST /open-api/indonesia/disbursement/transfer`).
   * Write keyed by `mchOrderId` and `idempotencyId`; a duplicate after an ambiguous failure is
   * recovered through the payout status check.
   */
  readonly createPayout: typeof createPayout;
}

/**
 * The Indonesia API family: IDR payments and payouts, amounts in whole rupiah. Mount it with
 * `createClient(config).use(indonesia)` and call `client.indonesia.<operation>(params)`.
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
export const indonesia = definePlugin<'indonesia', IndonesiaEndpoints>({
  name: 'indonesia',
  endpoints: { createPayment, createPayout },
});
