import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const APPLY = '/open-api/direct/debit/token/apply';
const QUERY = '/open-api/direct/debit/token/query';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('direct-debit authorization', () => {
  let t: TestSandbox;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
  beforeAll(async () => {
    t = await startTestSandbox({ notifications: { backoffMs: [10] } });
    receiver = await startNotificationReceiver();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  const applyParams = (overrides: Record<string, unknown> = {}) => ({
    requestId: orderId('RQ'),
    userId: orderId('U'),
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    countryCode: 'PH',
    notifyUrl: `${receiver.url}/tokens`,
    redirectUrl: 'https://merchant.example/linked',
    terminalType: 'WAP',
    osType: 'ANDROID',
    ...overrides,
  });

  it('answers an authorization URL on the sandbox and refuses a repeated requestId with 21007', async () => {
    const params = applyParams();
    const { code, data } = await t.gateway.call(APPLY, params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      requestId: params.requestId,
      userId: params.userId,
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
      authUrl: `${t.sandbox.url}/__sandbox/authorize/${t.merchant.appId}/${params.requestId}`,
    });
    const page = await fetch(data.authUrl);
    expect(await page.text()).toContain('Approve');
    expect((await t.gateway.call(APPLY, params)).code).toBe(21007);
    expect((await t.gateway.call(APPLY, applyParams({ terminalType: 'TV' }))).message).toBe(
      'Request param error: terminalType must be one of WEB, WAP, APP',
    );
  });

  it('issues an ACTIVED token when the payer approves, with a masked login id, and notifies', async () => {
    const params = applyParams();
    await t.gateway.call(APPLY, params);
    const token = t.sandbox.authorize(params.requestId, { userLoginId: '09998887777' });
    expect(token.payToken).toMatch(/^PT\d{20}$/);
    const { data } = await t.gateway.call(QUERY, { userId: params.userId, countryCode: 'PH' });
    expect(data).toEqual({
      userId: params.userId,
      tokenList: [
        {
          channelCode: 'PH_GCASH_DIRECT_DEBIT',
          payToken: token.payToken,
          tokenStatus: 'ACTIVED',
          expiresTime: expect.stringMatching(LOCAL_TIME),
          userLoginId: '0999****777',
        },
      ],
    });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.params)).toEqual([
      {
        eventName: 'token.create.success',
        userId: params.userId,
        requestId: params.requestId,
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
        payToken: token.payToken,
        tokenStatus: 'ACTIVED',
        expiresTime: data.tokenList[0].expiresTime,
      },
    ]);
  });

  it('cancels a token: INACTIVED with MCH_CANCEL and inactiveTime, no userLoginId, and notifies', async () => {
    const params = applyParams();
    await t.gateway.call(APPLY, params);
    const token = (await t.control.post('/authorizations/authorize', { requestId: params.requestId })).json;
    const cancelled = await t.control.post('/tokens/cancel', { payToken: token.payToken });
    expect(cancelled.json).toMatchObject({ status: 'INACTIVED', inactiveType: 'MCH_CANCEL' });
    const { data } = await t.gateway.call(QUERY, { userId: params.userId, payToken: token.payToken });
    expect(data.tokenList).toEqual([
      {
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
        payToken: token.payToken,
        tokenStatus: 'INACTIVED',
        expiresTime: expect.stringMatching(LOCAL_TIME),
        inactiveTime: expect.stringMatching(LOCAL_TIME),
        inactiveType: 'MCH_CANCEL',
      },
    ]);
    expect((await t.control.post('/tokens/cancel', { payToken: token.payToken })).status).toBe(409);
    await t.sandbox.notificationsIdle();
    const cancel = receiver.received.find((n) => n.params['eventName'] === 'token.cancel.success');
    expect(cancel?.params).toMatchObject({
      payToken: token.payToken,
      tokenStatus: 'INACTIVED',
      inactiveType: 'MCH_CANCEL',
      inactiveTime: expect.stringMatching(LOCAL_TIME),
    });
  });

  it('sends token.create.failed when the payer rejects, and issues no token', async () => {
    const params = applyParams();
    await t.gateway.call(APPLY, params);
    expect(t.sandbox.rejectAuthorization(params.requestId).status).toBe('REJECTED');
    expect(() => t.sandbox.authorize(params.requestId)).toThrow(/REJECTED/);
    expect((await t.gateway.call(QUERY, { userId: params.userId })).data.tokenList).toEqual([]);
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.params)).toEqual([
      {
        eventName: 'token.create.failed',
        userId: params.userId,
        requestId: params.requestId,
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
      },
    ]);
  });

  it('answers an empty token list for an unknown user and 404 for an unknown authorization', async () => {
    expect((await t.gateway.call(QUERY, { userId: 'nobody' })).data).toEqual({ userId: 'nobody', tokenList: [] });
    expect((await t.control.post('/authorizations/authorize', { requestId: 'nothing' })).status).toBe(404);
  });
});
