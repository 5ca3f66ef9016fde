import { createNotificationHandler, rsaSha256Verifier, toNodeListener } from '@lintas/core';
import { until, useListeners } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { thailand } from '../src/index.js';
import { uniqueId, useSandbox } from './setup-sandbox.js';

// BluePay documents `qrcode.payment.success|failed` in the `{param, sign}` envelope, answered with
// `{"code":10000,"message":"Success"}` (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html,
// https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html): the thailand plugin declares them.

const setup = useSandbox();
const listen = useListeners();

async function receiver(confirm: boolean) {
  const paid: Array<{ mchOrderId: string; amount: number; confirmedStatus: string | undefined }> = [];
  const errors: unknown[] = [];
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: [thailand],
    ...(confirm ? { confirm: setup.client } : { unconfirmed: ['qrcode.payment.success'] }),
    on: {
      'qrcode.payment.success': (n) => {
        const record = 'record' in n ? n.record : undefined;
        paid.push({
          mchOrderId: n.payload.mchOrderId,
          amount: n.payload.amount,
          confirmedStatus: record?.transactionStatus,
        });
      },
    },
    onError: (error) => void errors.push(error),
  });
  return { url: `${await listen(toNodeListener(handler))}/qr`, paid, errors };
}

describe('a Thai QR code payment notification, sent by @lintas/sandbox', () => {
  it.each([false, true])(
    'reaches the typed qrcode.payment.success listener with the thailand plugin (confirm %s), no default listener needed',
    async (confirm) => {
      const target = await receiver(confirm);
      // BluePay order ids are letters and digits only.
      const mchOrderId = uniqueId('qr').replace(/-/g, '');
      const code = await setup.client.thailand.createQrCode({
        mchOrderId,
        channelCode: 'THAI_DYNAMIC_QR',
        amount: 2300,
        notifyUrl: target.url,
      });
      setup.sandbox.completePayment({ transactionId: code.transactionId });
      // The sandbox logs the delivery once it has read the answer, after the listener ran.
      const delivered = () =>
        setup.sandbox
          .deliveries()
          .filter((entry) => entry.url === target.url && entry.eventName === 'qrcode.payment.success');
      await until(() => delivered().some((entry) => entry.status === 'acknowledged'));
      expect(target.paid).toEqual([{ mchOrderId, amount: 2300, confirmedStatus: confirm ? 'COMPLETED' : undefined }]);
      expect(target.errors).toEqual([]);
      expect(delivered().at(-1)).toMatchObject({ status: 'acknowledged', httpStatus: 200 });
    },
  );

  it('of a J&T cash-on-delivery code carries the fee and the code’s total, and is confirmed in that code’s payment list', async () => {
    const target = await receiver(true);
    const mchOrderId = uniqueId('jtqr').replace(/-/g, '');
    const code = await setup.client.thailand.createCashOnDeliveryQrCode({
      mchOrderId,
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 2500,
      notifyUrl: target.url,
    });
    setup.sandbox.completePayment({ transactionId: code.transactionId ?? '' });
    const delivered = () =>
      setup.sandbox
        .deliveries()
        .filter((entry) => entry.url === target.url && entry.eventName === 'qrcode.payment.success');
    await until(() => delivered().some((entry) => entry.status === 'acknowledged'));
    expect(JSON.parse(delivered().at(-1)?.param ?? '{}')).toMatchObject({ fee: 0, totalAmount: 2500 });
    expect(target.paid).toEqual([{ mchOrderId, amount: 2500, confirmedStatus: 'COMPLETED' }]);
    expect(target.errors).toEqual([]);
    const lists = setup.sandbox.requests().filter((request) => request.path.includes('qrcode/payments'));
    expect(lists.length).toBeGreaterThan(0);
  });
});

describe('a WebPay order’s notification, sent by @lintas/sandbox', () => {
  it('reaches the typed order.payment.success listener, confirmed with the payment status check in TH', async () => {
    const paid: Array<{ mchOrderId: string; amount: number; confirmedStatus: unknown }> = [];
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [thailand],
      confirm: setup.client,
      on: {
        'order.payment.success': (n) => {
          const record = 'record' in n ? (n.record as { transactionStatus?: unknown }) : undefined;
          paid.push({
            mchOrderId: n.payload.mchOrderId,
            amount: n.payload.amount,
            confirmedStatus: record?.transactionStatus,
          });
        },
      },
      onError: (error) => void errors.push(error),
    });
    const url = `${await listen(toNodeListener(handler))}/webpay`;
    const mchOrderId = uniqueId('wp').replace(/-/g, '');
    const order = await setup.client.thailand.createWebpay({
      mchOrderId,
      channelCode: 'WECHAT_URL',
      amount: 2300,
      notifyUrl: url,
      redirectUrl: 'https://merchant.example.com/done',
      customerName: 'Somchai',
      email: 'somchai@example.com',
      mobile: '0812345678',
      payerClientIp: '203.0.113.7',
    });
    setup.sandbox.completePayment({ transactionId: order.transactionId });
    const delivered = () =>
      setup.sandbox.deliveries().filter((entry) => entry.url === url && entry.eventName === 'order.payment.success');
    await until(() => delivered().some((entry) => entry.status === 'acknowledged'));
    expect(paid).toEqual([{ mchOrderId, amount: 2300, confirmedStatus: 'COMPLETED' }]);
    expect(errors).toEqual([]);
  });
});
