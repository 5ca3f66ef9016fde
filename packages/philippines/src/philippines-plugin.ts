import { definePlugin } from '@lintas/core';
import { cancelStaticCode } from './endpoints/cancel-static-code.js';
import { createPayment } from './endpoints/create-payment.js';
import { createPayout } from './endpoints/create-payout.js';
import { createStaticCode } from './endpoints/create-static-code.js';
import { queryPayment } from './endpoints/query-payment.js';

/**
 * The operations of the {@link philippines} plugin, with their documentation. An interface, so that
 * declaration files keep each method's and each field's JSDoc for editors.
 */
export interface PhilippinesEndpoints {
  /**
   * Creates a PHP payment on a channel (`POST /open-api/philippines/payment/generate`). Write keyed by
   * `mchOrderId`; a duplicate after an ambiguous failure is looked up through `queryPayment`, which
   * cannot confirm the mobile number or `notifyUrl`: the call then ends in `OutcomeUnknownError` naming them.
   */
  readonly createPayment: typeof createPayment;
  /** Looks up a payment by `mchOrderId` (`POST /open-api/philippines/payment/query`). Read. */
  readonly queryPayment: typeof queryPayment;
  /**
   * Creates a reusable static payment code, e.g. QRPH (`POST /open-api/philippines/static/payment/generate`).
   * Write keyed by `mchOrderId`, no recovery: an ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly createStaticCode: typeof createStaticCode;
  /**
   * Cancels a static payment code (`POST /open-api/philippines/static/code/cancel`). Write keyed by
   * `mchOrderId` and `channelCode`, no recovery: an ambiguous failure ends in `OutcomeUnknownError`.
   */
  readonly cancelStaticCode: typeof cancelStaticCode;
  /**
   * Pays out PHP to a bank account, an e-wallet or a scanned QR code (`POST
   * /open-api/philippines/disbursement/transfer`).
   * Write keyed by `mchOrderId` and `idempotencyId`; a duplicate after an ambiguous failure is looked
   * up through the payout status check, which cannot confirm the account: the call then ends in
   * `OutcomeUnknownError` naming the fields it could not check.
   */
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
export const philippines = definePlugin<'philippines', PhilippinesEndpoints>({
  name: 'philippines',
  endpoints: { createPayment, queryPayment, createStaticCode, cancelStaticCode, createPayout },
});
