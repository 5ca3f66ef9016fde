import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { authorizedPayToken, issuePaths, paymentParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/generate';
const queryPath = '/open-api/payment/query';
const setup = useSandbox();
// The payment query returns the amount, currency, country, channel and remark of a payment, not its
// payer, notifyUrl, redirectUrl or terminal (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
const uncheckable = ['customerName', 'email', 'mobile', 'notifyUrl', 'redirectUrl', 'terminalType'];

function paymentsOf(mchOrderId: string) {
  return setup.sandbox.state().payments.filter((record) => record.mchOrderId === mchOrderId);
}

describe('neutral.createPayment', () => {
  it('creates a pending payment and answers its order id, transaction id, status, pay data and channel', async () => {
    const params = paymentParams();
    const data = await setup.client.neutral.createPayment(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.stringMatching(/^TX/),
      transactionStatus: 'PENDING',
      payData: expect.stringMatching(/^https?:\/\//),
      channelType: 'EWALLET',
      channelCode: 'PH_GCASH_URL',
    });
    expect(paymentsOf(params.mchOrderId)).toEqual([
      expect.objectContaining({
        transactionId: data.transactionId,
        amount: 50010,
        currency: 'PHP',
        countryCode: 'PH',
        status: 'PENDING',
      }),
    ]);
  });

  it('refuses an amount in major units with the toMinorUnits call in the currency of the call, over HTTP', async () => {
    const before = setup.sandbox.hits(path);
    const refusal = async (overrides: Record<string, unknown>) => {
      const error = await rejectionOf(setup.client.neutral.createPayment(paymentParams(overrides as never)));
      expect(isRequestValidationError(error)).toBe(true);
      return (error as Error & { issues: { path: string; message: string }[] }).issues;
    };
    expect(await refusal({ currency: 'MYR', countryCode: 'MY', amount: '19.99' })).toEqual([
      {
        path: 'amount',
        message: "amount must be an integer in minor units (sen for MYR): toMinorUnits('19.99', 'MYR') gives 1999",
      },
    ]);
    expect(await refusal({ currency: 'IDR', countryCode: 'ID', amount: '50000.50' })).toEqual([
      {
        path: 'amount',
        message:
          "amount must be an integer in minor units (whole rupiah for IDR), e.g. toMinorUnits('50000', 'IDR') gives 50000 (received '50000.50')",
      },
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('sends a null channel type and lets the gateway derive it from the channel code', async () => {
    const params = paymentParams({
      channelType: null,
      channelCode: 'PH_QRPH_DYNAMIC',
      terminalType: 'WAP',
      osType: 'ANDROID',
    });
    const data = await setup.client.neutral.createPayment(params);
    expect(data).toMatchObject({
      channelType: 'QR',
      channelCode: 'PH_QRPH_DYNAMIC',
      payData: expect.stringMatching(/^000201/),
    });
  });

  it('refuses a non-numeric mobile, an unknown terminal type and a misspelt field before sending, naming each', async () => {
    const before = setup.sandbox.hits(path);
    const params = { ...paymentParams({ mobile: '+639171234567', terminalType: 'TV' as never }), customerNmae: 'typo' };
    const error = await rejectionOf(setup.client.neutral.createPayment(params as never));
    expect(issuePaths(error)).toEqual(['customerNmae', 'mobile', 'terminalType']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses an order id over 32 characters and an amount with decimals, naming both fields', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.neutral.createPayment(paymentParams({ mchOrderId: 'x'.repeat(33), amount: 500.1 })),
    );
    expect(issuePaths(error)).toEqual(['amount', 'mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a direct-debit payment without a pay token, naming payToken', async () => {
    const before = setup.sandbox.hits(path);
    const params = paymentParams({ channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT' });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(issuePaths(error)).toEqual(['payToken']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('creates a direct-debit payment with a pay token the payer authorized in the sandbox', async () => {
    const payToken = await authorizedPayToken(setup);
    const params = paymentParams({ channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT', payToken });
    const data = await setup.client.neutral.createPayment(params);
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      transactionStatus: 'PENDING',
      channelType: 'DIRECT_DEBIT',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
    });
    expect(paymentsOf(params.mchOrderId)).toEqual([
      expect.objectContaining({ transactionId: data.transactionId, payToken }),
    ]);
  });

  it('charges the token once when a direct-debit payment’s answer was lost, and ends in OutcomeUnknownError: the query cannot confirm the token', async () => {
    const payToken = await authorizedPayToken(setup);
    const params = paymentParams({ channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT', payToken });
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: [...uncheckable, 'payToken'].sort() });
    expect(paymentsOf(params.mchOrderId)).toEqual([expect.objectContaining({ payToken })]);
  });

  it('surfaces an unknown pay token as GatewayError 21024, and the gateway records no payment', async () => {
    const params = paymentParams({
      channelType: 'DIRECT_DEBIT',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
      payToken: 'PT-NOT-ISSUED',
    });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.InvalidAccessToken);
    expect(paymentsOf(params.mchOrderId)).toEqual([]);
  });

  it('surfaces a reused order id as GatewayError 21007 without touching the first payment', async () => {
    const params = paymentParams();
    await setup.client.neutral.createPayment(params);
    const error = await rejectionOf(setup.client.neutral.createPayment({ ...params, amount: 100 }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId).map((record) => record.amount)).toEqual([50010]);
  });

  it('creates the payment once after its answer was lost, and ends in OutcomeUnknownError naming what the query cannot confirm', async () => {
    const params = paymentParams();
    const [sent, looked] = [setup.sandbox.hits(path), setup.sandbox.hits(queryPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
    // the lost attempt, the retry refused as a duplicate, then one lookup by order id
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(queryPath) - looked]).toEqual([2, 1]);
  });

  it('does not count channelType: null among the fields to confirm: it asks the gateway to derive the type', async () => {
    const params = paymentParams({ channelType: null });
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ channelType: 'EWALLET' }]);
  });

  it('is never "recovered" as an earlier payment under the same order id and amount with another payer and notifyUrl', async () => {
    const params = paymentParams();
    await setup.client.neutral.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const other = {
      ...params,
      customerName: 'Maria Santos',
      notifyUrl: 'https://attacker.example.com/notify',
      remark: 'order 2002',
    };
    const error = await rejectionOf(setup.client.neutral.createPayment(other));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({ differs: ['remark'], unchecked: uncheckable });
    expect(error instanceof Error && error.message).toMatch(
      /differs in remark and cannot be checked for customerName, .*notifyUrl/,
    );
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { customerName: 'Juan dela Cruz', notifyUrl: params.notifyUrl },
    ]);
  });

  it('does not take an existing payment of another amount or channel for the one whose answer was lost', async () => {
    const params = paymentParams();
    await setup.client.neutral.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.neutral.createPayment({ ...params, amount: 99, channelCode: 'PH_GCASH_QR' }),
    );
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error).differs).toEqual(['amount', 'channelCode']);
    expect(paymentsOf(params.mchOrderId).map((record) => record.amount)).toEqual([50010]);
  });

  it('lets a format-only violation (a 9-digit mobile) through to the gateway when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const params = paymentParams({ mobile: '123456789' });
    const before = setup.sandbox.hits(path);
    await expect(client.neutral.createPayment(params)).resolves.toMatchObject({ transactionStatus: 'PENDING' });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(paymentsOf(params.mchOrderId)[0]?.mobile).toBe('123456789');
  });
});
