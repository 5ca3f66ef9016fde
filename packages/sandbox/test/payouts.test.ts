import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId, payoutParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const PH = '/open-api/philippines/disbursement/transfer';
const ID = '/open-api/indonesia/disbursement/transfer';
const CHECK = '/open-api/disbursement/check';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('payouts', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({}, { balances: { PHP: 500_000, IDR: 1_000_000 } });
  });
  afterAll(() => t.sandbox.close());

  const idParams = (overrides: Record<string, unknown> = {}) =>
    payoutParams({ payMethodCode: 'BANK', transferCode: 'CIMB', amount: 10_000, mobile: '081234567890', ...overrides });

  it('pays a Philippine SCANQR payout to the QR content without a transfer code, keeping the payee’s identity', async () => {
    // https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html
    const qr = '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX5802PH5911MANG INASAL6006MANILA6304ABCD';
    const params = payoutParams({
      payMethodCode: 'SCANQR',
      accountNo: qr,
      accountName: 'MANG INASAL',
      transferCode: undefined,
      amount: 5_000,
      idCardExpiryDate: '2030-05-26',
      gender: 2,
    });
    const answer = await t.gateway.call(PH, params);
    expect(answer.code).toBe(10000);
    expect(t.sandbox.state().payouts.find((payout) => payout.mchOrderId === params['mchOrderId'])).toMatchObject({
      payMethodCode: 'SCANQR',
      accountNo: qr,
      transferCode: null,
      payee: { idCardPicUrl: null, idCardExpiryDate: '2030-05-26', birthPlace: null, gender: 2, email: null },
    });
  });

  it('refuses an unknown Philippine pay method with 21019, a bank payout without transfer code with 21018 and a bank account number over 50 characters with 21002, recording none', async () => {
    const cash = payoutParams({ payMethodCode: 'CASH' });
    const unknown = await t.gateway.call(PH, cash);
    expect([unknown.code, unknown.message]).toEqual([21019, 'Request pay method code error']);
    const bank = payoutParams({ payMethodCode: 'BANK', transferCode: undefined });
    const noTransfer = await t.gateway.call(PH, bank);
    expect([noTransfer.code, noTransfer.message]).toEqual([21018, 'Request transfer code error']);
    const long = payoutParams({ accountNo: '1'.repeat(51) });
    const tooLong = await t.gateway.call(PH, long);
    expect([tooLong.code, tooLong.message]).toEqual([21002, 'Request param error: accountNo must be 1-50 characters']);
    const orders = [cash['mchOrderId'], bank['mchOrderId'], long['mchOrderId']];
    expect(t.sandbox.state().payouts.filter((payout) => orders.includes(payout.mchOrderId))).toEqual([]);
  });

  it('creates a Philippine payout PENDING and debits the balance at once', async () => {
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const params = payoutParams({ amount: 100_000 });
    const { code, message, data } = await t.gateway.call(PH, params);
    expect([code, message]).toEqual([10000, 'Success']);
    expect(data).toEqual({
      mchOrderId: params['mchOrderId'],
      transactionId: expect.stringMatching(/^TX\d{20}$/),
      transactionStatus: 'PENDING',
      transactionTime: expect.stringMatching(LOCAL_TIME),
    });
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before - 100_000);
  });

  it('answers the Indonesian payout with code 1000 "success"', async () => {
    const params = idParams();
    const answer = await t.gateway.call(ID, params);
    expect(answer.code).toBe(1000);
    expect(answer.message).toBe('success');
    expect(answer.data.transactionStatus).toBe('PENDING');
    const check = await t.gateway.call(CHECK, { mchOrderId: params['mchOrderId'], countryCode: 'ID' });
    expect(check.data).toMatchObject({ currency: 'IDR', countryCode: 'ID', amount: 10_000 });
  });

  it.each([
    ['amount below 10000', { amount: 9_999 }, 'amount must be at least 10000'],
    ['a short mchOrderId', { mchOrderId: 'SHORT' }, 'mchOrderId must be 10-32 characters'],
    ['a short idempotencyId', { idempotencyId: 'abc' }, 'idempotencyId must be 10-32 characters'],
    ['an unknown payMethodCode', { payMethodCode: 'CASH' }, 'payMethodCode must be one of BANK, EWALLET'],
  ])('refuses an Indonesian payout with %s (21002)', async (_, overrides, detail) => {
    expect((await t.gateway.call(ID, idParams(overrides))).message).toBe(`Request param error: ${detail}`);
  });

  it('bounds the Philippine idempotencyId to 10-30 characters', async () => {
    const answer = await t.gateway.call(PH, payoutParams({ idempotencyId: 'x'.repeat(31) }));
    expect(answer.message).toBe('Request param error: idempotencyId must be 10-30 characters');
  });

  it('refuses a duplicate idempotencyId with 21015 before a duplicate mchOrderId with 21007', async () => {
    const params = payoutParams({ amount: 100 });
    await t.gateway.call(PH, params);
    expect(await t.gateway.call(PH, params)).toEqual({ code: 21015, message: 'Duplicate idempotencyId', data: null });
    expect(await t.gateway.call(PH, { ...params, idempotencyId: orderId('NEW') })).toEqual({
      code: 21007,
      message: 'Duplicate merchant order id',
      data: null,
    });
  });

  it('refuses a payout above the balance with 21014 and debits nothing', async () => {
    const balance = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const answer = await t.gateway.call(PH, payoutParams({ amount: balance + 1 }));
    expect(answer).toEqual({ code: 21014, message: 'Merchant balance insufficient', data: null });
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(balance);
  });

  it('checks a payout by transactionId through completion', async () => {
    const params = payoutParams({ amount: 500, remark: undefined });
    const created = (await t.gateway.call(PH, params)).data;
    const pending = await t.gateway.call(CHECK, { transactionId: created.transactionId });
    expect(pending.data).toEqual({
      mchOrderId: params['mchOrderId'],
      transactionId: created.transactionId,
      countryCode: 'PH',
      currency: 'PHP',
      amount: 500,
      transactionStatus: 'PENDING',
      createTime: expect.stringMatching(LOCAL_TIME),
    });
    t.sandbox.completePayout(created.transactionId);
    const done = await t.gateway.call(CHECK, { mchOrderId: params['mchOrderId'] });
    expect(done.data.transactionStatus).toBe('COMPLETED');
    expect(done.data.returnTime).toMatch(LOCAL_TIME);
  });

  it('re-credits the balance when a payout fails, with the failure in the check', async () => {
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const created = (await t.gateway.call(PH, payoutParams({ amount: 700 }))).data;
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before - 700);
    t.sandbox.failPayout(
      { transactionId: created.transactionId },
      { failedCode: -10005, failedMessage: 'Transaction Destination Account Error' },
    );
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before);
    const { data } = await t.gateway.call(CHECK, { transactionId: created.transactionId });
    expect(data).toMatchObject({
      transactionStatus: 'FAILED',
      failedCode: -10005,
      failedMessage: 'Transaction Destination Account Error',
    });
  });

  it('answers 21006 for an unknown payout and 21002 when neither id is given', async () => {
    expect((await t.gateway.call(CHECK, { mchOrderId: 'nothing-here' })).code).toBe(21006);
    expect((await t.gateway.call(CHECK, { countryCode: 'PH' })).code).toBe(21002);
  });
});
