import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId, paymentParams, payoutParams, refundParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function verifiesWithPlatformKey(param: string, sign: string, platformPublicKey: string): boolean {
  const key = createPublicKey({ key: Buffer.from(platformPublicKey, 'base64'), format: 'der', type: 'spki' });
  return verify('RSA-SHA256', Buffer.from(param, 'utf8'), key, Buffer.from(sign, 'base64'));
}

describe('notifications', () => {
  let t: TestSandbox;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;

  beforeAll(async () => {
    receiver = await startNotificationReceiver();
    t = await startTestSandbox(
      { notifications: { maxAttempts: 4, backoffMs: [20, 40] } },
      { payoutNotifyUrl: `${receiver.url}/payouts` },
    );
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  async function created(overrides: Record<string, unknown> = {}) {
    const params = paymentParams({ notifyUrl: `${receiver.url}/payments`, ...overrides });
    const { data } = await t.gateway.call('/open-api/payment/generate', params);
    return { params, data };
  }

  it('posts {param, sign} signed with the platform key, no appId, eventName payment.success', async () => {
    const { params, data } = await created();
    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(receiver.received).toHaveLength(1);
    const [notification] = receiver.received;
    expect(notification!.path).toBe('/payments');
    expect(Object.keys(notification!.body).sort()).toEqual(['param', 'sign']);
    expect(
      verifiesWithPlatformKey(notification!.body.param, notification!.body.sign, t.sandbox.platformPublicKey),
    ).toBe(true);
    expect(
      verifiesWithPlatformKey(
        notification!.body.param.replace('50010', '50011'),
        notification!.body.sign,
        t.sandbox.platformPublicKey,
      ),
    ).toBe(false);
    expect(notification!.params).toEqual({
      eventName: 'payment.success',
      mchOrderId: params['mchOrderId'],
      transactionId: data.transactionId,
      amount: 50010,
      transactionStatus: 'COMPLETED',
      createTime: expect.stringMatching(LOCAL_TIME),
      returnTime: expect.stringMatching(LOCAL_TIME),
      channelCode: 'PH_QRPH_DYNAMIC',
      remark: 'order 1',
    });
  });

  it('closes each delivery’s connection once answered, so the merchant’s server can close at once', async () => {
    // A kept-alive delivery connection held the quick start open for seconds after its last line.
    const merchant = createServer((_request, response) =>
      response.end(JSON.stringify({ code: 10000, message: 'Success' })),
    );
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    const { port } = merchant.address() as AddressInfo;
    try {
      const { data } = await created({ notifyUrl: `http://127.0.0.1:${port}/notifications` });
      t.sandbox.completePayment(data.transactionId);
      await t.sandbox.notificationsIdle();
      const delivered = t.sandbox.deliveries().filter((entry) => entry.param.includes(data.transactionId));
      expect(delivered).toMatchObject([{ status: 'acknowledged', httpStatus: 200 }]);
      const open = () => new Promise<number>((resolve) => merchant.getConnections((_error, count) => resolve(count)));
      await expect.poll(open, { timeout: 1_000 }).toBe(0);
    } finally {
      merchant.closeAllConnections();
      await new Promise((resolve) => merchant.close(resolve));
    }
  });

  it('sends payment.failed with the failure fields', async () => {
    const { data } = await created();
    t.sandbox.failPayment(data.transactionId, { failedCode: -10004, failedMessage: 'Transaction Channel Rejected' });
    await t.sandbox.notificationsIdle();
    expect(receiver.received[0]!.params).toMatchObject({
      eventName: 'payment.failed',
      transactionStatus: 'FAILED',
      failedCode: -10004,
      failedMessage: 'Transaction Channel Rejected',
    });
  });

  it('sends checkout.payment.success with the checkout fields', async () => {
    const mchOrderId = orderId('CK');
    const checkout = (
      await t.gateway.call('/open-api/payment/checkout/generate', {
        mchOrderId,
        countryCode: 'PH',
        currency: 'PHP',
        amount: 3_000,
        notifyUrl: `${receiver.url}/checkout`,
        settlementCurrency: 'USD',
      })
    ).data;
    const { payment } = t.sandbox.payCheckout(checkout.checkoutId, { channelCode: 'PH_GCASH_URL' });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((n) => n.params)).toEqual([
      {
        eventName: 'checkout.payment.success',
        checkoutId: checkout.checkoutId,
        countryCode: 'PH',
        currency: 'PHP',
        settlementCurrency: 'USD',
        mchOrderId,
        transactionId: payment.transactionId,
        amount: 3_000,
        transactionStatus: 'COMPLETED',
        createTime: expect.stringMatching(LOCAL_TIME),
        returnTime: expect.stringMatching(LOCAL_TIME),
        channelCode: 'PH_GCASH_URL',
        remark: '',
      },
    ]);
  });

  it('sends static.order.payment.success for a payment on a Philippine static code', async () => {
    const mchOrderId = orderId('ST');
    await t.gateway.call('/open-api/philippines/static/payment/generate', {
      mchOrderId,
      customerName: 'Store',
      channelCode: 'PH_QRPH_STATIC',
      notifyUrl: `${receiver.url}/static`,
      email: 'store@example.com',
      mobile: '09171234567',
    });
    const payment = t.sandbox.payStaticCode(mchOrderId, { amount: 900 });
    await t.sandbox.notificationsIdle();
    expect(receiver.received[0]!.params).toMatchObject({
      eventName: 'static.order.payment.success',
      mchOrderId,
      transactionId: payment.transactionId,
      amount: 900,
      transactionStatus: 'COMPLETED',
      channelCode: 'PH_QRPH_STATIC',
    });
  });

  it('sends disbursement.success / .failed to the merchant payout notification URL', async () => {
    const ok = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams({ amount: 100 })))
      .data;
    const ko = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams({ amount: 200 })))
      .data;
    t.sandbox.completePayout(ok.transactionId);
    t.sandbox.failPayout(ko.transactionId, { failedCode: -10004, failedMessage: 'Transaction Channel Rejected' });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.every((n) => n.path === '/payouts')).toBe(true);
    const byEvent = Object.fromEntries(receiver.received.map((n) => [n.params['eventName'], n.params]));
    expect(byEvent['disbursement.success']).toEqual({
      eventName: 'disbursement.success',
      mchOrderId: ok.mchOrderId,
      transactionId: ok.transactionId,
      countryCode: 'PH',
      currency: 'PHP',
      amount: 100,
      transactionStatus: 'COMPLETED',
      createTime: expect.stringMatching(LOCAL_TIME),
      returnTime: expect.stringMatching(LOCAL_TIME),
      remark: 'salary',
    });
    expect(byEvent['disbursement.failed']).toMatchObject({
      transactionStatus: 'FAILED',
      failedCode: -10004,
      amount: 200,
    });
  });

  it('sends payment.refund.success / .failed to the refund callback URL', async () => {
    const { data } = await created({ amount: 5_000 });
    t.sandbox.completePayment(data.transactionId);
    const refundOrder = orderId('RF');
    const refund = (
      await t.gateway.call(
        '/open-api/payment/refund',
        refundParams(data.transactionId, {
          mchRefundOrderId: refundOrder,
          refundAmount: 1_000,
          refundReason: 'damaged',
          refundCallbackUrl: `${receiver.url}/refunds`,
        }),
      )
    ).data;
    t.sandbox.completeRefund(refund.refundTransactionId);
    await t.sandbox.notificationsIdle();
    const notification = receiver.received.find((n) => n.path === '/refunds');
    expect(notification?.params).toEqual({
      eventName: 'payment.refund.success',
      mchRefundOrderId: refundOrder,
      refundTransactionId: refund.refundTransactionId,
      originalTransactionId: data.transactionId,
      refundAmount: 1_000,
      feeRefunded: 0,
      refundStatus: 'COMPLETE',
      refundCreateTime: refund.refundCreateTime,
      refundReturnTime: expect.stringMatching(LOCAL_TIME),
      refundReason: 'damaged',
    });
    const second = (
      await t.gateway.call(
        '/open-api/payment/refund',
        refundParams(data.transactionId, { refundAmount: 1_000, refundCallbackUrl: `${receiver.url}/refunds` }),
      )
    ).data;
    t.sandbox.failRefund(second.refundTransactionId, { failedCode: -10009, failedMessage: 'Channel Refund Failed' });
    await t.sandbox.notificationsIdle();
    const failed = receiver.received.find((n) => n.params['eventName'] === 'payment.refund.failed');
    expect(failed?.params).toMatchObject({
      refundStatus: 'FAILED',
      failedCode: -10009,
      failedMessage: 'Channel Refund Failed',
    });
  });

  it('retries until acknowledged and logs every attempt', async () => {
    receiver.answerNext({ status: 500, body: 'oops' }, { status: 200, body: 'SUCCESS' }, 'drop');
    const { data } = await created();
    const started = Date.now();
    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40 + 40 - 5);
    expect(receiver.received).toHaveLength(4);
    const attempts = t.sandbox.deliveries().filter((entry) => entry.param.includes(data.transactionId));
    expect(attempts.map((a) => [a.attempt, a.status, a.willRetry])).toEqual([
      [1, 'rejected', true],
      [2, 'rejected', true],
      [3, 'failed', true],
      [4, 'acknowledged', false],
    ]);
    expect(attempts[0]).toMatchObject({
      httpStatus: 500,
      responseBody: 'oops',
      eventName: 'payment.success',
      url: `${receiver.url}/payments`,
    });
    expect(attempts[1]).toMatchObject({ httpStatus: 200, responseBody: 'SUCCESS' });
    expect(attempts[2]!.error).toEqual(expect.any(String));
    expect(new Set(attempts.map((a) => a.id)).size).toBe(1);
    expect(attempts.every((a) => !Number.isNaN(Date.parse(a.at)))).toBe(true);
  });

  it('gives up after maxAttempts', async () => {
    receiver.answerNext(
      ...Array.from({ length: 4 }, () => ({ status: 200, body: '{"code":10000,"message":"success"}' })),
    );
    const { data } = await created();
    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    const attempts = t.sandbox.deliveries().filter((entry) => entry.param.includes(data.transactionId));
    expect(attempts.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(attempts.at(-1)!.willRetry).toBe(false);
  });

  it('delivers asynchronously: the control call answers before the merchant does', async () => {
    // The merchant answers only once the test lets it: a control call that waited for it would never return.
    let answer = () => {};
    receiver.answerNext({ status: 503, body: '', until: new Promise<void>((resolve) => (answer = resolve)) });
    const { data } = await created();
    const { json } = await t.control.post('/payments/complete', { transactionId: data.transactionId });
    expect(json.status).toBe('COMPLETED');
    expect(t.sandbox.deliveries().some((entry) => entry.param.includes(data.transactionId))).toBe(false);
    answer();
    await t.sandbox.notificationsIdle();
    const log = (await t.control.get('/deliveries')).json as Array<{ param: string; status: string }>;
    expect(log.filter((entry) => entry.param.includes(data.transactionId)).map((entry) => entry.status)).toEqual([
      'rejected',
      'acknowledged',
    ]);
    expect((await t.control.get('/notifications/idle')).json).toEqual({ idle: true });
  });
});

describe('notifications on close', () => {
  it('cancels pending retries when the sandbox closes', async () => {
    const receiver = await startNotificationReceiver();
    const t = await startTestSandbox({ notifications: { backoffMs: [60_000] } });
    receiver.answerNext({ status: 503, body: '' });
    const { data } = await t.gateway.call(
      '/open-api/payment/generate',
      paymentParams({ notifyUrl: `${receiver.url}/n` }),
    );
    t.sandbox.completePayment(data.transactionId);
    while (t.sandbox.deliveries().length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const idle = t.sandbox.notificationsIdle();
    await t.sandbox.close();
    await idle;
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });
});
