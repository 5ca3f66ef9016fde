import {
  createNotificationHandler,
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type Notification,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { mismatchOf, useListeners } from '@lintas/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { thailand } from '../../src/index.js';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreatePayoutDataSchema, type CreatePayoutParams } from './create-payout.js';

const path = '/open-api/disbursement/transfer';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox();
const listen = useListeners();

type BankPayoutParams = Extract<CreatePayoutParams, { payMethodCode: 'BANK' }>;

/** A fresh payout key of letters and digits, 10–32 characters. */
const payoutKey = (prefix: string) => uniqueId(prefix).replace(/-/g, '').padEnd(10, '0');

// The J&T and wallet copies of the page (https://jtdocs.bluepay.asia/en/Disbursement/Disburse.html,
// https://docs-wallet.bluepay.asia/en/Disbursement/Disburse.html) show no request or answer example; the
// copy read of https://docs.bluepay.asia/en/Disbursement/Disburse.html shows a request body cut short
// after its sign, its param not shown. These params follow the param table.
function bankPayout(overrides: Partial<BankPayoutParams> = {}): BankPayoutParams {
  const mchOrderId = payoutKey('thout');
  return {
    mchOrderId,
    idempotencyId: `${mchOrderId}I`,
    amount: 50020,
    payMethodCode: 'BANK',
    transferCode: 'KBANK',
    accountNo: '1234567890',
    accountName: 'Somchai Jaidee',
    accountType: 'INDIVIDUAL',
    accountTaxId: '1101700203451',
    mobile: '0812345678',
    remark: 'supplier invoice 77',
    ...overrides,
  };
}

const balance = () => setup.sandbox.balances(setup.merchant.appId)['THB'] ?? 0;
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

describe('thailand.createPayout', () => {
  it('pays THB in satang to a bank account, answering a pending payout and debiting the balance once', async () => {
    const params = bankPayout();
    const before = balance();
    const data = await setup.client.thailand.createPayout(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      transactionStatus: 'PENDING',
      transactionTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 50020, currency: 'THB', countryCode: 'TH', transferCode: 'KBANK' },
    ]);
    expect(balance()).toBe(before - 50020);
  });

  it('pays a PromptPay id named by its kind, without a bank, a name or the payee’s details', async () => {
    const { mchOrderId, idempotencyId } = bankPayout();
    await setup.client.thailand.createPayout({
      mchOrderId,
      idempotencyId,
      amount: 10000,
      payMethodCode: 'PROMPTPAY',
      promptpayAccountType: 'NATID',
      accountNo: '1101700203451',
    });
    expect(payoutsOf(mchOrderId)).toMatchObject([
      { payMethodCode: 'PROMPTPAY', accountNo: '1101700203451', accountName: null, transferCode: null },
    ]);
  });

  it('pays an e-wallet with only its account number: one copy of the page asks for no wallet code or name', async () => {
    const { mchOrderId, idempotencyId } = bankPayout();
    await setup.client.thailand.createPayout({
      mchOrderId,
      idempotencyId,
      amount: 10000,
      payMethodCode: 'EWALLET',
      accountNo: '0812345678',
    });
    expect(payoutsOf(mchOrderId)).toMatchObject([{ payMethodCode: 'EWALLET', accountNo: '0812345678' }]);
  });

  it('reads an answer holding only the transaction id, since no copy of the page shows one', () => {
    expect(v.parse(CreatePayoutDataSchema, { transactionId: 'D1' })).toEqual({ transactionId: 'D1' });
  });

  it('refuses a bank payout without the payee’s tax id and a PromptPay payout without its kind, with format checks off too, before sending', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const { accountTaxId: _taxId, ...withoutTaxId } = bankPayout();
    const bank = await rejectionOf(client.thailand.createPayout(withoutTaxId as never));
    expect(isRequestValidationError(bank) && bank.issues.map((issue) => issue.path)).toEqual(['accountTaxId']);
    const { mchOrderId, idempotencyId } = bankPayout();
    const promptPay = await rejectionOf(
      client.thailand.createPayout({
        mchOrderId,
        idempotencyId,
        amount: 100,
        payMethodCode: 'PROMPTPAY',
        accountNo: '0812345678',
      } as never),
    );
    expect(isRequestValidationError(promptPay) && promptPay.issues.map((issue) => issue.path)).toEqual([
      'promptpayAccountType',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a mobile number that is not Thai, a short order id and an unknown pay method, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.thailand.createPayout(bankPayout({ mobile: '0212345678', mchOrderId: 'short' })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'mchOrderId',
      'mobile',
    ]);
    const method = await rejectionOf(
      setup.client.thailand.createPayout({ ...bankPayout(), payMethodCode: 'CARD' } as never),
    );
    expect(isRequestValidationError(method) && method.issues.map((issue) => issue.path)).toEqual(['payMethodCode']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a payout above the balance as GatewayError 21014 and moves no money', async () => {
    const before = balance();
    const params = bankPayout({ amount: before + 1 });
    const error = await rejectionOf(setup.client.thailand.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('surfaces a reused idempotency id as GatewayError 21015 and pays nothing more', async () => {
    const params = bankPayout();
    await setup.client.thailand.createPayout(params);
    const before = balance();
    const error = await rejectionOf(
      setup.client.thailand.createPayout({ ...params, mchOrderId: payoutKey('thother') }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateIdempotencyId);
    expect(balance()).toBe(before);
  });

  it('pays out once after the gateway committed it and the answer was lost, and ends in OutcomeUnknownError naming what the status check cannot confirm', async () => {
    const params = bankPayout();
    const before = balance();
    const [sent, checked] = [setup.sandbox.hits(path), setup.sandbox.hits(checkPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.thailand.createPayout(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    // The check returns the order id, amount, country and remark, not the payee or the pay method.
    expect(mismatchOf(error)).toEqual({
      differs: [],
      unchecked: [
        'accountName',
        'accountNo',
        'accountTaxId',
        'accountType',
        'idempotencyId',
        'mobile',
        'payMethodCode',
        'transferCode',
      ],
    });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - params.amount);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(checkPath) - checked]).toEqual([2, 1]);
  });

  it('sends again and pays once when the first attempt failed at the gateway before committing', async () => {
    const params = bankPayout();
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    await expect(setup.client.thailand.createPayout(params)).resolves.toMatchObject({ transactionStatus: 'PENDING' });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - params.amount);
  });

  it('has its outcome notified to the payout notification URL as disbursement.success, confirmed with the payout status check in TH', async () => {
    const seen: Notification[] = [];
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [thailand],
      confirm: setup.client,
      on: { 'disbursement.success': (notification) => void seen.push(notification) },
      onError: (error) => void errors.push(error),
    });
    const url = await listen(toNodeListener(handler));
    setup.sandbox.updateMerchant({ appId: setup.merchant.appId, payoutNotifyUrl: `${url}/payouts` });
    const params = bankPayout();
    const { transactionId } = await setup.client.thailand.createPayout(params);
    setup.sandbox.completePayout({ transactionId: transactionId ?? '' });
    await setup.sandbox.notificationsIdle();
    expect(errors).toEqual([]);
    expect(seen).toMatchObject([
      {
        eventName: 'disbursement.success',
        payload: { mchOrderId: params.mchOrderId, transactionId, amount: 50020, transactionStatus: 'COMPLETED' },
        record: { mchOrderId: params.mchOrderId, countryCode: 'TH', currency: 'THB' },
      },
    ]);
  });
});
