import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const TH = '/open-api/disbursement/transfer';
const CHECK = '/open-api/disbursement/check';

/** A Thai bank payout as the param table of https://docs.bluepay.asia/en/Disbursement/Disburse.html lists it. */
const bankPayout = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  mchOrderId: orderId('TH'),
  idempotencyId: orderId('TI'),
  amount: 50020,
  payMethodCode: 'BANK',
  transferCode: 'KBANK',
  accountNo: '1234567890',
  accountName: 'Somchai Jaidee',
  accountType: 'INDIVIDUAL',
  accountTaxId: '1101700203451',
  mobile: '0812345678',
  ...overrides,
});

describe('Thai payouts', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({}, { balances: { THB: 1_000_000 } });
  });
  afterAll(() => t.sandbox.close());

  const payoutsOf = (params: Record<string, unknown>) =>
    t.sandbox.state().payouts.filter((payout) => payout.mchOrderId === params['mchOrderId']);

  it('pays THB to a bank, debiting the balance at once, and finds the payout through the check in TH', async () => {
    const before = t.sandbox.balances(t.merchant.appId)['THB'] ?? 0;
    const params = bankPayout();
    const { code, data } = await t.gateway.call(TH, params);
    expect(code).toBe(10000);
    expect(data).toMatchObject({ mchOrderId: params['mchOrderId'], transactionStatus: 'PENDING' });
    expect(t.sandbox.balances(t.merchant.appId)['THB']).toBe(before - 50020);
    const check = await t.gateway.call(CHECK, { mchOrderId: params['mchOrderId'], countryCode: 'TH' });
    expect(check.data).toMatchObject({ countryCode: 'TH', currency: 'THB', amount: 50020 });
  });

  it('pays a PromptPay id of either kind and an e-wallet without a wallet code', async () => {
    const promptPay = {
      mchOrderId: orderId('TP'),
      idempotencyId: orderId('TQ'),
      amount: 100,
      payMethodCode: 'PROMPTPAY',
      promptpayAccountType: 'MSISDN',
      accountNo: '0812345678',
    };
    expect((await t.gateway.call(TH, promptPay)).code).toBe(10000);
    const wallet = { ...promptPay, mchOrderId: orderId('TW'), idempotencyId: orderId('TX'), payMethodCode: 'EWALLET' };
    delete (wallet as Record<string, unknown>)['promptpayAccountType'];
    expect((await t.gateway.call(TH, wallet)).code).toBe(10000);
    expect([...payoutsOf(promptPay), ...payoutsOf(wallet)]).toMatchObject([
      { payMethodCode: 'PROMPTPAY', accountName: null, transferCode: null, currency: 'THB' },
      { payMethodCode: 'EWALLET', accountName: null, transferCode: null, currency: 'THB' },
    ]);
  });

  it('refuses an unknown pay method (21019), a bank payout without bank (21018) or payee details (21002), and a PromptPay id of no kind (21002), recording none', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [bankPayout({ payMethodCode: 'CARD' }), 21019, 'Request pay method code error'],
      [bankPayout({ transferCode: undefined }), 21018, 'Request transfer code error'],
      [
        bankPayout({ accountTaxId: undefined }),
        21002,
        'Request param error: accountTaxId is required for a BANK payout',
      ],
      [
        bankPayout({ mobile: '0212345678' }),
        21002,
        'Request param error: mobile must be 06, 08 or 09 and eight digits',
      ],
      [
        bankPayout({ payMethodCode: 'PROMPTPAY' }),
        21002,
        'Request param error: promptpayAccountType is required for a PROMPTPAY payout',
      ],
    ];
    for (const [params, code, message] of cases) {
      const answer = await t.gateway.call(TH, params);
      expect([answer.code, answer.message]).toEqual([code, message]);
      expect(payoutsOf(params)).toEqual([]);
    }
  });

  it('refuses a taken idempotencyId with 21015, a taken order id with 21007 and an amount above the balance with 21014', async () => {
    const params = bankPayout();
    await t.gateway.call(TH, params);
    expect((await t.gateway.call(TH, { ...params, mchOrderId: orderId('TH') })).code).toBe(21015);
    expect((await t.gateway.call(TH, { ...params, idempotencyId: orderId('TI') })).code).toBe(21007);
    const rich = bankPayout({ amount: 100_000_000_000 });
    expect((await t.gateway.call(TH, rich)).code).toBe(21014);
    expect(payoutsOf(params)).toHaveLength(1);
  });
});
