import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayClient, gatewayClient, testKeys } from './helpers/gateway-client.js';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId, paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const APPLY = '/open-api/direct/debit/token/apply';
const PAY = '/open-api/jt/direct/debit/pay';
const DETAIL = '/open-api/jt/direct/debit/detail';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

// The members of the documented direct-debit payment notification
// (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html), from the contract fixture.
const documentedNotification = JSON.parse(
  readFileSync(new URL('../../contract/fixtures/notif.direct-debit-payment.bluepay-jt.json', import.meta.url), 'utf8'),
) as { parsedParam: Record<string, unknown> };

const item = {
  subOrderId: 'SUB001',
  amount: 30000,
  regionNo: 'R01',
  branchNo: 'B0102',
  courierNo: 'C77',
  courierName: 'Somchai',
  courierMobile: '0812345678',
  customerName: 'Nok',
  customerMobile: '021234567',
  email: 'nok@example.com',
};

describe('direct-debit pay and detail (BluePay J&T)', () => {
  let t: TestSandbox;
  let other: GatewayClient;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
  beforeAll(async () => {
    t = await startTestSandbox({ notifications: { backoffMs: [10] } });
    receiver = await startNotificationReceiver();
    const keys = await testKeys();
    other = gatewayClient(t.sandbox.url, {
      appId: t.sandbox.addMerchant({ publicKey: keys.publicKey }).appId,
      ...keys,
    });
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  /** An ACTIVED token of the merchant of `gateway` on `channelCode`, approved by the payer. */
  async function tokenOf(gateway = t.gateway, channelCode = 'BLUEPAY_DIRECT_DEBIT'): Promise<string> {
    const requestId = orderId('RQ');
    const applied = await gateway.call(APPLY, {
      requestId,
      userId: orderId('U'),
      channelCode,
      notifyUrl: `${receiver.url}/tokens`,
      redirectUrl: 'https://merchant.example/linked',
      terminalType: 'WEB',
    });
    expect(applied.code).toBe(10000);
    return t.sandbox.authorize(requestId).payToken;
  }

  const payParams = (payToken: string, overrides: Record<string, unknown> = {}) => ({
    mchOrderId: orderId('DD'),
    amount: 50000,
    channelCode: 'BLUEPAY_DIRECT_DEBIT',
    payToken,
    notifyUrl: `${receiver.url}/direct-debit`,
    remark: 'test payment',
    ...overrides,
  });

  const paymentsOf = (mchOrderId: unknown) =>
    t.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

  it('debits an ACTIVED token: PENDING, then COMPLETED from the control API with direct.debit.success as the page shows it', async () => {
    const params = payParams(await tokenOf());
    const created = await t.gateway.call(PAY, params);
    expect(created).toEqual({
      code: 10000,
      message: 'Success',
      data: {
        mchOrderId: params.mchOrderId,
        transactionId: expect.stringMatching(/^TX\d{20}$/),
        transactionStatus: 'PENDING',
        channelType: 'DIRECT_DEBIT',
        channelCode: 'BLUEPAY_DIRECT_DEBIT',
      },
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { source: 'direct-debit', currency: 'THB', countryCode: 'TH', payToken: params.payToken },
    ]);
    const pending = await t.gateway.call(DETAIL, { mchOrderId: params.mchOrderId });
    expect(pending.data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: created.data.transactionId,
      channelCode: 'BLUEPAY_DIRECT_DEBIT',
      notifyUrl: params.notifyUrl,
      remark: 'test payment',
      transactionStatus: 'PENDING',
      transactionCreateTime: expect.stringMatching(LOCAL_TIME),
      transactionReturnTime: null,
      createTime: expect.stringMatching(LOCAL_TIME),
      updateTime: expect.stringMatching(LOCAL_TIME),
      amount: 50000,
      fee: 0,
      totalAmount: 50000,
      businessType: 1,
      projectType: 'PPCASH',
      items: null,
    });

    t.sandbox.completePayment(created.data.transactionId);
    await t.sandbox.notificationsIdle();
    const sent = receiver.received.filter((notification) => notification.path === '/direct-debit');
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!.params).sort()).toEqual(Object.keys(documentedNotification.parsedParam).sort());
    expect(sent[0]!.params).toEqual({
      eventName: 'direct.debit.success',
      amount: 50000,
      channelCode: 'BLUEPAY_DIRECT_DEBIT',
      mchOrderId: params.mchOrderId,
      createTime: expect.stringMatching(ISO_TIME),
      remark: 'test payment',
      returnTime: expect.stringMatching(ISO_TIME),
      transactionId: created.data.transactionId,
      transactionStatus: 'COMPLETED',
    });
    const completed = await t.gateway.call(DETAIL, { mchOrderId: params.mchOrderId });
    expect(completed.data).toMatchObject({
      transactionStatus: 'COMPLETED',
      transactionReturnTime: expect.stringMatching(LOCAL_TIME),
    });
  });

  it('fails from the control API with direct.debit.failed carrying the failure, which the detail shows too', async () => {
    const params = payParams(await tokenOf());
    const created = await t.gateway.call(PAY, params);
    t.sandbox.failPayment(created.data.transactionId, {
      failedCode: -10003,
      failedMessage: 'Transaction Insufficient Balance',
    });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((notification) => notification.params)).toContainEqual(
      expect.objectContaining({
        eventName: 'direct.debit.failed',
        transactionStatus: 'FAILED',
        failedCode: -10003,
        failedMessage: 'Transaction Insufficient Balance',
      }),
    );
    const detail = await t.gateway.call(DETAIL, { mchOrderId: params.mchOrderId });
    expect(detail.data).toMatchObject({ transactionStatus: 'FAILED', failedCode: -10003 });
  });

  it('keeps the business type, project type and sub-orders as sent, and answers them in the detail', async () => {
    const params = payParams(await tokenOf(), { businessType: 2, projectType: 'VIP', items: [item] });
    expect((await t.gateway.call(PAY, params)).code).toBe(10000);
    const { data } = await t.gateway.call(DETAIL, { mchOrderId: params.mchOrderId });
    expect(data).toMatchObject({ businessType: 2, projectType: 'VIP', items: [item] });
  });

  it.each([
    ['an unknown token', async () => 'PT-unknown'],
    ['a token the merchant cancelled', async () => t.sandbox.cancelToken({ payToken: await tokenOf() }).payToken],
    ['another merchant’s token', async () => tokenOf(other)],
    ['a token of another direct-debit channel', async () => tokenOf(t.gateway, 'PH_GCASH_DIRECT_DEBIT')],
  ])('refuses %s with 21024 and records nothing', async (_case, token) => {
    const params = payParams(await token());
    const answer = await t.gateway.call(PAY, params);
    expect([answer.code, answer.message, answer.data]).toEqual([21024, 'Invalid access token', null]);
    expect(paymentsOf(params.mchOrderId)).toEqual([]);
  });

  it('refuses a payment channel or an unknown one with 21005 before looking at the token', async () => {
    const payToken = await tokenOf();
    for (const channelCode of ['PH_GCASH_URL', 'BLUEPAY_NOPE_DIRECT_DEBIT']) {
      const answer = await t.gateway.call(PAY, payParams(payToken, { channelCode }));
      expect([channelCode, answer.code]).toEqual([channelCode, 21005]);
    }
  });

  it('refuses a taken order id with 21007, a sub-order without its region with 21002, and keeps the first payment', async () => {
    const payToken = await tokenOf();
    const params = payParams(payToken);
    await t.gateway.call(PAY, params);
    expect((await t.gateway.call(PAY, { ...params, amount: 1 })).code).toBe(21007);
    const { regionNo: _none, ...withoutRegion } = item;
    const refused = await t.gateway.call(PAY, payParams(payToken, { items: [withoutRegion] }));
    expect([refused.code, refused.message]).toEqual([21002, expect.stringContaining('items.0.regionNo')]);
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ amount: 50000 }]);
  });

  it('answers 21006 for an order it does not hold: unknown, another merchant’s, or a payment not made by the direct-debit pay', async () => {
    const mine = payParams(await tokenOf());
    await t.gateway.call(PAY, mine);
    const neutral = paymentParams();
    await t.gateway.call('/open-api/payment/generate', neutral);
    expect((await t.gateway.call(DETAIL, { mchOrderId: 'DD-unknown' })).code).toBe(21006);
    expect((await other.call(DETAIL, { mchOrderId: mine.mchOrderId })).code).toBe(21006);
    expect((await t.gateway.call(DETAIL, { mchOrderId: neutral['mchOrderId'] })).code).toBe(21006);
  });
});
