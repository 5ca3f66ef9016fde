import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payCoolsId, rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import { CreateDisbursementDataSchema, type CreateDisbursementParams } from './create-disbursement.js';

const path = '/open-api/disbursement';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox();

function disbursement(overrides: Partial<CreateDisbursementParams> = {}): CreateDisbursementParams {
  const mchOrderId = payCoolsId('Disburse');
  return {
    mchOrderId,
    idempotencyId: `${mchOrderId}T1`,
    amount: 50000,
    accountNo: '109594480004',
    accountName: 'Budi Santoso',
    payMethodCode: 'BANK',
    bankCode: 'CIMB',
    disbursementType: 'BI_FAST',
    ...overrides,
  };
}

const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((payout) => payout.mchOrderId === mchOrderId);
const idrBalance = () =>
  setup.sandbox.state().merchants.find((merchant) => merchant.appId === setup.merchant.appId)?.balances['IDR'];

describe('indonesia.createDisbursement', () => {
  it('pays out whole rupiah to a bank, debiting the balance once; each field of the answer is optional', async () => {
    const params = disbursement();
    const balance = idrBalance() ?? 0;
    const data = await setup.client.indonesia.createDisbursement(params);
    expect(data).toMatchObject({ mchOrderId: params.mchOrderId, transactionStatus: 'PENDING' });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      { amount: 50000, currency: 'IDR', transferCode: 'CIMB', status: 'PENDING' },
    ]);
    expect(idrBalance()).toBe(balance - 50000);
    expect(v.parse(CreateDisbursementDataSchema, {})).toEqual({});
  });

  it('reads the page’s example answer (https://developers.paycools.co.id/en/disbursement/Disburse.html), cut short after its status in the copy read', () => {
    const documented = { transactionId: 'D1036653581161279102', transactionStatus: 'PENDING' };
    expect(v.parse(CreateDisbursementDataSchema, documented)).toEqual(documented);
  });

  // The page's example request leaves out idempotencyId, accountName and payMethodCode, which its table
  // marks mandatory: the SDK keeps asking for them (the idempotency key is what makes a retry safe).
  it('refuses the page’s example request as shown, naming the three fields its table requires, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const documented = {
      bankCode: '1123',
      mchOrderId: payCoolsId('Example'),
      amount: 10000,
      accountNo: '12345678',
      remark: 'test disbursement',
    };
    const error = await rejectionOf(setup.client.indonesia.createDisbursement(documented as never));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'accountName',
      'idempotencyId',
      'payMethodCode',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('pays out to an e-wallet with its ewalletCode', async () => {
    const params = disbursement({ payMethodCode: 'EWALLET', bankCode: undefined, ewalletCode: 'OVO' });
    const { bankCode: _bankCode, ...withoutBank } = params;
    await setup.client.indonesia.createDisbursement(withoutBank);
    expect(payoutsOf(params.mchOrderId)).toMatchObject([{ payMethodCode: 'EWALLET', transferCode: 'OVO' }]);
  });

  it('refuses a BANK payout without its bankCode, even with format checks off, and an amount under 10000 rupiah, before sending anything', async () => {
    const { bankCode: _bankCode, ...withoutBank } = disbursement();
    const client = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const missing = await rejectionOf(client.indonesia.createDisbursement(withoutBank));
    expect(isRequestValidationError(missing) && missing.issues.map((issue) => issue.path)).toEqual(['bankCode']);
    const small = await rejectionOf(setup.client.indonesia.createDisbursement(disbursement({ amount: 9999 })));
    expect(isRequestValidationError(small) && small.issues.map((issue) => issue.path)).toEqual(['amount']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an amount above the balance as GatewayError 21014 and moves no money', async () => {
    setup.sandbox.setBalance({ appId: setup.merchant.appId, currency: 'IDR', amount: 20_000 });
    const params = disbursement({ amount: 30_000 });
    const error = await rejectionOf(setup.client.indonesia.createDisbursement(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(idrBalance()).toBe(20_000);
    setup.sandbox.setBalance({ appId: setup.merchant.appId, currency: 'IDR', amount: 100_000_000 });
  });

  it('pays out once after the gateway committed it and the answer was lost, and ends in OutcomeUnknownError naming what the status check cannot confirm', async () => {
    const params = disbursement();
    const balance = idrBalance() ?? 0;
    const [sent, checked] = [setup.sandbox.hits(path), setup.sandbox.hits(checkPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createDisbursement(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    // The check returns the order id, amount, country and remark, not the payee or the pay method.
    expect(mismatchOf(error)).toEqual({
      differs: [],
      unchecked: ['accountName', 'accountNo', 'bankCode', 'disbursementType', 'idempotencyId', 'payMethodCode'],
    });
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(checkPath) - checked]).toEqual([2, 1]);
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(idrBalance()).toBe(balance - params.amount);
  });

  it('sends again and pays out once when the first attempt failed at the gateway before committing', async () => {
    const params = disbursement();
    const balance = idrBalance() ?? 0;
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    await expect(setup.client.indonesia.createDisbursement(params)).resolves.toMatchObject({
      mchOrderId: params.mchOrderId,
      transactionStatus: 'PENDING',
    });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(idrBalance()).toBe(balance - params.amount);
  });
});
