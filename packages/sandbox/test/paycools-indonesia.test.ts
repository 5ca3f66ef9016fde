import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const STATIC_VA = '/open-api/static/payment/code';
const STATIC_VA_PAYMENTS = '/open-api/static/payment/code/payments';
const DYNAMIC_VA = '/open-api/dynamic/payment/code';
const DISBURSE = '/open-api/disbursement';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('PayCools Indonesia virtual accounts and disbursement', () => {
  let t: TestSandbox;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
  beforeAll(async () => {
    receiver = await startNotificationReceiver();
    t = await startTestSandbox({}, { payoutNotifyUrl: `${receiver.url}/payouts` });
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  it('accepts the static VA page’s example request and notifies each payment as payment.success with the VA number', async () => {
    // https://developers.paycools.co.id/en/payment/VACollection.html, notifyUrl pointed at the receiver
    const mchOrderId = orderId('TestMchOrderIdP');
    const created = await t.gateway.call(STATIC_VA, {
      mchOrderId,
      channelCode: 'BRI_VA',
      amount: 10000,
      email: 'test@123.com',
      mobile: '081234567',
      customerName: 'test',
      remark: 'test payment code',
      notifyUrl: `${receiver.url}/va`,
    });
    expect(created).toMatchObject({
      code: 10000,
      data: { mchOrderId, customerName: 'test', expireTime: null, status: 'ACTIVE' },
    });
    const paid = t.sandbox.payStaticCode(mchOrderId, { amount: 10000 });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((notification) => notification.params)).toContainEqual({
      eventName: 'payment.success',
      mchOrderId,
      transactionId: paid.transactionId,
      referenceNumber: created.data.paymentCode.referenceNumber,
      amount: 10000,
      transactionStatus: 'COMPLETED',
      createTime: expect.stringMatching(LOCAL_TIME),
      returnTime: expect.stringMatching(LOCAL_TIME),
      channelCode: 'BRI_VA',
      remark: 'test payment code',
    });
    const listed = await t.gateway.call(STATIC_VA_PAYMENTS, { mchOrderId, startDate: today(), endDate: today() });
    expect(listed.data).toEqual([
      expect.objectContaining({
        transactionId: paid.transactionId,
        transactionStatus: 'COMPLETE',
        referenceNumber: created.data.paymentCode.referenceNumber,
      }),
    ]);
  });

  it('accepts the static VA payment list page’s example request', async () => {
    const answer = await t.gateway.call(STATIC_VA_PAYMENTS, {
      mchOrderId: 'TestMchOrderIdP0001',
      startDate: '2023-01-02',
      endDate: '2023-01-03',
    });
    expect([answer.code, answer.data]).toEqual([10000, []]);
  });

  it('accepts the dynamic VA page’s example request (a mobile without its leading 0, a plain-http notifyUrl) and notifies payment.success', async () => {
    // https://developers.paycools.co.id/en/payment/Collection.html
    const mchOrderId = orderId('TestMchOrderIdP');
    const created = await t.gateway.call(DYNAMIC_VA, {
      mchOrderId,
      amount: 10000,
      email: 'test@123.com',
      mobile: '81234567890',
      customerName: 'test',
      remark: 'test payment code',
      notifyUrl: `${receiver.url}/dynamic`,
      channelCode: 'ALFAMART_VA',
    });
    expect(created).toMatchObject({
      code: 10000,
      data: {
        transactionReturnTime: null,
        transactionAmount: 10000,
        transactionStatus: 'PENDING',
        remark: 'test payment code',
      },
    });
    t.sandbox.completePayment(created.data.transactionId);
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((notification) => notification.params)).toContainEqual(
      expect.objectContaining({
        eventName: 'payment.success',
        mchOrderId,
        referenceNumber: created.data.paymentCode.referenceNumber,
        transactionStatus: 'COMPLETED',
      }),
    );
  });

  it('refuses a VA amount under 2000 and a disbursement without the bank its pay method needs (21002)', async () => {
    const va = await t.gateway.call(STATIC_VA, {
      mchOrderId: orderId('VA'),
      channelCode: 'BNI_VA',
      amount: 1999,
      customerName: 'x',
      notifyUrl: 'http://test',
    });
    expect(va.code).toBe(21002);
    const payout = await t.gateway.call(DISBURSE, {
      mchOrderId: orderId('PO'),
      idempotencyId: orderId('ID'),
      amount: 10000,
      accountNo: '123',
      accountName: 'Budi',
      payMethodCode: 'BANK',
    });
    expect(payout.code).toBe(21002);
  });

  it('pays out through the disbursement and notifies disbursement.success to the dashboard URL', async () => {
    const mchOrderId = orderId('PO');
    const created = await t.gateway.call(DISBURSE, {
      mchOrderId,
      idempotencyId: orderId('ID'),
      amount: 50000,
      accountNo: '109594480004',
      accountName: 'Budi',
      payMethodCode: 'EWALLET',
      ewalletCode: 'OVO',
      disbursementType: 'BANK_TRANSFER',
    });
    expect(created).toMatchObject({ code: 10000, data: { mchOrderId, transactionStatus: 'PENDING' } });
    t.sandbox.completePayout({ mchOrderId, appId: t.merchant.appId });
    await t.sandbox.notificationsIdle();
    expect(receiver.received.map((notification) => notification.params)).toContainEqual(
      expect.objectContaining({ eventName: 'disbursement.success', mchOrderId, amount: 50000, currency: 'IDR' }),
    );
  });
});
