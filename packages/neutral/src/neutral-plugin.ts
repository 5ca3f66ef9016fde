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

/**
 * The operations of the {@link neutral} plugin, as `client.neutral.<operation>(params)`: an interface so
 * declaration files keep each operation's documentation for editors.
 */
export interface NeutralEndpoints {
  /**
   * Creates a payment in any served country (`POST /open-api/payment/generate`). Write keyed by
   * `mchOrderId`; a duplicate (21007) after an ambiguous failure is looked up through `queryPayment`,
   * which cannot confirm the payer or `notifyUrl`: the call then ends in `OutcomeUnknownError` naming them.
   */
  readonly createPayment: typeof createPayment;
  /** Looks up a payment by `mchOrderId` or `transactionId` (`POST /open-api/payment/query`). Read. */
  readonly queryPayment: typeof queryPayment;
  /**
   * Closes a pending payment (`POST /open-api/payment/close`); 21028 when already paid or closed. Write
   * keyed by the payment's key; a 21028 after an ambiguous failure is resolved through `queryPayment`.
   */
  readonly closePayment: typeof closePayment;
  /**
   * Creates a hosted checkout order (`POST /open-api/payment/checkout/generate`). Write keyed by
   * `mchOrderId`, no recovery (no lookup by order id exists): an ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly createCheckout: typeof createCheckout;
  /** Looks up a checkout and the payments made through it (`POST /open-api/payment/checkout/query`). Read. */
  readonly queryCheckout: typeof queryCheckout;
  /** Lists the channels a checkout can offer in a country (`POST /open-api/payment/checkout/channel`). Read. */
  readonly listCheckoutChannels: typeof listCheckoutChannels;
  /**
   * Refunds (part of) a completed payment (`POST /open-api/payment/refund`). Write keyed by
   * `mchRefundOrderId` and `originalTransactionId`; a duplicate after an ambiguous failure is looked up
   * through `listRefunds`, which cannot confirm `refundCallbackUrl`: the call then ends in
   * `OutcomeUnknownError` naming it.
   */
  readonly createRefund: typeof createRefund;
  /** Lists the refunds of a payment (`POST /open-api/refund/payments`). Read. */
  readonly listRefunds: typeof listRefunds;
  /** Answers a time-limited URL of a day's payout or payment report (`POST /open-api/report/download`). Read. */
  readonly downloadReport: typeof downloadReport;
  /** Reads the available balance (`POST /open-api/account/balance`). Read. */
  readonly queryBalance: typeof queryBalance;
  /**
   * Reads the available balance in one currency, e.g. `PHP` or `USD`
   * (`POST /open-api/account/balance/v2`). Read.
   */
  readonly queryBalanceV2: typeof queryBalanceV2;
  /** Looks up a payout by `mchOrderId` or `transactionId` (`POST /open-api/disbursement/check`). Read. */
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
export const neutral = definePlugin<'neutral', NeutralEndpoints>({
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
});
