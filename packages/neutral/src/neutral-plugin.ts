import { definePlugin } from '@lintas/core';
import { closePayment } from './endpoints/close-payment.js';
import { createCheckout } from './endpoints/create-checkout.js';
import { createPayment } from './endpoints/create-payment.js';
import { createRefund } from './endpoints/create-refund.js';
import { downloadReport } from './endpoints/download-report.js';
import { listCheckoutChannels } from './endpoints/list-checkout-channels.js';
import { listRefunds } from './endpoints/list-refunds.js';
import { queryBalance } from './endpoints/query-balance.js';
import { queryBalanceV2 } from './endpoints/query-balance-v2.js';
import { queryCheckout } from './endpoints/query-checkout.js';
import { queryPayment } from './endpoints/query-payment.js';
import { queryPayout } from './endpoints/query-payout.js';
import { type NeutralNotifications, neutralNotifications } from './notifications/neutral-notifications.js';

/**
 * The operations of the {@link neutral} plugin, as `client.neutral.<operation>(params)`. Each member's
 * type and documentation are those of the endpoint it names: an editor shows that endpoint's JSDoc on
 * the method.
 */
export interface NeutralEndpoints {
  /** {@inheritDoc createPayment} */
  readonly createPayment: typeof createPayment;
  /** {@inheritDoc queryPayment} */
  readonly queryPayment: typeof queryPayment;
  /** {@inheritDoc closePayment} */
  readonly closePayment: typeof closePayment;
  /** {@inheritDoc createCheckout} */
  readonly createCheckout: typeof createCheckout;
  /** {@inheritDoc queryCheckout} */
  readonly queryCheckout: typeof queryCheckout;
  /** {@inheritDoc listCheckoutChannels} */
  readonly listCheckoutChannels: typeof listCheckoutChannels;
  /** {@inheritDoc createRefund} */
  readonly createRefund: typeof createRefund;
  /** {@inheritDoc listRefunds} */
  readonly listRefunds: typeof listRefunds;
  /** {@inheritDoc downloadReport} */
  readonly downloadReport: typeof downloadReport;
  /** {@inheritDoc queryBalance} */
  readonly queryBalance: typeof queryBalance;
  /** {@inheritDoc queryBalanceV2} */
  readonly queryBalanceV2: typeof queryBalanceV2;
  /** {@inheritDoc queryPayout} */
  readonly queryPayout: typeof queryPayout;
}

/**
 * The country-neutral API family (`/open-api/payment/...` and the account, refund, report and payout
 * status paths): payments in any served country, hosted checkouts, refunds, balance, payout status and
 * daily reports. Amounts are integer minor units. Mount it with `createClient(config).use(neutral)`
 * and call `client.neutral.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { neutral } from '@lintas/neutral';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(neutral);
 *
 * const payment = await client.neutral.createPayment({
 *   mchOrderId: 'order-1001',
 *   currency: 'PHP',
 *   countryCode: 'PH',
 *   channelType: 'EWALLET',
 *   channelCode: 'PH_GCASH_URL',
 *   customerName: 'Juan dela Cruz',
 *   email: 'juan@example.com',
 *   mobile: '09171234567',
 *   amount: 50010, // PHP 500.10
 *   notifyUrl: 'https://merchant.example.com/notifications/payments',
 *   redirectUrl: 'https://merchant.example.com/orders/1001',
 *   terminalType: 'WEB',
 * });
 * // send the payer to payment.payData, then follow it with client.neutral.queryPayment(...)
 * ```
 */
export const neutral = definePlugin<'neutral', NeutralEndpoints, NeutralNotifications>({
  name: 'neutral',
  endpoints: {
    createPayment,
    queryPayment,
    closePayment,
    createCheckout,
    queryCheckout,
    listCheckoutChannels,
    createRefund,
    listRefunds,
    downloadReport,
    queryBalance,
    queryBalanceV2,
    queryPayout,
  },
  notifications: neutralNotifications,
});
