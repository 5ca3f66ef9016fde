import {
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type ResponseEvent,
} from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreatePayoutParams } from './create-payout.js';

const path = '/open-api/indonesia/disbursement/transfer';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox();

function payout(overrides: Partial<CreatePayoutParams> = {}): CreatePayoutParams {
  return {
    mchOrderId: uniqueId('id-payout'),
    idempotencyId: uniqueId('id-idempotency'),
    amount: 150000,
    accountNo: '1234567890',
    accountName: 'Budi Santoso',
    mobile: '081234567890',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
    ...overrides,
  };
}

const balance = () => setup.sandbox.balances(setup.merchant.appId).IDR ?? 0;
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

describe('indonesia.createPayout', () => {
  it('takes the gateway’s 1000 "success" answer as success and resolves with the pending payout', async () => {
    const codes: (number | undefined)[] = [];
    const client = await setup.clientWith({
      hooks: { afterResponse: [(event: ResponseEvent) => void codes.push(event.code)] },
    });
    const params = payout();
    const before = balance();
    const data = await client.indonesia.createPayout(params);
    expect(codes).toEqual([GatewayCode.AlternateSuccess]);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      transactionStatus: 'PENDING',
      transactionTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 150000, currency: 'IDR' },
    ]);
    expect(balance()).toBe(before - 150000);
  });

  it('refuses 9999 rupiah, below the 10000 minimum, before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.indonesia.createPayout(payout({ amount: 9999 })));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['amount']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses an order id under 10 characters and a mobile number not starting with 08, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.indonesia.createPayout(payout({ mchOrderId: 'short', mobile: '09171234567' })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'mchOrderId',
      'mobile',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a payout above the balance as GatewayError 21014 and moves no money', async () => {
    const before = balance();
    const params = payout({ amount: before + 1 });
    const error = await rejectionOf(setup.client.indonesia.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('surfaces a reused idempotency id as GatewayError 21015 and pays nothing more', async () => {
    const params = payout();
    await setup.client.indonesia.createPayout(params);
    const before = balance();
    const error = await rejectionOf(
      setup.client.indonesia.createPayout({ ...params, mchOrderId: uniqueId('id-payout-other') }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateIdempotencyId);
    expect(balance()).toBe(before);
  });

  // The payout status check returns the order id, amount, country and remark of a payout, but not its
  // account, bank, mobile, pay method or idempotency id (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html).
  const uncheckable = ['accountName', 'accountNo', 'idempotencyId', 'mobile', 'payMethodCode', 'transferCode'];

  it('pays out once after the gateway committed it and the answer was lost, and ends in OutcomeUnknownError naming what the check cannot confirm', async () => {
    const params = payout();
    const before = balance();
    const [sent, checked] = [setup.sandbox.hits(path), setup.sandbox.hits(checkPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createPayout(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: uncheckable });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - params.amount);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(checkPath) - checked]).toEqual([2, 1]);
  });

  it('is never "recovered" as the payout to another account made earlier under the same keys and amount', async () => {
    const params = payout();
    await setup.client.indonesia.createPayout(params);
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.indonesia.createPayout({ ...params, accountNo: '9876543210', transferCode: 'BCA' }),
    );
    expect(mismatchOf(error).unchecked).toEqual(expect.arrayContaining(['accountNo', 'transferCode']));
    expect(payoutsOf(params.mchOrderId)).toMatchObject([{ accountNo: '1234567890' }]);
    expect(balance()).toBe(before);
  });

  it('ends in OutcomeUnknownError naming amount as differing when the payout found under the keys has another one', async () => {
    const params = payout();
    await setup.client.indonesia.createPayout(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createPayout({ ...params, amount: 20000 }));
    expect(mismatchOf(error)).toEqual({ differs: ['amount'], unchecked: uncheckable });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
  });
});
