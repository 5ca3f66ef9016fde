import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient, testKeys } from './helpers/gateway-client.js';
import { orderId, paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const GENERATE = '/open-api/payment/generate';
const QUERY = '/open-api/payment/query';
const CLOSE = '/open-api/payment/close';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

describe('country-neutral payments', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  it('creates a PENDING payment with QR content for a _DYNAMIC channel and derives channelType', async () => {
    const params = paymentParams();
    const { code, message, data } = await t.gateway.call(GENERATE, params);
    expect([code, message]).toEqual([10000, 'Success']);
    expect(Object.keys(data).sort()).toEqual(
      ['channelCode', 'channelType', 'mchOrderId', 'payData', 'transactionId', 'transactionStatus'].sort(),
    );
    expect(data).toMatchObject({
      mchOrderId: params['mchOrderId'],
      transactionStatus: 'PENDING',
      channelType: 'QR',
      channelCode: 'PH_QRPH_DYNAMIC',
    });
    expect(data.transactionId).toMatch(/^TX\d{20}$/);
    expect(data.payData).toMatch(/^000201/);
    expect(data.payData).toContain('5802PH');
  });

  it('answers a sandbox-served URL as payData for a _URL channel, typed EWALLET', async () => {
    const { data } = await t.gateway.call(GENERATE, paymentParams({ channelCode: 'PH_GCASH_URL' }));
    expect(data.channelType).toBe('EWALLET');
    expect(data.payData).toBe(`${t.sandbox.url}/__sandbox/pay/${data.transactionId}`);
  });

  it('serves the payData URL as a payment page with Pay and Fail actions while PENDING', async () => {
    const { data } = await t.gateway.call(GENERATE, paymentParams({ channelCode: 'PH_GCASH_URL' }));
    const page = await fetch(data.payData);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(data.transactionId);
    expect(html).toContain('PHP 500.10');
    expect(html).toContain('data-route="/payments/complete"');
    t.sandbox.completePayment(data.transactionId);
    expect(await (await fetch(data.payData)).text()).not.toContain('data-route="/payments/complete"');
    expect((await fetch(`${t.sandbox.url}/__sandbox/pay/TX0`)).status).toBe(404);
  });

  it('keeps a channelType the merchant gives', async () => {
    const { data } = await t.gateway.call(GENERATE, paymentParams({ channelCode: 'PH_GCASH_URL', channelType: 'URL' }));
    expect(data.channelType).toBe('URL');
  });

  it('refuses a second payment with the same mchOrderId with 21007', async () => {
    const params = paymentParams();
    expect((await t.gateway.call(GENERATE, params)).code).toBe(10000);
    expect(await t.gateway.call(GENERATE, { ...params, amount: 1 })).toEqual({
      code: 21007,
      message: 'Duplicate merchant order id',
      data: null,
    });
  });

  it('lets another merchant use the same mchOrderId', async () => {
    const params = paymentParams();
    await t.gateway.call(GENERATE, params);
    const keys = await testKeys();
    const other = gatewayClient(t.sandbox.url, { ...keys, ...t.sandbox.addMerchant({ publicKey: keys.publicKey }) });
    expect((await other.call(GENERATE, params)).code).toBe(10000);
  });

  it.each([
    ['mchOrderId', { mchOrderId: undefined }, 'mchOrderId is required'],
    ['mchOrderId', { mchOrderId: 'x'.repeat(33) }, 'mchOrderId must be 1-32 characters'],
    ['mchOrderId', { mchOrderId: '' }, 'mchOrderId must not be empty'],
    ['amount', { amount: 0 }, 'amount must be a positive integer'],
    ['amount', { amount: 10.5 }, 'amount must be an integer'],
    ['amount', { amount: '100' }, 'amount must be an integer'],
    ['amount', { amount: 2 ** 60 }, 'amount must be an integer'],
    ['countryCode', { countryCode: 'ph' }, 'countryCode must be 2 uppercase letters'],
    ['currency', { currency: 'PESO' }, 'currency must be 3 uppercase letters'],
    ['notifyUrl', { notifyUrl: 'ftp://merchant.example/n' }, 'notifyUrl must be an http(s) URL'],
    ['redirectUrl', { redirectUrl: 'not a url' }, 'redirectUrl must be an http(s) URL'],
    ['customerName', { customerName: 42 }, 'customerName must be a string'],
    ['channelCode', { channelCode: null }, 'channelCode must be a string'],
  ])('answers 21002 naming %s when it is invalid', async (_, overrides, detail) => {
    const params = paymentParams(overrides);
    const answer = await t.gateway.call(GENERATE, JSON.parse(JSON.stringify(params)));
    expect(answer).toEqual({ code: 21002, message: `Request param error: ${detail}`, data: null });
  });

  it('accepts the optional fields absent, null or empty', async () => {
    const { remark, redirectUrl, terminalType, ...required } = paymentParams();
    expect((await t.gateway.call(GENERATE, required)).code).toBe(10000);
    expect((await t.gateway.call(GENERATE, { ...paymentParams(), remark: null, redirectUrl: '' })).code).toBe(10000);
  });

  it('queries a payment by mchOrderId or transactionId with the spec fields and aliases', async () => {
    const params = paymentParams();
    const created = (await t.gateway.call(GENERATE, params)).data;
    const byOrder = await t.gateway.call(QUERY, { mchOrderId: params['mchOrderId'] });
    const byId = await t.gateway.call(QUERY, { transactionId: created.transactionId, countryCode: 'PH' });
    expect(byOrder.code).toBe(10000);
    expect(byId.data).toEqual(byOrder.data);
    expect(byOrder.data).toEqual({
      mchOrderId: params['mchOrderId'],
      transactionId: created.transactionId,
      countryCode: 'PH',
      currency: 'PHP',
      channelCode: 'PH_QRPH_DYNAMIC',
      channelType: 'QR',
      payData: created.payData,
      transactionStatus: 'PENDING',
      transactionAmount: 50010,
      transactionCreateTime: expect.stringMatching(LOCAL_TIME),
      amount: 50010,
      createTime: byOrder.data.transactionCreateTime,
      remark: 'order 1',
    });
  });

  it('formats times in UTC+8', async () => {
    const before = Date.now();
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    const { data } = await t.gateway.call(QUERY, { transactionId: created.transactionId });
    const asUtc = Date.parse(`${data.createTime.replace(' ', 'T')}+08:00`);
    expect(Math.abs(asUtc - before)).toBeLessThan(2000);
  });

  it('answers 21006 for an unknown payment, a country mismatch, or no identifier given as 21002', async () => {
    expect(await t.gateway.call(QUERY, { mchOrderId: 'nope' })).toEqual({
      code: 21006,
      message: 'Merchant transaction not found',
      data: null,
    });
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    expect((await t.gateway.call(QUERY, { transactionId: created.transactionId, countryCode: 'ID' })).code).toBe(21006);
    expect((await t.gateway.call(QUERY, {})).message).toBe(
      'Request param error: mchOrderId or transactionId is required',
    );
  });

  it('hides a payment from other merchants', async () => {
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    const keys = await testKeys();
    const other = gatewayClient(t.sandbox.url, { ...keys, ...t.sandbox.addMerchant({ publicKey: keys.publicKey }) });
    expect((await other.call(QUERY, { transactionId: created.transactionId })).code).toBe(21006);
  });

  it('completes a payment: COMPLETED with return times, balance credited', async () => {
    const before = t.sandbox.balances(t.merchant.appId)['PHP'] ?? 0;
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    const record = t.sandbox.completePayment({ transactionId: created.transactionId });
    expect(record.status).toBe('COMPLETED');
    const { data } = await t.gateway.call(QUERY, { transactionId: created.transactionId });
    expect(data.transactionStatus).toBe('COMPLETED');
    expect(data.transactionReturnTime).toMatch(LOCAL_TIME);
    expect(data.returnTime).toBe(data.transactionReturnTime);
    expect(data).not.toHaveProperty('failedCode');
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before + 50010);
    const balance = await t.gateway.call('/open-api/account/balance', { countryCode: 'PH' });
    expect(balance.data.balance).toBe(((before + 50010) / 100).toFixed(2));
  });

  it('fails a payment with the given failure code and message, leaving the balance alone', async () => {
    const before = t.sandbox.balances(t.merchant.appId)['PHP'];
    const params = paymentParams();
    await t.gateway.call(GENERATE, params);
    t.sandbox.failPayment(
      { mchOrderId: params['mchOrderId'] as string },
      { failedCode: -10001, failedMessage: 'Transaction Exceed Limit' },
    );
    const { data } = await t.gateway.call(QUERY, { mchOrderId: params['mchOrderId'] });
    expect(data).toMatchObject({
      transactionStatus: 'FAILED',
      failedCode: -10001,
      failedMessage: 'Transaction Exceed Limit',
    });
    expect(data.returnTime).toMatch(LOCAL_TIME);
    expect(t.sandbox.balances(t.merchant.appId)['PHP']).toBe(before);
  });

  it('refuses to complete a payment twice', async () => {
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    t.sandbox.completePayment(created.transactionId);
    expect(() => t.sandbox.completePayment(created.transactionId)).toThrow(/it is COMPLETED/);
  });

  it('closes a PENDING payment with an ISO 8601 closedTime, then refuses with 21028', async () => {
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    const closed = await t.gateway.call(CLOSE, { transactionId: created.transactionId, countryCode: 'PH' });
    expect(closed.code).toBe(10000);
    expect(closed.data).toEqual({
      mchOrderId: created.mchOrderId,
      transactionId: created.transactionId,
      channelCode: 'PH_QRPH_DYNAMIC',
      status: 'CLOSED',
      closedTime: expect.stringMatching(ISO_OFFSET),
    });
    expect((await t.gateway.call(QUERY, { transactionId: created.transactionId })).data.transactionStatus).toBe(
      'CLOSED',
    );
    expect(await t.gateway.call(CLOSE, { mchOrderId: created.mchOrderId })).toEqual({
      code: 21028,
      message: 'Transaction already paid or closed',
      data: null,
    });
    expect(() => t.sandbox.completePayment(created.transactionId)).toThrow(/CLOSED/);
  });

  it('refuses to close a COMPLETED payment with 21028 and an unknown one with 21006', async () => {
    const created = (await t.gateway.call(GENERATE, paymentParams())).data;
    t.sandbox.completePayment(created.transactionId);
    expect((await t.gateway.call(CLOSE, { transactionId: created.transactionId })).code).toBe(21028);
    expect((await t.gateway.call(CLOSE, { mchOrderId: orderId() })).code).toBe(21006);
  });
});

