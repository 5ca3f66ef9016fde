import {
  GatewayCode,
  gatewayDateTimePattern,
  isGatewayError,
  isOutcomeUnknownError,
  TransactionFailedCode,
} from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { checkoutIdOf, checkoutParams, completedPayment, paymentParams, refundParams } from './fixtures.js';
import { rejectionOf, useSandbox } from './setup-sandbox.js';

const setup = useSandbox();

/** The merchant's PHP balance in centavos, as the gateway reports it (a "1000000.00" decimal string). */
async function phpBalance(): Promise<number> {
  const { balance } = await setup.client.neutral.queryBalance({ countryCode: 'PH' });
  return typeof balance === 'number' ? balance : Math.round(Number(balance) * 100);
}

describe('a merchant’s payments, refunds and checkouts over their lifecycle', () => {
  it('takes a payment from PENDING to COMPLETED and credits the balance once', async () => {
    const before = await phpBalance();
    const params = paymentParams({ amount: 120050 });
    const { transactionId } = await setup.client.neutral.createPayment(params);
    await expect(setup.client.neutral.queryPayment({ transactionId })).resolves.toMatchObject({
      transactionStatus: 'PENDING',
    });
    setup.sandbox.completePayment({ transactionId });
    const data = await setup.client.neutral.queryPayment({ mchOrderId: params.mchOrderId, countryCode: 'PH' });
    expect(data).toMatchObject({
      transactionId,
      transactionStatus: 'COMPLETED',
      transactionReturnTime: expect.stringMatching(gatewayDateTimePattern),
    });
    expect(await phpBalance()).toBe(before + 120050);
  });

  it('follows a refund from PENDING to COMPLETE, then another one from PENDING to FAILED', async () => {
    const transactionId = await completedPayment(setup, { amount: 30000 });
    const first = await setup.client.neutral.createRefund(refundParams(transactionId, { refundAmount: 10000 }));
    expect(await setup.client.neutral.listRefunds({ originalTransactionId: transactionId })).toEqual([
      expect.objectContaining({ refundTransactionId: first.refundTransactionId, refundStatus: 'PENDING' }),
    ]);
    const beforeRefund = await phpBalance();
    setup.sandbox.completeRefund({ refundTransactionId: first.refundTransactionId });
    const [completed] = await setup.client.neutral.listRefunds({ originalTransactionId: transactionId });
    expect(completed).toMatchObject({
      refundStatus: 'COMPLETE',
      refundReturnTime: expect.stringMatching(gatewayDateTimePattern),
    });
    expect(completed?.failedCode).toBeUndefined();
    expect(await phpBalance()).toBe(beforeRefund - 10000);

    const second = await setup.client.neutral.createRefund(refundParams(transactionId, { refundAmount: 5000 }));
    setup.sandbox.failRefund({ refundTransactionId: second.refundTransactionId });
    const refunds = await setup.client.neutral.listRefunds({ originalTransactionId: transactionId });
    expect(refunds.find((refund) => refund.refundTransactionId === second.refundTransactionId)).toMatchObject({
      refundStatus: 'FAILED',
      failedCode: TransactionFailedCode.ChannelRefundFailed,
      failedMessage: expect.any(String),
    });
    expect(await phpBalance()).toBe(beforeRefund - 10000);
  });

  it('shows a checkout PAID with the paying transaction once the payer pays on the cashier', async () => {
    const checkout = await setup.client.neutral.createCheckout(checkoutParams({ channelCodeList: ['PH_GCASH_URL'] }));
    const { payment } = setup.sandbox.payCheckout(checkoutIdOf(checkout));
    const data = await setup.client.neutral.queryCheckout({ checkoutId: checkoutIdOf(checkout) });
    expect(data).toMatchObject({
      checkoutId: checkoutIdOf(checkout),
      status: 'PAID',
      transactionList: [
        {
          transactionId: payment.transactionId,
          transactionStatus: 'COMPLETED',
          channelCode: 'PH_GCASH_URL',
          transactionReturnTime: expect.stringMatching(gatewayDateTimePattern),
        },
      ],
    });
    await expect(setup.client.neutral.queryPayment({ transactionId: payment.transactionId })).resolves.toMatchObject({
      mchOrderId: checkout.mchOrderId,
      transactionStatus: 'COMPLETED',
    });
  });

  it('closes a pending payment once, then refuses the second close with 21028', async () => {
    const params = paymentParams();
    const { transactionId } = await setup.client.neutral.createPayment(params);
    await expect(setup.client.neutral.closePayment({ transactionId, countryCode: 'PH' })).resolves.toMatchObject({
      status: 'CLOSED',
    });
    const error = await rejectionOf(
      setup.client.neutral.closePayment({ mchOrderId: params.mchOrderId, countryCode: 'PH' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionAlreadyPaidOrClosed);
    await expect(setup.client.neutral.queryPayment({ transactionId })).resolves.toMatchObject({
      transactionStatus: 'CLOSED',
    });
  });

  it('creates a payment whose answer was lost once (OutcomeUnknownError: the query cannot confirm the payer), and completing it credits the balance once', async () => {
    const params = paymentParams({ amount: 77700 });
    setup.sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'reset-after' });
    expect(isOutcomeUnknownError(await rejectionOf(setup.client.neutral.createPayment(params)))).toBe(true);
    // Reconciled by its key: the payment query finds the one payment.
    const { transactionId } = await setup.client.neutral.queryPayment({
      mchOrderId: params.mchOrderId,
      countryCode: 'PH',
    });
    expect(setup.sandbox.state().payments.filter((record) => record.mchOrderId === params.mchOrderId)).toHaveLength(1);
    const before = await phpBalance();
    setup.sandbox.completePayment({ transactionId });
    expect(await phpBalance()).toBe(before + 77700);
  });

  it('makes a refund whose answer was lost once (OutcomeUnknownError: the list cannot confirm the callback), and completing it debits the balance once', async () => {
    const transactionId = await completedPayment(setup, { amount: 40000 });
    const params = refundParams(transactionId, { refundAmount: 15000 });
    setup.sandbox.injectFault({ path: '/open-api/payment/refund', kind: 'reset-after' });
    expect(isOutcomeUnknownError(await rejectionOf(setup.client.neutral.createRefund(params)))).toBe(true);
    // Reconciled by its keys: the payment's refunds hold the one refund.
    const refunds = await setup.client.neutral.listRefunds({ originalTransactionId: transactionId });
    expect(refunds).toEqual([
      expect.objectContaining({ mchRefundOrderId: params.mchRefundOrderId, refundAmount: 15000 }),
    ]);
    const before = await phpBalance();
    setup.sandbox.completeRefund({ refundTransactionId: refunds[0]?.refundTransactionId ?? '' });
    expect(await phpBalance()).toBe(before - 15000);
  });
});
