import { isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/v2/jt/qrcode/payments';
const setup = useSandbox();
const orderId = (prefix = 'jtqr') => uniqueId(prefix).replace(/-/g, '');
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function paidCode() {
  const mchOrderId = orderId();
  const subOrderId = orderId('parcel');
  const code = await setup.client.thailand.createCashOnDeliveryQrCode({
    mchOrderId,
    channelCode: 'THAI_DYNAMIC_QR',
    amount: 4200,
    notifyUrl: 'https://merchant.example.com/qr',
    items: [{ subOrderId, amount: 4200, regionNo: 'R1', branchNo: 'B1', courierNo: 'C1' }],
    remark: 'parcel on delivery',
  });
  setup.sandbox.completePayment({ transactionId: code.transactionId ?? '' });
  return { mchOrderId, subOrderId, transactionId: code.transactionId };
}

describe('thailand.listCashOnDeliveryQrPayments', () => {
  it('lists a code’s payment by its order id, and by its sub-order', async () => {
    const { mchOrderId, subOrderId, transactionId } = await paidCode();
    const byOrder = await setup.client.thailand.listCashOnDeliveryQrPayments({
      mchOrderId,
      startDate: today(),
      endDate: today(),
    });
    expect(byOrder).toEqual([
      expect.objectContaining({
        transactionId,
        mchOrderId,
        subOrderId,
        transactionStatus: 'COMPLETED',
        amount: 4200,
        fee: 0,
        totalAmount: 4200,
        remark: 'parcel on delivery',
      }),
    ]);
    const bySubOrder = await setup.client.thailand.listCashOnDeliveryQrPayments({
      subOrderId,
      startDate: today(),
      endDate: today(),
    });
    expect(bySubOrder.map((payment) => payment.transactionId)).toEqual([transactionId]);
  });

  it('answers an empty list for a range without the payment', async () => {
    const { mchOrderId } = await paidCode();
    const before = await setup.client.thailand.listCashOnDeliveryQrPayments({
      mchOrderId,
      startDate: '2022-11-01',
      endDate: '2022-11-28',
    });
    expect(before).toEqual([]);
  });

  it('refuses both order ids, neither, and a reversed range, with format checks off too, before sending', async () => {
    const lenient = await setup.clientWith({ formatChecks: false });
    const hits = setup.sandbox.hits(path);
    const both = await rejectionOf(
      lenient.thailand.listCashOnDeliveryQrPayments({
        mchOrderId: 'A1',
        subOrderId: 'B1',
        startDate: today(),
        endDate: today(),
      }),
    );
    expect(isRequestValidationError(both) && both.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    const neither = await rejectionOf(
      lenient.thailand.listCashOnDeliveryQrPayments({ startDate: today(), endDate: today() }),
    );
    expect(isRequestValidationError(neither) && neither.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    const reversed = await rejectionOf(
      lenient.thailand.listCashOnDeliveryQrPayments({
        mchOrderId: 'A1',
        startDate: '2026-01-02',
        endDate: '2026-01-01',
      }),
    );
    expect(isRequestValidationError(reversed) && reversed.issues.map((issue) => issue.path)).toEqual(['endDate']);
    expect(setup.sandbox.hits(path)).toBe(hits);
  });
});
