import {
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRequestValidationError,
  toMinorUnits,
} from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreatePaymentParams } from './create-payment.js';

const path = '/open-api/philippines/payment/generate';
const queryPath = '/open-api/philippines/payment/query';
const setup = useSandbox();

function payment(overrides: Partial<CreatePaymentParams> = {}): CreatePaymentParams {
  return {
    mchOrderId: uniqueId('pay'),
    amount: 50010,
    customerName: 'Juan dela Cruz',
    channelCode: 'PH_GCASH_URL',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: 'https://merchant.example.com/notify',
    redirectUrl: 'https://merchant.example.com/done',
    remark: 'order 1001',
    ...overrides,
  };
}

function paymentsOf(mchOrderId: string) {
  return setup.sandbox.state().payments.filter((record) => record.mchOrderId === mchOrderId);
}

describe('philippines.createPayment', () => {
  it('creates a pending PHP payment and answers its id, pay URL, channel type and cashier URL', async () => {
    const params = payment();
    const data = await setup.client.philippines.createPayment(params);
    expect(data).toEqual({
      transactionId: expect.any(String),
      payData: expect.stringMatching(/^https?:\/\//),
      channelType: 'EWALLET',
      cashierUrl: expect.stringMatching(/^https?:\/\//),
    });
    const [record] = paymentsOf(params.mchOrderId);
    expect(record).toMatchObject({
      transactionId: data.transactionId,
      amount: 50010,
      currency: 'PHP',
      status: 'PENDING',
    });
  });

  it('refuses a mobile number that does not start with 09 before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.philippines.createPayment(payment({ mobile: '+639171234567' })));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mobile']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses an order id over 32 characters and an amount in pesos with decimals, naming both fields', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.philippines.createPayment(payment({ mchOrderId: 'x'.repeat(33), amount: 500.1 })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount',
      'mchOrderId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses an amount in pesos as text or with decimals with the toMinorUnits call that gives centavos, over HTTP', async () => {
    const before = setup.sandbox.hits(path);
    const messages = [];
    for (const amount of ['500.10', 500.1, '1000000.50']) {
      const error = await rejectionOf(setup.client.philippines.createPayment(payment({ amount: amount as number })));
      expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['amount']);
      messages.push((error as Error & { issues: { message: string }[] }).issues[0]?.message);
    }
    expect(messages).toEqual([
      "amount must be an integer in minor units (centavos for PHP): toMinorUnits('500.10', 'PHP') gives 50010",
      "amount must be an integer in minor units (centavos for PHP): toMinorUnits(500.1, 'PHP') gives 50010",
      "amount must be an integer in minor units (centavos for PHP): toMinorUnits('1000000.50', 'PHP') gives 100000050",
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
    const params = payment({ amount: toMinorUnits('500.10', 'PHP') });
    await setup.client.philippines.createPayment(params);
    expect(paymentsOf(params.mchOrderId).map((record) => record.amount)).toEqual([50010]);
  });

  it('surfaces a reused order id as GatewayError 21007 without touching the first payment', async () => {
    const params = payment();
    await setup.client.philippines.createPayment(params);
    const error = await rejectionOf(setup.client.philippines.createPayment({ ...params, amount: 100 }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId).map((record) => record.amount)).toEqual([50010]);
  });

  // The Philippine payment query returns the order id, amount, channel, payer name and e-mail, not the
  // mobile number, notifyUrl, redirectUrl or remark (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html).
  const uncheckable = ['mobile', 'notifyUrl', 'redirectUrl', 'remark'];

  it('creates the payment once after its answer was lost, and ends in OutcomeUnknownError naming what the query cannot confirm', async () => {
    const params = payment();
    const [sent, looked] = [setup.sandbox.hits(path), setup.sandbox.hits(queryPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
    // the lost attempt, the retry refused as a duplicate, then one lookup by order id
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(queryPath) - looked]).toEqual([2, 1]);
  });

  it('is never "recovered" as an earlier payment under the same order id and amount with another payer and notifyUrl', async () => {
    const params = payment();
    await setup.client.philippines.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const other = {
      ...params,
      customerName: 'Maria Santos',
      email: 'maria@example.com',
      notifyUrl: 'https://attacker.example.com/notify',
    };
    const error = await rejectionOf(setup.client.philippines.createPayment(other));
    expect(mismatchOf(error)).toEqual({ differs: ['customerName', 'email'], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ customerName: 'Juan dela Cruz' }]);
  });

  it('does not take an existing payment of another amount for the one whose answer was lost', async () => {
    const params = payment();
    await setup.client.philippines.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createPayment({ ...params, amount: 99 }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error).differs).toEqual(['amount']);
    expect(paymentsOf(params.mchOrderId).map((record) => record.amount)).toEqual([50010]);
  });

  it('lets a format-only violation through to the gateway when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const params = payment({ mobile: '123456789' });
    const before = setup.sandbox.hits(path);
    await expect(client.philippines.createPayment(params)).resolves.toMatchObject({
      transactionId: expect.any(String),
    });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(paymentsOf(params.mchOrderId)[0]?.mobile).toBe('123456789');
  });
});
