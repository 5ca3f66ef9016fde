import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId, paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const CREATE = '/open-api/payment/checkout/generate';
const QUERY = '/open-api/payment/checkout/query';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('checkout', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  const checkoutParams = (overrides: Record<string, unknown> = {}) => ({
    mchOrderId: orderId('CK'),
    countryCode: 'PH',
    currency: 'PHP',
    amount: 25_000,
    customerName: 'Juan Dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: 'http://127.0.0.1:9/checkout',
    redirectUrl: 'https://merchant.example/done',
    expireSeconds: 600,
    language: 'EN',
    channelTypeList: ['EWALLET', 'QR'],
    remark: 'cart 7',
    ...overrides,
  });

  it('creates a PENDING checkout with a sandbox cashier page and its expiry', async () => {
    const params = checkoutParams();
    const before = Date.now();
    const { code, data } = await t.gateway.call(CREATE, params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      checkoutId: expect.stringMatching(/^CH\d{20}$/),
      mchOrderId: params.mchOrderId,
      status: 'PENDING',
      cashierUrl: `${t.sandbox.url}/__sandbox/checkout/${data.checkoutId}`,
      expiresTime: expect.stringMatching(LOCAL_TIME),
    });
    const expiresAt = Date.parse(`${data.expiresTime.replace(' ', 'T')}+08:00`);
    expect(Math.abs(expiresAt - (before + 600_000))).toBeLessThan(2_000);
    const page = await fetch(data.cashierUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('PH_GCASH_URL');
  });

  it('refuses a duplicate mchOrderId with 21007, also against payment creates', async () => {
    const params = checkoutParams();
    await t.gateway.call(CREATE, params);
    expect((await t.gateway.call(CREATE, params)).code).toBe(21007);
    const payment = paymentParams();
    await t.gateway.call('/open-api/payment/generate', payment);
    expect((await t.gateway.call(CREATE, checkoutParams({ mchOrderId: payment['mchOrderId'] }))).code).toBe(21007);
  });

  it('answers 21002 naming a bad field', async () => {
    expect((await t.gateway.call(CREATE, checkoutParams({ channelCodeList: 'PH_GCASH_URL' }))).message).toBe(
      'Request param error: channelCodeList must be an array of strings',
    );
    expect((await t.gateway.call(CREATE, checkoutParams({ expireSeconds: -1 }))).message).toBe(
      'Request param error: expireSeconds must be a positive integer',
    );
  });

  it('queries a PENDING checkout with an empty transaction list', async () => {
    const created = (await t.gateway.call(CREATE, checkoutParams())).data;
    const { data } = await t.gateway.call(QUERY, { checkoutId: created.checkoutId });
    expect(data).toEqual({
      checkoutId: created.checkoutId,
      status: 'PENDING',
      expiresTime: created.expiresTime,
      transactionList: [],
    });
  });

  it('pays a checkout: PAID with the COMPLETED paying transaction, balance credited', async () => {
    const params = checkoutParams();
    const created = (await t.gateway.call(CREATE, params)).data;
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const { checkout, payment } = t.sandbox.payCheckout(created.checkoutId, { channelCode: 'PH_GCASH_URL' });
    expect(checkout.status).toBe('PAID');
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      channelCode: 'PH_GCASH_URL',
      amount: 25_000,
      checkoutId: created.checkoutId,
    });
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before + 25_000);
    const { data } = await t.gateway.call(QUERY, { checkoutId: created.checkoutId });
    expect(data.status).toBe('PAID');
    expect(data.transactionList).toEqual([
      {
        transactionId: payment.transactionId,
        transactionStatus: 'COMPLETED',
        channelCode: 'PH_GCASH_URL',
        transactionCreateTime: expect.stringMatching(LOCAL_TIME),
        transactionReturnTime: expect.stringMatching(LOCAL_TIME),
      },
    ]);
    const query = await t.gateway.call('/open-api/payment/query', { mchOrderId: params.mchOrderId });
    expect(query.data).toMatchObject({ transactionId: payment.transactionId, transactionStatus: 'COMPLETED' });
    expect(() => t.sandbox.payCheckout(created.checkoutId)).toThrow(/it is PAID/);
  });

  it('pays through the control API on the first listed channel by default', async () => {
    const created = (await t.gateway.call(CREATE, checkoutParams({ channelCodeList: ['PH_QRPH_DYNAMIC'] }))).data;
    const { status, json } = await t.control.post('/checkouts/pay', { checkoutId: created.checkoutId });
    expect(status).toBe(200);
    expect(json.payment.channelCode).toBe('PH_QRPH_DYNAMIC');
    expect((await t.control.post('/checkouts/pay', { checkoutId: 'CH0' })).status).toBe(404);
  });

  it('reports EXPIRED once the checkout time is up, and refuses to pay it', async () => {
    const created = (await t.gateway.call(CREATE, checkoutParams({ expireSeconds: 1 }))).data;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await t.gateway.call(QUERY, { checkoutId: created.checkoutId })).data.status).toBe('EXPIRED');
    expect(() => t.sandbox.payCheckout(created.checkoutId)).toThrow(/EXPIRED/);
  });

  it('answers 21006 for an unknown checkout', async () => {
    expect((await t.gateway.call(QUERY, { checkoutId: 'CH00000000000000000000' })).code).toBe(21006);
  });

  it('lists the channels of a country', async () => {
    const ph = await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'PH' });
    expect(ph.data.list).toEqual(
      expect.arrayContaining([
        { channelType: 'EWALLET', channelCode: 'PH_GCASH_URL', countryCode: 'PH', currency: 'PHP' },
        { channelType: 'QR', channelCode: 'PH_GCASH_QR', countryCode: 'PH', currency: 'PHP' },
        { channelType: 'QR', channelCode: 'PH_QRPH_DYNAMIC', countryCode: 'PH', currency: 'PHP' },
      ]),
    );
    const id = await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'ID' });
    expect(id.data.list).toContainEqual({
      channelType: 'VA',
      channelCode: 'ID_BCA_VA',
      countryCode: 'ID',
      currency: 'IDR',
    });
    const th = await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'TH' });
    expect(th.data.list).toContainEqual({
      channelType: 'QR',
      channelCode: 'THAI_DYNAMIC_QR',
      countryCode: 'TH',
      currency: 'THB',
    });
    expect((await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'ZZ' })).data).toEqual({
      list: [],
    });
    expect((await t.gateway.call('/open-api/payment/checkout/channel', {})).code).toBe(21002);
  });
});
