import { definePlugin } from '@lintas/core';
import { createDisbursement } from './endpoints/create-disbursement.js';
import { createDynamicVirtualAccount } from './endpoints/create-dynamic-virtual-account.js';
import { createPayment } from './endpoints/create-payment.js';
import { createPayout } from './endpoints/create-payout.js';
import { createStaticVirtualAccount } from './endpoints/create-static-virtual-account.js';
import { listStaticVirtualAccountPayments } from './endpoints/list-static-virtual-account-payments.js';
import { type IndonesiaNotifications, indonesiaNotifications } from './notifications/indonesia-notifications.js';

/**
 * The operations of the {@link indonesia} plugin, as `client.indonesia.<operation>(params)`. Each member's
 * type and documentation are those of the endpoint it names: an editor shows that endpoint's JSDoc on
 * the method.
 */
export interface IndonesiaEndpoints {
  /** {@inheritDoc createPayment} */
  readonly createPayment: typeof createPayment;
  /** {@inheritDoc createPayout} */
  readonly createPayout: typeof createPayout;
  /** {@inheritDoc createStaticVirtualAccount} */
  readonly createStaticVirtualAccount: typeof createStaticVirtualAccount;
  /** {@inheritDoc listStaticVirtualAccountPayments} */
  readonly listStaticVirtualAccountPayments: typeof listStaticVirtualAccountPayments;
  /** {@inheritDoc createDynamicVirtualAccount} */
  readonly createDynamicVirtualAccount: typeof createDynamicVirtualAccount;
  /** {@inheritDoc createDisbursement} */
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
export const indonesia = definePlugin<'indonesia', IndonesiaEndpoints, IndonesiaNotifications>({
  name: 'indonesia',
  endpoints: {
    createPayment,
    createPayout,
    createStaticVirtualAccount,
    listStaticVirtualAccountPayments,
    createDynamicVirtualAccount,
    createDisbursement,
  },
  notifications: indonesiaNotifications,
});
