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
import { malaysia } from '../../src/index.js';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreatePayoutDataSchema, type CreatePayoutParams } from './create-payout.js';

const path = '/open-api/disbursement';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox();
const listen = useListeners();

/** A fresh payout key of letters and digits, 10–32 characters. */
const payoutKey = (prefix: string) =>
  uniqueId(prefix)
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(10, '0');

// The page (https://docs.paycools.com.my/en/Disbursement/Disburse.html) shows its param table, which these
// params follow, an example request (which leaves out `accountType`, marked required in the table) and an
// example answer. The contract fixtures (copied from the shared set) hold neither: the tests below send
// and read them as the page shows them.
function bankPayout(overrides: Partial<CreatePayoutParams> = {}): CreatePayoutParams {
  const mchOrderId = payoutKey('myout');
  return {
    mchOrderId,
    idempotencyId: `${mchOrderId}I`,
    amount: 50010,
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
    accountType: 'BANK_ACCOUNT',
    accountNo: '8001234567',
    accountName: 'Nur Aisyah',
    remark: 'supplier invoice 12',
    ...overrides,
  };
}

const balance = (currency = 'MYR') => setup.sandbox.balances(setup.merchant.appId)[currency] ?? 0;
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

describe('malaysia.createPayout', () => {
  it('pays MYR in sen to a bank account, answering a pending payout and debiting the MYR balance once', async () => {
    const params = bankPayout();
    const [before, rupiah] = [balance(), balance('IDR')];
    const data = await setup.client.malaysia.createPayout(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      transactionStatus: 'PENDING',
      transactionTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(payoutsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 50010, currency: 'MYR', countryCode: 'MY', transferCode: 'CIMB' },
    ]);
    // Indonesia's payout shares the path: this one is served as Malaysia's, from the MYR balance.
    expect([balance(), balance('IDR')]).toEqual([before - 50010, rupiah]);
  });

  it('pays a mobile number (DuitNow) at a wallet', async () => {
    const params = bankPayout({
      payMethodCode: 'EWALLET',
      transferCode: 'TNG',
      accountType: 'MOBILE_NUMBER',
      accountNo: '0123456789',
    });
    await setup.client.malaysia.createPayout(params);
    expect(payoutsOf(params.mchOrderId)).toMatchObject([{ payMethodCode: 'EWALLET', accountNo: '0123456789' }]);
  });

  it('sends the page’s example request, without accountType, and is served as Malaysia’s payout', async () => {
    // The page's example param, with fresh keys (its TestMchOrderIdD0001 for both).
    const mchOrderId = payoutKey('myexample');
    const documented = {
      mchOrderId,
      idempotencyId: mchOrderId,
      amount: 100,
      payMethodCode: 'BANK',
      transferCode: 'RHBB',
      accountNo: '1234',
      accountName: 'account',
      remark: 'remark',
    } as const;
    const before = balance();
    const data = await setup.client.malaysia.createPayout(documented);
    expect(data).toMatchObject({ transactionStatus: 'PENDING' });
    expect(payoutsOf(mchOrderId)).toMatchObject([{ transactionId: data.transactionId, countryCode: 'MY' }]);
    expect(balance()).toBe(before - 100);
  });

  it('reads the page’s example answer, and one holding only the transaction id', () => {
    const documented = {
      transactionId: 'D1036653581161279102',
      transactionStatus: 'PENDING',
      transactionTime: '2022-05-24 12:51:07',
    };
    expect(v.parse(CreatePayoutDataSchema, documented)).toEqual(documented);
    expect(v.parse(CreatePayoutDataSchema, { transactionId: 'D1' })).toEqual({ transactionId: 'D1' });
  });

  it('refuses an unknown account type, a short order id and a missing transferCode, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.malaysia.createPayout(bankPayout({ accountType: 'IBAN' as never, mchOrderId: 'short' })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'accountType',
      'mchOrderId',
    ]);
    const { transferCode: _code, ...withoutCode } = bankPayout();
    const missing = await rejectionOf(setup.client.malaysia.createPayout(withoutCode as never));
    expect(isRequestValidationError(missing) && missing.issues.map((issue) => issue.path)).toEqual(['transferCode']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a gateway that reads the request otherwise than the page’s table (21002) as GatewayError, sent once, moving no money', async () => {
    const params = bankPayout();
    const before = balance();
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'business-code', code: GatewayCode.ParamError, message: 'transferCode' });
    const error = await rejectionOf(setup.client.malaysia.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.ParamError);
    expect(setup.sandbox.hits(path) - sent).toBe(1);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('surfaces a payout above the balance as GatewayError 21014 and moves no money', async () => {
    const before = balance();
    const params = bankPayout({ amount: before + 1 });
    const error = await rejectionOf(setup.client.malaysia.createPayout(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantBalanceInsufficient);
    expect(payoutsOf(params.mchOrderId)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('surfaces a reused idempotency id as GatewayError 21015 and pays nothing more', async () => {
    const params = bankPayout();
    await setup.client.malaysia.createPayout(params);
    const before = balance();
    const error = await rejectionOf(
      setup.client.malaysia.createPayout({ ...params, mchOrderId: payoutKey('myother') }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateIdempotencyId);
    expect(balance()).toBe(before);
  });

  it('pays out once after the gateway committed it and the answer was lost, and ends in OutcomeUnknownError naming what the status check cannot confirm', async () => {
    const params = bankPayout();
    const before = balance();
    const [sent, checked] = [setup.sandbox.hits(path), setup.sandbox.hits(checkPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.malaysia.createPayout(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      mchOrderId: params.mchOrderId,
      idempotencyId: params.idempotencyId,
    });
    // The check returns the order id, amount, country and remark, not the payee or the pay method.
    expect(mismatchOf(error)).toEqual({
      differs: [],
      unchecked: ['accountName', 'accountNo', 'accountType', 'idempotencyId', 'payMethodCode', 'transferCode'],
    });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - params.amount);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(checkPath) - checked]).toEqual([2, 1]);
  });

  it('sends again and pays once when the first attempt failed at the gateway before committing', async () => {
    const params = bankPayout();
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    await expect(setup.client.malaysia.createPayout(params)).resolves.toMatchObject({ transactionStatus: 'PENDING' });
    expect(payoutsOf(params.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - params.amount);
  });

  it('has its outcome notified to the payout notification URL as disbursement.failed, confirmed with the payout status check in MY', async () => {
    const seen: Notification[] = [];
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [malaysia],
      confirm: setup.client,
      on: { 'disbursement.failed': (notification) => void seen.push(notification) },
      onError: (error) => void errors.push(error),
    });
    const url = await listen(toNodeListener(handler));
    setup.sandbox.updateMerchant({ appId: setup.merchant.appId, payoutNotifyUrl: `${url}/payouts` });
    const params = bankPayout();
    const before = balance();
    const { transactionId } = await setup.client.malaysia.createPayout(params);
    setup.sandbox.failPayout({ transactionId: transactionId ?? '' });
    await setup.sandbox.notificationsIdle();
    expect(errors).toEqual([]);
    expect(seen).toMatchObject([
      {
        eventName: 'disbursement.failed',
        payload: { mchOrderId: params.mchOrderId, transactionId, amount: 50010, transactionStatus: 'FAILED' },
        record: { mchOrderId: params.mchOrderId, countryCode: 'MY', currency: 'MYR' },
      },
    ]);
    // A failed payout gives the money back.
    expect(balance()).toBe(before);
  });
});
