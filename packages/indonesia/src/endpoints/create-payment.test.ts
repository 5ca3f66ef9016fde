import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreatePaymentParams } from './create-payment.js';

const path = '/open-api/indonesia/payment/generate';
const queryPath = '/open-api/payment/query';
const setup = useSandbox();

function payment(overrides: Partial<CreatePaymentParams> = {}): CreatePaymentParams {
  return {
    mchOrderId: uniqueId('id-pay'),
    amount: 50000,
    channelCode: 'ID_BCA_VA',
    customerName: 'Siti Rahma',
    email: 'siti@example.com',
    mobile: '081234567890',
    notifyUrl: 'https://merchant.example.com/notify',
    ...overrides,
  };
}

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((record) => record.mchOrderId === mchOrderId);

describe('indonesia.createPayment', () => {
  it('creates a pending IDR payment in whole rupiah and answers the fields the gateway documents', async () => {
    const params = payment({ redirectUrl: 'https://merchant.example.com/done' });
    const data = await setup.client.indonesia.createPayment(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      transactionStatus: 'PENDING',
      payData: expect.any(String),
      channelType: 'VA',
      channelCode: 'ID_BCA_VA',
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, payData: data.payData, amount: 50000, currency: 'IDR' },
    ]);
  });

  it('refuses a Philippine-style mobile number before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.indonesia.createPayment(payment({ mobile: '09171234567' })));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mobile']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007', async () => {
    const params = payment();
    await setup.client.indonesia.createPayment(params);
    const error = await rejectionOf(setup.client.indonesia.createPayment(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });

  // The unified payment query returns the order id, amount, channel and remark, not the payer's name,
  // e-mail or mobile number or the notifyUrl (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
  const uncheckable = ['customerName', 'email', 'mobile', 'notifyUrl'];

  it('creates the payment once after its answer was lost, and ends in OutcomeUnknownError naming what the query cannot confirm', async () => {
    const params = payment();
    const [sent, looked] = [setup.sandbox.hits(path), setup.sandbox.hits(queryPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(queryPath) - looked]).toEqual([2, 1]);
  });

  it('is never "recovered" as an earlier payment under the same order id and amount with another payer and notifyUrl', async () => {
    const params = payment();
    await setup.client.indonesia.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.indonesia.createPayment({
        ...params,
        customerName: 'Agus Salim',
        notifyUrl: 'https://attacker.example.com/notify',
        remark: 'other',
      }),
    );
    expect(mismatchOf(error)).toEqual({ differs: ['remark'], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ customerName: 'Siti Rahma' }]);
  });

  it('does not take an existing payment on another channel for the one whose answer was lost', async () => {
    const params = payment();
    await setup.client.indonesia.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createPayment({ ...params, channelCode: 'BNI_VA' }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error).differs).toEqual(['channelCode']);
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ channelCode: 'ID_BCA_VA' }]);
  });

  it('lets a format-only violation through to the gateway when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const params = payment({ mobile: '12345' });
    const before = setup.sandbox.hits(path);
    await expect(client.indonesia.createPayment(params)).resolves.toMatchObject({ mchOrderId: params.mchOrderId });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(paymentsOf(params.mchOrderId)[0]?.mobile).toBe('12345');
  });
});
