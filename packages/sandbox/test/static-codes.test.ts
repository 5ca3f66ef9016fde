import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const CREATE = '/open-api/philippines/static/payment/generate';
const CANCEL = '/open-api/philippines/static/code/cancel';
const TH_LIST = '/open-api/thailand/static/payment/paymentList';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function todayUtc8(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('Philippine static codes', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  const staticParams = (overrides: Record<string, unknown> = {}) => ({
    mchOrderId: orderId('ST'),
    customerName: 'Sari-sari Store',
    channelCode: 'PH_QRPH_STATIC',
    notifyUrl: 'http://127.0.0.1:9/static',
    email: 'store@example.com',
    mobile: '09171234567',
    remark: 'counter 1',
    payMode: 'WEB',
    ...overrides,
  });

  it('creates an ACTIVE static QR code', async () => {
    const params = staticParams();
    const { code, data } = await t.gateway.call(CREATE, params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      payData: expect.stringMatching(/^00020101021126/),
      channelCode: 'PH_QRPH_STATIC',
      channelType: 'QR',
      createTime: expect.stringMatching(LOCAL_TIME),
      status: 'ACTIVE',
      expiresTime: expect.stringMatching(LOCAL_TIME),
    });
    expect((await t.gateway.call(CREATE, params)).code).toBe(21007);
  });

  it('cancels a code once, then answers 21025; unknown codes or channels answer 21006', async () => {
    const params = staticParams();
    const created = (await t.gateway.call(CREATE, params)).data;
    const cancelled = await t.gateway.call(CANCEL, { mchOrderId: params.mchOrderId, channelCode: 'PH_QRPH_STATIC' });
    expect(cancelled.data).toEqual({
      mchOrderId: params.mchOrderId,
      payData: created.payData,
      channelCode: 'PH_QRPH_STATIC',
      createTime: created.createTime,
      status: 'CANCEL',
      expiresTime: expect.stringMatching(LOCAL_TIME),
    });
    expect(await t.gateway.call(CANCEL, { mchOrderId: params.mchOrderId, channelCode: 'PH_QRPH_STATIC' })).toEqual({
      code: 21025,
      message: 'Not allowed to cancel',
      data: null,
    });
    expect((await t.gateway.call(CANCEL, { mchOrderId: orderId(), channelCode: 'PH_QRPH_STATIC' })).code).toBe(21006);
    const other = staticParams();
    await t.gateway.call(CREATE, other);
    expect((await t.gateway.call(CANCEL, { mchOrderId: other.mchOrderId, channelCode: 'PH_GCASH_QR' })).code).toBe(
      21006,
    );
  });

  it('takes payments on an ACTIVE code, which the payment query finds, and refuses a cancelled one', async () => {
    const params = staticParams();
    await t.gateway.call(CREATE, params);
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const payment = t.sandbox.payStaticCode(params.mchOrderId, { amount: 1_500 });
    expect(payment).toMatchObject({
      source: 'static',
      status: 'COMPLETED',
      amount: 1_500,
      mchOrderId: params.mchOrderId,
    });
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before + 1_500);
    const query = await t.gateway.call('/open-api/payment/query', { transactionId: payment.transactionId });
    expect(query.data).toMatchObject({ transactionStatus: 'COMPLETED', channelCode: 'PH_QRPH_STATIC', amount: 1_500 });
    await t.gateway.call(CANCEL, { mchOrderId: params.mchOrderId, channelCode: 'PH_QRPH_STATIC' });
    expect(() => t.sandbox.payStaticCode(params.mchOrderId, { amount: 1 })).toThrow(/it is CANCEL/);
  });
});

describe('Thai static payment list', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  it('lists the payments made on a seeded code within the date range', async () => {
    const mchOrderId = orderId('TH');
    const seeded = await t.control.post('/static-codes', {
      appId: t.merchant.appId,
      mchOrderId,
      countryCode: 'TH',
      channelCode: 'THAI_DYNAMIC_QR',
    });
    expect(seeded.status).toBe(200);
    expect(seeded.json).toMatchObject({ status: 'ACTIVE', countryCode: 'TH' });
    const first = (await t.control.post('/static-codes/pay', { mchOrderId, amount: 10_000 })).json;
    const second = t.sandbox.payStaticCode(mchOrderId, { amount: 2_050, appId: t.merchant.appId });
    const { code, data } = await t.gateway.call(TH_LIST, {
      mchOrderId,
      startDate: todayUtc8(-1),
      endDate: todayUtc8(),
    });
    expect(code).toBe(10000);
    expect(data).toEqual([
      {
        transactionId: first.transactionId,
        channelCode: 'THAI_DYNAMIC_QR',
        transactionCreateTime: expect.stringMatching(LOCAL_TIME),
        transactionReturnTime: expect.stringMatching(LOCAL_TIME),
        transactionAmount: 10_000,
        transactionStatus: 'COMPLETED',
      },
      expect.objectContaining({ transactionId: second.transactionId, transactionAmount: 2_050 }),
    ]);
    expect(
      (await t.gateway.call('/open-api/payment/query', { transactionId: first.transactionId })).data.currency,
    ).toBe('THB');
  });

  it('answers an empty list outside the range or for an unknown code', async () => {
    const mchOrderId = orderId('TH');
    t.sandbox.seedStaticCode({ appId: t.merchant.appId, mchOrderId });
    t.sandbox.payStaticCode(mchOrderId, { amount: 100 });
    expect(
      (await t.gateway.call(TH_LIST, { mchOrderId, startDate: '2020-01-01', endDate: '2020-01-31' })).data,
    ).toEqual([]);
    expect(
      (await t.gateway.call(TH_LIST, { mchOrderId: 'no-such-code', startDate: todayUtc8(), endDate: todayUtc8() }))
        .data,
    ).toEqual([]);
  });

  it('answers 21002 for a malformed date or a reversed range', async () => {
    expect(
      (await t.gateway.call(TH_LIST, { mchOrderId: 'x', startDate: '2026/01/01', endDate: '2026-01-02' })).message,
    ).toBe('Request param error: startDate must be a date YYYY-MM-DD');
    expect(
      (await t.gateway.call(TH_LIST, { mchOrderId: 'x', startDate: '2026-01-02', endDate: '2026-01-01' })).message,
    ).toBe('Request param error: endDate must not be before startDate');
  });

  it('refuses to seed a code twice or for an unknown merchant', async () => {
    const mchOrderId = orderId('TH');
    t.sandbox.seedStaticCode({ appId: t.merchant.appId, mchOrderId });
    expect(() => t.sandbox.seedStaticCode({ appId: t.merchant.appId, mchOrderId })).toThrow(/already exists/);
    expect((await t.control.post('/static-codes', { appId: 'nobody', mchOrderId })).status).toBe(404);
  });
});
