import { GatewayCode, gatewayDateTimePattern, isGatewayError, isOutcomeUnknownError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { completedPayment, issuePaths, paymentParams, refundParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/refund';
const listPath = '/open-api/refund/payments';
const setup = useSandbox();

function refundsOf(originalTransactionId: string) {
  return setup.sandbox.state().refunds.filter((record) => record.originalTransactionId === originalTransactionId);
}

function phpBalance(): number {
  return setup.sandbox.balances(setup.merchant.appId)['PHP'] ?? Number.NaN;
}

describe('neutral.createRefund', () => {
  it('refunds part of a completed payment and answers the pending refund', async () => {
    const transactionId = await completedPayment(setup);
    const params = refundParams(transactionId, { refundAmount: 1000 });
    const data = await setup.client.neutral.createRefund(params);
    expect(data).toEqual({
      mchRefundOrderId: params.mchRefundOrderId,
      refundTransactionId: expect.any(String),
      refundCreateTime: expect.stringMatching(gatewayDateTimePattern),
      refundAmount: 1000,
      refundStatus: 'PENDING',
    });
    expect(refundsOf(transactionId)).toEqual([
      expect.objectContaining({
        refundTransactionId: data.refundTransactionId,
        refundAmount: 1000,
        status: 'PENDING',
        refundReason: 'item returned',
      }),
    ]);
  });

  it('refuses a reason over 200 characters, a non-http callback and a zero amount before sending, naming each', async () => {
    const before = setup.sandbox.hits(path);
    const params = refundParams('TX1', {
      refundReason: 'r'.repeat(201),
      refundCallbackUrl: 'ftp://merchant.example.com/refunds',
      refundAmount: 0,
    });
    const error = await rejectionOf(setup.client.neutral.createRefund(params));
    expect(issuePaths(error)).toEqual(['refundAmount', 'refundCallbackUrl', 'refundReason']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a refund of a payment that is not completed as GatewayError 21408', async () => {
    const { transactionId } = await setup.client.neutral.createPayment(paymentParams());
    const error = await rejectionOf(setup.client.neutral.createRefund(refundParams(transactionId)));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.OriginalTransactionNotCompleted);
    expect(refundsOf(transactionId)).toEqual([]);
  });

  it('surfaces a refund above the paid amount as GatewayError 21406', async () => {
    const transactionId = await completedPayment(setup);
    const error = await rejectionOf(
      setup.client.neutral.createRefund(refundParams(transactionId, { refundAmount: 50011 })),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.RefundAmountInvalid);
  });

  it('surfaces a reused refund id as GatewayError 21407 and keeps one refund', async () => {
    const transactionId = await completedPayment(setup);
    const params = refundParams(transactionId);
    const { refundTransactionId } = await setup.client.neutral.createRefund(params);
    setup.sandbox.completeRefund({ refundTransactionId });
    const error = await rejectionOf(setup.client.neutral.createRefund(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantRefundOrderId);
    expect(refundsOf(transactionId)).toHaveLength(1);
  });

  // The refund list returns a refund's amount, payment and reason, not its refundCallbackUrl nor a
  // country (https://docs.bluepay.asia/en/refund/GetRefundInfo.html): those cannot be confirmed.
  const uncheckable = ['countryCode', 'refundCallbackUrl'];

  it('refunds once after the answer was lost, and ends in OutcomeUnknownError naming what the refund list cannot confirm', async () => {
    const transactionId = await completedPayment(setup);
    const params = refundParams(transactionId, { refundAmount: 2500 });
    const [sent, listed] = [setup.sandbox.hits(path), setup.sandbox.hits(listPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createRefund(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchRefundOrderId: params.mchRefundOrderId,
      originalTransactionId: transactionId,
    });
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    const records = refundsOf(transactionId);
    expect(records).toMatchObject([{ mchRefundOrderId: params.mchRefundOrderId, refundAmount: 2500 }]);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(listPath) - listed]).toEqual([2, 1]);
    const before = phpBalance();
    setup.sandbox.completeRefund({ refundTransactionId: records[0]?.refundTransactionId ?? '' });
    expect(phpBalance()).toBe(before - 2500);
  });

  it('is never "recovered" as an earlier refund under the same refund id and amount with another callback and reason', async () => {
    const transactionId = await completedPayment(setup);
    const params = refundParams(transactionId);
    await setup.client.neutral.createRefund(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const other = { ...params, refundReason: 'goodwill', refundCallbackUrl: 'https://attacker.example.com/refunds' };
    const error = await rejectionOf(setup.client.neutral.createRefund(other));
    expect(mismatchOf(error)).toEqual({ differs: ['refundReason'], unchecked: uncheckable });
    expect(refundsOf(transactionId)).toMatchObject([{ refundReason: 'item returned' }]);
  });

  it('does not take an existing refund of another amount for the one whose answer was lost', async () => {
    const transactionId = await completedPayment(setup);
    const params = refundParams(transactionId, { refundAmount: 1000 });
    await setup.client.neutral.createRefund(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createRefund({ ...params, refundAmount: 2000 }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchRefundOrderId: params.mchRefundOrderId,
      originalTransactionId: transactionId,
    });
    expect(mismatchOf(error).differs).toEqual(['refundAmount']);
    expect(refundsOf(transactionId).map((record) => record.refundAmount)).toEqual([1000]);
  });

  it('lets a format-only violation (a 201-character reason) through to the gateway when format checks are off', async () => {
    const transactionId = await completedPayment(setup);
    const client = await setup.clientWith({ formatChecks: false });
    const params = refundParams(transactionId, { refundReason: 'r'.repeat(201) });
    await expect(client.neutral.createRefund(params)).resolves.toMatchObject({ refundStatus: 'PENDING' });
    expect(refundsOf(transactionId)[0]?.refundReason).toHaveLength(201);
  });
});
