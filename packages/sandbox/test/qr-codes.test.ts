import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const CREATE = '/open-api/qr/generate';
const LIST = '/open-api/qr/paymentList';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('BluePay Thai QR codes', () => {
  let t: TestSandbox;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
  beforeAll(async () => {
    t = await startTestSandbox();
    receiver = await startNotificationReceiver();
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  // The "Param content" of https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html under a fresh order id.
  const documented = (overrides: Record<string, unknown> = {}) => ({
    channelCode: 'THAI_DYNAMIC_QR',
    mchOrderId: orderId('PC'),
    amount: 1000,
    notifyUrl: 'https://example.com/',
    customerName: 'Raja',
    email: 'raja@example.com',
    mobile: '60128888888',
    remark: 'example',
    expireSeconds: 300,
    ...overrides,
  });

  it('accepts the page’s example request and answers every field of its response table', async () => {
    const params = documented();
    const { code, data } = await t.gateway.call(CREATE, params);
    expect(code).toBe(10000);
    expect(Object.keys(data).sort()).toEqual(
      [
        'channelCode',
        'createTime',
        'expiresTime',
        'mchOrderId',
        'notifyUrl',
        'qrCodeContent',
        'qrLink',
        'qrStatus',
        'remark',
        'transactionId',
        'transactionStatus',
        'updateTime',
      ].sort(),
    );
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      qrStatus: 'ACTIVE',
      transactionStatus: 'PENDING',
      createTime: expect.stringMatching(LOCAL_TIME),
    });
  });

  it('refuses a dynamic code without an amount and an expiry outside 30–3600 seconds (21002)', async () => {
    const { amount: _amount, ...withoutAmount } = documented();
    expect((await t.gateway.call(CREATE, withoutAmount)).code).toBe(21002);
    expect((await t.gateway.call(CREATE, documented({ expireSeconds: 10 }))).code).toBe(21002);
    expect((await t.gateway.call(CREATE, documented({ expireSeconds: 3601 }))).code).toBe(21002);
  });

  it('notifies qrcode.payment.success when the payer pays, and lists the payment as the page shows it', async () => {
    const params = documented({ notifyUrl: `${receiver.url}/qr` });
    const { data } = await t.gateway.call(CREATE, params);
    t.sandbox.completePayment(data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((notification) => notification.params)).toContainEqual({
      eventName: 'qrcode.payment.success',
      mchOrderId: params.mchOrderId,
      transactionId: data.transactionId,
      amount: 1000,
      transactionStatus: 'COMPLETED',
      createTime: expect.stringMatching(LOCAL_TIME),
      returnTime: expect.stringMatching(LOCAL_TIME),
      channelCode: 'THAI_DYNAMIC_QR',
      remark: 'example',
    });
    const listed = await t.gateway.call(LIST, { mchOrderId: params.mchOrderId, startDate: today(), endDate: today() });
    expect(listed.data).toEqual([
      {
        transactionId: data.transactionId,
        channelCode: 'THAI_DYNAMIC_QR',
        transactionCreateTime: expect.stringMatching(LOCAL_TIME),
        transactionReturnTime: expect.stringMatching(LOCAL_TIME),
        transactionAmount: 1000,
        transactionStatus: 'COMPLETED',
        remark: 'example',
      },
    ]);
  });

  it('accepts the payment list page’s example request and answers a bare array', async () => {
    const { code, data } = await t.gateway.call(LIST, {
      mchOrderId: 'PC880001',
      startDate: '2022-11-01',
      endDate: '2022-11-28',
    });
    expect([code, data]).toEqual([10000, []]);
  });
});
