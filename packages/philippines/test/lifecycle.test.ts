import { GatewayCode, isGatewayError } from '@lintas/core';
import { queryPayout } from '@lintas/neutral';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from './setup-sandbox.js';

const setup = useSandbox();
const gatewayTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('a Philippine merchant', () => {
  it('creates a payment, the payer pays, and the query shows it COMPLETED with its return time', async () => {
    const mchOrderId = uniqueId('life-pay');
    const created = await setup.client.philippines.createPayment({
      mchOrderId,
      amount: 120000,
      customerName: 'Ana Reyes',
      channelCode: 'PH_GCASH_URL',
      email: 'ana@example.com',
      mobile: '09191234567',
      notifyUrl: 'https://merchant.example.com/notify',
    });
    expect(await setup.client.philippines.queryPayment({ mchOrderId })).toMatchObject({ transactionStatus: 'PENDING' });

    setup.sandbox.completePayment({ transactionId: created.transactionId });

    const paid = await setup.client.philippines.queryPayment({ mchOrderId });
    expect(paid).toMatchObject({
      transactionId: created.transactionId,
      amount: 120000,
      transactionStatus: 'COMPLETED',
    });
    expect(paid.transactionReturnTime).toMatch(gatewayTime);
  });

  it('pays out once: the balance drops by the amount and the payout lookup shows it until it completes', async () => {
    const mchOrderId = uniqueId('life-out');
    const balance = () => setup.sandbox.balances(setup.merchant.appId).PHP;
    const before = balance() ?? 0;
    const created = await setup.client.philippines.createPayout({
      mchOrderId,
      idempotencyId: uniqueId('life-idem'),
      amount: 75000,
      accountNo: '09171234567',
      accountName: 'Ana Reyes',
      payMethodCode: 'EWALLET',
      transferCode: 'GCASH',
    });
    expect(balance()).toBe(before - 75000);
    expect(setup.sandbox.state().payouts.filter((payout) => payout.mchOrderId === mchOrderId)).toHaveLength(1);
    const pending = await setup.client.call(queryPayout, { mchOrderId, countryCode: 'PH' });
    expect(pending).toMatchObject({
      transactionId: created.transactionId,
      amount: 75000,
      transactionStatus: 'PENDING',
    });

    setup.sandbox.completePayout({ transactionId: created.transactionId });

    const done = await setup.client.call(queryPayout, { mchOrderId, countryCode: 'PH' });
    expect(done).toMatchObject({ transactionId: created.transactionId, transactionStatus: 'COMPLETED' });
    expect(balance()).toBe(before - 75000);
  });

  it('creates a static QR code, cancels it, and is refused with 21025 when cancelling it again', async () => {
    const keys = { mchOrderId: uniqueId('life-code'), channelCode: 'PH_QRPH_STATIC' };
    const created = await setup.client.philippines.createStaticCode({
      ...keys,
      customerName: 'Ana Reyes',
      notifyUrl: 'https://merchant.example.com/notify',
      email: 'ana@example.com',
      mobile: '09191234567',
    });
    expect(created.status).not.toBe('CANCEL');

    const cancelled = await setup.client.philippines.cancelStaticCode(keys);
    expect(cancelled).toMatchObject({ ...keys, payData: created.payData, status: 'CANCEL' });

    const again = await rejectionOf(setup.client.philippines.cancelStaticCode(keys));
    expect(isGatewayError(again) && again.code).toBe(GatewayCode.NotAllowedToCancel);
  });
});