describe('Philippine and Indonesian payments', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  const phParams = (overrides: Record<string, unknown> = {}) => ({
    mchOrderId: orderId('PH'),
    amount: 50010,
    customerName: 'Juan Dela Cruz',
    channelCode: 'PH_GCASH_URL',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: 'http://127.0.0.1:9/notify',
    redirectUrl: 'https://merchant.example/return',
    ...overrides,
  });

  it('creates a Philippine payment with a URL payData and a cashier page', async () => {
    const { code, data } = await t.gateway.call('/open-api/philippines/payment/generate', phParams());
    expect(code).toBe(10000);
    expect(Object.keys(data).sort()).toEqual(['cashierUrl', 'channelType', 'payData', 'transactionId']);
    expect(data.channelType).toBe('EWALLET');
    expect(data.payData).toBe(`${t.sandbox.url}/__sandbox/pay/${data.transactionId}`);
    expect(data.cashierUrl).toBe(`${t.sandbox.url}/__sandbox/cashier/${data.transactionId}`);
  });

  it('queries a Philippine payment by mchOrderId, with return times once finished', async () => {
    const params = phParams();
    const created = (await t.gateway.call('/open-api/philippines/payment/generate', params)).data;
    const pending = await t.gateway.call('/open-api/philippines/payment/query', { mchOrderId: params.mchOrderId });
    expect(pending.data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: created.transactionId,
      amount: 50010,
      transactionStatus: 'PENDING',
      createTime: expect.stringMatching(LOCAL_TIME),
      customerName: 'Juan Dela Cruz',
      channelCode: 'PH_GCASH_URL',
      email: 'juan@example.com',
    });
    t.sandbox.completePayment(created.transactionId);
    const done = await t.gateway.call('/open-api/philippines/payment/query', { mchOrderId: params.mchOrderId });
    expect(done.data.transactionStatus).toBe('COMPLETED');
    expect(done.data.transactionReturnTime).toMatch(LOCAL_TIME);
    expect(done.data.returnTime).toBe(done.data.transactionReturnTime);
    expect(
      (await t.gateway.call('/open-api/payment/query', { transactionId: created.transactionId })).data.countryCode,
    ).toBe('PH');
  });

  it('refuses a duplicate Philippine mchOrderId (shared with neutral payments) with 21007', async () => {
    const params = phParams();
    await t.gateway.call('/open-api/philippines/payment/generate', params);
    expect((await t.gateway.call('/open-api/philippines/payment/generate', params)).code).toBe(21007);
    expect((await t.gateway.call(GENERATE, paymentParams({ mchOrderId: params.mchOrderId }))).code).toBe(21007);
  });

  it('answers 21006 for an unknown Philippine order or one of another country', async () => {
    expect((await t.gateway.call('/open-api/philippines/payment/query', { mchOrderId: 'unknown-order' })).code).toBe(
      21006,
    );
    const indonesian = phParams({ mchOrderId: orderId('ID'), channelCode: 'ID_BCA_VA' });
    await t.gateway.call('/open-api/indonesia/payment/generate', indonesian);
    expect(
      (await t.gateway.call('/open-api/philippines/payment/query', { mchOrderId: indonesian.mchOrderId })).code,
    ).toBe(21006);
  });

  it('creates an Indonesian IDR payment with a virtual account number for a _VA channel', async () => {
    const params = phParams({
      mchOrderId: orderId('ID'),
      channelCode: 'ID_BCA_VA',
      amount: 150000,
      mobile: '081234567890',
    });
    const { code, data } = await t.gateway.call('/open-api/indonesia/payment/generate', params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.stringMatching(/^TX\d{20}$/),
      transactionStatus: 'PENDING',
      payData: expect.stringMatching(/^\d{16}$/),
      channelType: 'VA',
      channelCode: 'ID_BCA_VA',
    });
    const query = await t.gateway.call(QUERY, { transactionId: data.transactionId });
    expect(query.data).toMatchObject({ currency: 'IDR', countryCode: 'ID', amount: 150000 });
    const before = t.sandbox.balances(t.merchant.appId)['IDR'] ?? 0;
    t.sandbox.completePayment(data.transactionId);
    expect(t.sandbox.balances(t.merchant.appId)['IDR']).toBe(before + 150000);
  });
});
