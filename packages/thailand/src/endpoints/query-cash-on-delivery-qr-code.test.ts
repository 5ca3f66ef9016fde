import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/v2/jt/qrcode/detail';
const setup = useSandbox();
const orderId = () => uniqueId('jtqr').replace(/-/g, '');

describe('thailand.queryCashOnDeliveryQrCode', () => {
  it('answers a code with its payment’s status, fee, total and sub-orders, after it is paid too', async () => {
    const mchOrderId = orderId();
    const item = { subOrderId: 'PARCEL1', amount: 2300, regionNo: 'R1', branchNo: 'B1', courierNo: 'C1' };
    const created = await setup.client.thailand.createCashOnDeliveryQrCode({
      mchOrderId,
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 2300,
      notifyUrl: 'https://merchant.example.com/qr',
      items: [item],
    });
    expect(await setup.client.thailand.queryCashOnDeliveryQrCode({ mchOrderId })).toMatchObject({
      mchOrderId,
      transactionId: created.transactionId,
      qrCodeContent: created.qrCodeContent,
      transactionStatus: 'PENDING',
      qrStatus: 'ACTIVE',
      amount: 2300,
      fee: 0,
      totalAmount: 2300,
      businessType: 1,
      projectType: 'PPCASH',
      items: [item],
    });
    setup.sandbox.completePayment({ transactionId: created.transactionId ?? '' });
    expect(await setup.client.thailand.queryCashOnDeliveryQrCode({ mchOrderId })).toMatchObject({
      transactionStatus: 'COMPLETED',
      qrStatus: 'INACTIVE',
      transactionReturnTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('surfaces an order id without a code as GatewayError 21006, and refuses one with symbols before sending', async () => {
    const missing = await rejectionOf(setup.client.thailand.queryCashOnDeliveryQrCode({ mchOrderId: orderId() }));
    expect(isGatewayError(missing) && missing.code).toBe(GatewayCode.TransactionNotFound);
    const before = setup.sandbox.hits(path);
    const bad = await rejectionOf(setup.client.thailand.queryCashOnDeliveryQrCode({ mchOrderId: 'order-1' }));
    expect(isRequestValidationError(bad) && bad.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });
});
