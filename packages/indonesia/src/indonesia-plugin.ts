import { definePlugin } from '@lintas/core';
import { createDisbursement } from './endpoints/create-disbursement.js';
import { createDynamicVirtualAccount } from './endpoints/create-dynamic-virtual-account.js';
import { createPayment } from './endpoints/create-payment.js';
import { createPayout } from './endpoints/create-payout.js';
import { createStaticVirtualAccount } from './endpoints/create-static-virtual-account.js';
import { listStaticVirtualAccountPayments } from './endpoints/list-static-virtual-account-payments.js';

/**
 * The operations of the {@link indonesia} plugin, with their documentation. An interface, so that
 * declaration files keep each method's and each field's JSDoc for editors.
 */
export interface IndonesiaEndpoints {
  /**
   * Creates an IDR payment on a channel (`POST /open-api/indonesia/payment/generate`). Write keyed by
   * `mchOrderId`; a duplicate after an ambiguous failure is looked up through the payment query, which
   * cannot confirm the payer or `notifyUrl`: the call then ends in `OutcomeUnknownError` naming them.
   */
  readonly createPayment: typeof createPayment;
  /**
   * Pays out IDR (at least 10000) to a bank account (`POST /open-api/indonesia/disbursement/transfer`).
   * Write keyed by `mchOrderId` and `idempotencyId`; a duplicate after an ambiguous failure is looked
   * up through the payout status check, which cannot confirm the account: the call then ends in
   * `OutcomeUnknownError` naming the fields it could not check.
   */
  readonly createPayout: typeof createPayout;
  /**
   * Creates a static virtual account that payers can pay any number of times
   * (`POST /open-api/static/payment/code`, PayCools Indonesia). Write keyed by `mchOrderId`; an
   * ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly createStaticVirtualAccount: typeof createStaticVirtualAccount;
  /**
   * Lists the payments made to a static virtual account between two dates
   * (`POST /open-api/static/payment/code/payments`). Read.
   */
  readonly listStaticVirtualAccountPayments: typeof listStaticVirtualAccountPayments;
  /**
   * Creates a payment to a one-time virtual account (`POST /open-api/dynamic/payment/code`, PayCools
   * Indonesia). Write keyed by `mchOrderId`; an ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly createDynamicVirtualAccount: typeof createDynamicVirtualAccount;
  /**
   * Pays out IDR (10000–100000000) to a bank account or e-wallet (`POST /open-api/disbursement`,
   * PayCools Indonesia). Write keyed by `mchOrderId` and `idempotencyId`; an ambiguous failure ends in
   * `OutcomeUnknownError`, never a second payout.
   */
  readonly createDisbursement: typeof createDisbursement;
}

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
export const indonesia = definePlugin<'indonesia', IndonesiaEndpoints>({
  name: 'indonesia',
  endpoints: {
    createPayment,
    createPayout,
    createStaticVirtualAccount,
    listStaticVirtualAccountPayments,
    createDynamicVirtualAccount,
    createDisbursement,
  },
});
