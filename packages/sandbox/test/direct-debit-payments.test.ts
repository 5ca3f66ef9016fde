import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayClient, gatewayClient, testKeys } from './helpers/gateway-client.js';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId, paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const APPLY = '/open-api/direct/debit/token/apply';
const GENERATE = '/open-api/payment/generate';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const CHANNEL = 'PH_GCASH_DIRECT_DEBIT';

/**
 * Applies for an authorization as the merchant of `gateway` (notifications to `notifyUrl`) and has the
 * payer approve it; answers the ACTIVED token.
 */
async function authorizedToken(
  t: TestSandbox,
  notifyUrl: string,
  gateway = t.gateway,
  channelCode = CHANNEL,
): Promise<string> {
  const requestId = orderId('RQ');
  const { code } = await gateway.call(APPLY, {
    requestId,
    userId: orderId('U'),
    channelCode,
    countryCode: 'PH',
    notifyUrl,
    redirectUrl: 'https://merchant.example/linked',
    terminalType: 'WEB',
  });
  expect(code).toBe(10000);
  return t.sandbox.authorize(requestId).payToken;
}

describe('direct-debit payments', () => {
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

  const tokenOf = (gateway?: GatewayClient, channelCode?: string) =>
    authorizedToken(t, `${receiver.url}/tokens`, gateway, channelCode);
  const directDebitParams = (payToken: string | undefined, overrides: Record<string, unknown> = {}) =>
    paymentParams({
      channelType: 'DIRECT_DEBIT',
      channelCode: CHANNEL,
      payToken,
      notifyUrl: `${receiver.url}/payments`,
      ...overrides,
    });

  const paymentsOf = (mchOrderId: unknown) =>
    t.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

  it('creates a DIRECT_DEBIT payment with an ACTIVED token and sends direct.debit.success when it completes', async () => {
    const payToken = await tokenOf();
    const params = directDebitParams(payToken);
    const { code, data } = await t.gateway.call(GENERATE, params);
    expect(code).toBe(10000);
    expect(data).toMatchObject({
      mchOrderId: params['mchOrderId'],
      transactionStatus: 'PENDING',
      channelType: 'DIRECT_DEBIT',
      channelCode: CHANNEL,
    });
    expect(paymentsOf(params['mchOrderId'])).toEqual([
      expect.objectContaining({ transactionId: data.transactionId, payToken }),
    ]);
    await t.sandbox.notificationsIdle();
    receiver.received.length = 0;

    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.path)).toEqual(['/payments']);
    const { params: sent } = receiver.received[0]!;
    // provider-facts §2.2: the fields of a payment notification, no failure fields on success
    expect(Object.keys(sent).sort()).toEqual([
      'amount',
      'channelCode',
      'createTime',
      'eventName',
      'mchOrderId',
      'remark',
      'returnTime',
      'transactionId',
      'transactionStatus',
    ]);
    expect(sent).toMatchObject({
      eventName: 'direct.debit.success',
      mchOrderId: params['mchOrderId'],
      transactionId: data.transactionId,
      amount: 50010,
      transactionStatus: 'COMPLETED',
      channelCode: CHANNEL,
      remark: 'order 1',
      returnTime: expect.stringMatching(LOCAL_TIME),
    });
  });

  it('checks the token when the type is derived from a _DIRECT_DEBIT channel, and sends direct.debit.failed with the failure', async () => {
    const params = directDebitParams(await tokenOf(), { channelType: null });
    const { data } = await t.gateway.call(GENERATE, params);
    expect(data.channelType).toBe('DIRECT_DEBIT');
    expect((await t.gateway.call(GENERATE, directDebitParams(undefined, { channelType: null }))).code).toBe(21024);
    await t.sandbox.notificationsIdle();
    receiver.received.length = 0;

    t.sandbox.failPayment(data.transactionId, {
      failedCode: -10003,
      failedMessage: 'Transaction Insufficient Balance',
    });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.params)).toEqual([
      expect.objectContaining({
        eventName: 'direct.debit.failed',
        transactionId: data.transactionId,
        transactionStatus: 'FAILED',
        failedCode: -10003,
        failedMessage: 'Transaction Insufficient Balance',
      }),
    ]);
  });

  it('still sends payment.success for a payment of another type that carries a payToken it does not use', async () => {
    const { data } = await t.gateway.call(
      GENERATE,
      directDebitParams('PT-UNUSED', { channelType: null, channelCode: 'PH_GCASH_URL' }),
    );
    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.params['eventName'])).toEqual(['payment.success']);
  });

  const refusals: ReadonlyArray<[string, () => Promise<string | undefined>]> = [
    ['no payToken', async () => undefined],
    ['an unknown payToken', async () => 'PT00000000000000000000'],
    [
      'a token the merchant cancelled (INACTIVED)',
      async () => t.sandbox.cancelToken({ payToken: await tokenOf() }).payToken,
    ],
    ["another merchant's token", () => tokenOf(other)],
    ['a token of another direct-debit channel', () => tokenOf(t.gateway, 'BLUEPAY_DIRECT_DEBIT')],
  ];

  it.each(refusals)('refuses %s with 21024 "Invalid access token" and records nothing', async (_, payToken) => {
    const params = directDebitParams(await payToken());
    expect(await t.gateway.call(GENERATE, params)).toEqual({
      code: 21024,
      message: 'Invalid access token',
      data: null,
    });
    expect(paymentsOf(params['mchOrderId'])).toEqual([]);
    // the order id stays free: the same order with a good token is created
    expect((await t.gateway.call(GENERATE, { ...params, payToken: await tokenOf() })).code).toBe(10000);
  });
});

describe('direct-debit payments with auto-progress', () => {
  it('sends direct.debit.success when the payment completes by itself', async () => {
    const receiver = await startNotificationReceiver();
    const t = await startTestSandbox({ autoProgress: { delayMs: 20 } });
    const payToken = await authorizedToken(t, `${receiver.url}/tokens`);
    const params = paymentParams({
      channelType: 'DIRECT_DEBIT',
      channelCode: CHANNEL,
      payToken,
      notifyUrl: `${receiver.url}/payments`,
    });
    const { data } = await t.gateway.call(GENERATE, params);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.sandbox.notificationsIdle();
    const payment = receiver.received.find((n) => n.path === '/payments');
    expect(payment?.params).toMatchObject({
      eventName: 'direct.debit.success',
      transactionId: data.transactionId,
      transactionStatus: 'COMPLETED',
    });
    await t.sandbox.close();
    await receiver.close();
  });
});
