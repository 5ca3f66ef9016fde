import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreatePayoutParams } from './create-payout.js';

const path = '/open-api/philippines/disbursement/transfer';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox();

type BankPayoutParams = Extract<CreatePayoutParams, { payMethodCode: 'BANK' }>;

function bankPayout(overrides: Partial<BankPayoutParams> = {}): BankPayoutParams {
  return {
    mchOrderId: uniqueId('out'),
    idempotencyId: uniqueId('idem-out'),
    amount: 150000,
    accountNo: '001234567890',
    accountName: "Jose O'Neil-Reyes Jr.",
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
    remark: 'supplier invoice 77',
    ...overrides,
  };
}

const balance = () => setup.sandbox.balances(setup.merchant.appId).PHP ?? 0;
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

describe('philippines.createPayout', () => {
  it('pays out to a bank account, answering a pending payout and debiting the balance once', async () => {
    const params = bankPayout();
    const before = balance();
    const data = await setup.client.philippines.createPayout(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      transactionStatus: 'PENDING',
      transactionTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 150000, currency: 'PHP' },
    ]);
    expect(balance()).toBe(before - 150000);
  });

  it('pays out to an e-wallet named by its 09 mobile number', async () => {
    const params: CreatePayoutParams = {
      ...bankPayout(),
      payMethodCode: 'EWALLET',
      accountNo: '09171234567',
      transferCode: 'GCASH',
    };
    await expect(setup.client.philippines.createPayout(params)).resolves.toMatchObject({
      transactionStatus: 'PENDING',
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([{ payMethodCode: 'EWALLET', accountNo: '09171234567' }]);
  });

  it('refuses a wallet number that is not a mobile number, a short idempotency id and a name with symbols, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const params: CreatePayoutParams = {
      ...bankPayout({ idempotencyId: 'short', accountName: 'Jose & Co' }),
      payMethodCode: 'EWALLET',
      accountNo: '001234567890',
    };
    const error = await rejectionOf(setup.client.philippines.createPayout(params));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'accountName',
      'accountNo',
      'idempotencyId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses an unknown pay method before sending', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.philippines.createPayout({ ...bankPayout(), payMethodCode: 'CARD' } as never),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['payMethodCode']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('reports every missing field of an empty payout at once, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.philippines.createPayout({} as never));
    expect(isRequestValidationError(error) && error.message).toBe(
      // transferCode is not listed: a SCANQR payout goes without one.
      'Invalid params for /open-api/philippines/disbursement/transfer: payMethodCode is required: one of "BANK" | "EWALLET" | "SCANQR"; mchOrderId is required; idempotencyId is required; amount is required; accountName is required; accountNo is required',
    );
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a payout above the balance as GatewayError 21014 and moves no money', async () => {
    const before = balance();
    const params = bankPayout({ amount: before + 1 });
    const error = await rejectionOf(setup.client.philippines.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007 and pays nothing more', async () => {
    const params = bankPayout();
    await setup.client.philippines.createPayout(params);
    const before = balance();
    const error = await rejectionOf(
      setup.client.philippines.createPayout({ ...params, idempotencyId: uniqueId('idem-again') }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(balance()).toBe(before);
  });

  // The payout status check returns the order id, amount, country and remark of a payout, but not its
  // account, bank, pay method or idempotency id (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html):
  // a payout found under the keys can never be proven to be the call's, so recovery reports those unchecked.
  const uncheckable = ['accountName', 'accountNo', 'idempotencyId', 'payMethodCode', 'transferCode'];

  it('pays out once after the gateway committed it and the answer was lost, and ends in OutcomeUnknownError naming what the check cannot confirm', async () => {
    const params = bankPayout();
    const before = balance();
    const [sent, checked] = [setup.sandbox.hits(path), setup.sandbox.hits(checkPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createPayout(params));
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
    const params = bankPayout();
    await setup.client.philippines.createPayout(params);
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createPayout({ ...params, accountNo: '009876543210' }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    expect(mismatchOf(error).unchecked).toContain('accountNo');
    expect(error instanceof Error && error.message).toMatch(/cannot be checked for [a-zA-Z, ]*accountNo/);
    expect(payoutsOf(params.mchOrderId)).toMatchObject([{ accountNo: '001234567890' }]);
    expect(balance()).toBe(before);
  });

  it('ends in OutcomeUnknownError naming amount and remark as differing when the payout found under the keys has other ones', async () => {
    const params = bankPayout();
    await setup.client.philippines.createPayout(params);
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.philippines.createPayout({ ...params, amount: 1, remark: 'another invoice' }),
    );
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    expect(mismatchOf(error)).toEqual({ differs: ['amount', 'remark'], unchecked: uncheckable });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before);
  });
});

// https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html: SCANQR pays the account a QR
// code names (accountNo its content, accountName the merchant name it holds), and any payout may carry
// the payee's identity.
const qrContent =
  '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX0316MANGINASAL000120416MANGINASAL00012520458145303608540550.005802PH5911MANG INASAL6006MANILA6304ABCD';

const payee = {
  idCardPicUrl: 'https://merchant.example.com/kyc/id-42.jpg',
  idCardExpiryDate: '2030-05-26',
  birthPlace: 'Quezon City',
  gender: 1,
  email: 'jose@example.com',
} as const;

function qrPayout(
  overrides: Partial<Extract<CreatePayoutParams, { payMethodCode: 'SCANQR' }>> = {},
): CreatePayoutParams {
  return {
    mchOrderId: uniqueId('qr-out'),
    idempotencyId: uniqueId('idem-qr-out'),
    amount: 5000,
    accountNo: qrContent,
    accountName: 'MANG INASAL & Co.',
    payMethodCode: 'SCANQR',
    remark: 'refund to QR',
    ...overrides,
  };
}

describe('philippines.createPayout to a scanned QR code (SCANQR), with the payee’s identity', () => {
  it('pays out to the QR code’s content without a transfer code, keeping the payee’s identity on the payout', async () => {
    const params = qrPayout(payee);
    const before = balance();
    await expect(setup.client.philippines.createPayout(params)).resolves.toMatchObject({
      mchOrderId: params.mchOrderId,
      transactionStatus: 'PENDING',
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      {
        payMethodCode: 'SCANQR',
        accountNo: qrContent,
        accountName: 'MANG INASAL & Co.',
        transferCode: null,
        payee: { ...payee },
      },
    ]);
    expect(balance()).toBe(before - 5000);
  });

  it('takes the payee’s identity on a bank payout too', async () => {
    const params = { ...bankPayout(), gender: 0, birthPlace: 'Cebu' } as CreatePayoutParams;
    await setup.client.philippines.createPayout(params);
    expect(payoutsOf(params.mchOrderId)[0]?.payee).toEqual({
      idCardPicUrl: null,
      idCardExpiryDate: null,
      birthPlace: 'Cebu',
      gender: 0,
      email: null,
    });
  });

  it('refuses an empty QR content, a merchant name over 30 characters, a gender the page does not number and an expiry that is no date before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.philippines.createPayout(
        qrPayout({ accountNo: '', accountName: 'M'.repeat(31), gender: 3 as never, idCardExpiryDate: '2030-02-30' }),
      ),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'accountName',
      'accountNo',
      'gender',
      'idCardExpiryDate',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a short balance as GatewayError 21014 and records nothing', async () => {
    const params = qrPayout({ amount: balance() + 1 });
    const error = await rejectionOf(setup.client.philippines.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
  });

  it('ends a connection reset after the commit in OutcomeUnknownError naming what the status check cannot confirm, paying once', async () => {
    const params = qrPayout(payee);
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createPayout(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    expect(mismatchOf(error).unchecked).toEqual(
      expect.arrayContaining(['accountNo', 'accountName', 'payMethodCode', 'idCardPicUrl', 'gender']),
    );
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - 5000);
  });
});
