import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentParams, refundParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const REFUND = '/open-api/payment/refund';
const LIST = '/open-api/refund/payments';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('refunds', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  async function completedPayment(amount = 10_000): Promise<string> {
    const { data } = await t.gateway.call('/open-api/payment/generate', paymentParams({ amount }));
    t.sandbox.completePayment(data.transactionId);
    return data.transactionId as string;
  }

  it('creates a PENDING refund', async () => {
    const original = await completedPayment();
    const params = refundParams(original, { countryCode: 'PH' });
    const { code, data } = await t.gateway.call(REFUND, params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      mchRefundOrderId: params['mchRefundOrderId'],
      refundTransactionId: expect.stringMatching(/^RF\d{20}$/),
      refundCreateTime: expect.stringMatching(LOCAL_TIME),
      refundAmount: 4_000,
      refundStatus: 'PENDING',
    });
  });

  it('lists refunds of a payment, with return time once COMPLETE, and debits the balance on COMPLETE', async () => {
    const original = await completedPayment();
    const params = refundParams(original);
    const created = (await t.gateway.call(REFUND, params)).data;
    const pending = await t.gateway.call(LIST, { originalTransactionId: original });
    expect(pending.data).toEqual([
      {
        mchRefundOrderId: params['mchRefundOrderId'],
        originalTransactionId: original,
        refundTransactionId: created.refundTransactionId,
        refundAmount: 4_000,
        feeRefunded: 0,
        refundStatus: 'PENDING',
        refundCreateTime: created.refundCreateTime,
        refundReason: 'customer request',
      },
    ]);
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    t.sandbox.completeRefund(created.refundTransactionId);
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before - 4_000);
    const [done] = (await t.gateway.call(LIST, { refundTransactionId: created.refundTransactionId })).data;
    expect(done.refundStatus).toBe('COMPLETE');
    expect(done.refundReturnTime).toMatch(LOCAL_TIME);
    expect(done).not.toHaveProperty('failedCode');
  });

  it('shows failedCode and failedMessage only for a FAILED refund, and keeps the balance', async () => {
    const original = await completedPayment();
    const created = (await t.gateway.call(REFUND, refundParams(original))).data;
    const before = t.sandbox.balances(t.merchant.appId)['PHP'];
    t.sandbox.failRefund({ refundTransactionId: created.refundTransactionId });
    const [failed] = (await t.gateway.call(LIST, { originalTransactionId: original })).data;
    expect(failed).toMatchObject({
      refundStatus: 'FAILED',
      failedCode: -10009,
      failedMessage: 'Channel Refund Failed',
    });
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before);
  });

  it('answers 21006 for an unknown original payment', async () => {
    expect(await t.gateway.call(REFUND, refundParams('TX00000000000000000000'))).toEqual({
      code: 21006,
      message: 'Merchant transaction not found',
      data: null,
    });
    expect((await t.gateway.call(LIST, { originalTransactionId: 'TX00000000000000000000' })).code).toBe(21006);
  });

  it('answers 21408 when the original is not COMPLETED', async () => {
    const { data } = await t.gateway.call('/open-api/payment/generate', paymentParams());
    expect(await t.gateway.call(REFUND, refundParams(data.transactionId))).toEqual({
      code: 21408,
      message: 'Original transaction not completed',
      data: null,
    });
  });

  it('answers 21409 while another refund of the payment is PENDING', async () => {
    const original = await completedPayment();
    await t.gateway.call(REFUND, refundParams(original, { refundAmount: 1_000 }));
    expect(await t.gateway.call(REFUND, refundParams(original, { refundAmount: 1_000 }))).toEqual({
      code: 21409,
      message: 'Original transaction already has a pending refund',
      data: null,
    });
  });

  it('answers 21407 for a repeated mchRefundOrderId', async () => {
    const original = await completedPayment();
    const params = refundParams(original, { refundAmount: 1_000 });
    await t.gateway.call(REFUND, params);
    expect(await t.gateway.call(REFUND, params)).toEqual({
      code: 21407,
      message: 'MchRefundOrderId is repeat',
      data: null,
    });
  });

  it('answers 21406 above the remaining refundable amount, counting completed refunds', async () => {
    const original = await completedPayment(10_000);
    expect((await t.gateway.call(REFUND, refundParams(original, { refundAmount: 10_001 }))).code).toBe(21406);
    const first = (await t.gateway.call(REFUND, refundParams(original, { refundAmount: 6_000 }))).data;
    t.sandbox.completeRefund(first.refundTransactionId);
    expect(await t.gateway.call(REFUND, refundParams(original, { refundAmount: 4_001 }))).toEqual({
      code: 21406,
      message: 'Refund amount invalid',
      data: null,
    });
    expect((await t.gateway.call(REFUND, refundParams(original, { refundAmount: 4_000 }))).code).toBe(10000);
    const list = (await t.gateway.call(LIST, { originalTransactionId: original })).data;
    expect(list.map((refund: { refundAmount: number }) => refund.refundAmount)).toEqual([6_000, 4_000]);
  });

  it('answers 21002 when refundCallbackUrl is missing', async () => {
    const original = await completedPayment();
    const { refundCallbackUrl, ...params } = refundParams(original);
    expect((await t.gateway.call(REFUND, params)).message).toBe('Request param error: refundCallbackUrl is required');
  });
});
