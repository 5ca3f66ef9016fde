import { formatGatewayDate, GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { ListQrPaymentsDataSchema } from './list-qr-payments.js';

const path = '/open-api/qr/paymentList';
const setup = useSandbox();

const qrOrderId = () => uniqueId('thlist').replace(/-/g, '');

describe('thailand.listQrPayments', () => {
  it('lists the payment of a QR code once the payer paid it, with the fields the page documents', async () => {
    const mchOrderId = qrOrderId();
    const code = await setup.client.thailand.createQrCode({
      mchOrderId,
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 2300,
      notifyUrl: 'https://merchant.example.com/qr',
      remark: 'table 7',
    });
    const today = formatGatewayDate();
    await expect(
      setup.client.thailand.listQrPayments({ mchOrderId, startDate: today, endDate: today }),
    ).resolves.toMatchObject([
      { transactionId: code.transactionId, transactionStatus: 'PENDING', transactionAmount: 2300 },
    ]);
    setup.sandbox.completePayment({ transactionId: code.transactionId });
    await expect(
      setup.client.thailand.listQrPayments({ mchOrderId, startDate: today, endDate: today }),
    ).resolves.toEqual([
      {
        transactionId: code.transactionId,
        channelCode: 'THAI_DYNAMIC_QR',
        transactionCreateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        transactionReturnTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        transactionAmount: 2300,
        transactionStatus: 'COMPLETED',
        remark: 'table 7',
      },
    ]);
  });

  it('answers an empty list for a code nobody paid in the range', async () => {
    await expect(
      setup.client.thailand.listQrPayments({ mchOrderId: qrOrderId(), startDate: '2022-11-01', endDate: '2022-11-28' }),
    ).resolves.toEqual([]);
  });

  it('reads the page’s example answer, a bare array, and an amount sent as text as the table types it', () => {
    // https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html
    const documented = {
      transactionId: 'C1051669624201385891',
      channelCode: 'THAI_DYNAMIC_QR',
      transactionCreateTime: '2022-11-28 16:30:01',
      transactionReturnTime: '2022-11-28 18:00:00',
      transactionAmount: 1000,
      transactionStatus: 'COMPLETED',
      remark: 'example',
    };
    expect(v.parse(ListQrPaymentsDataSchema, [documented])).toEqual([documented]);
    expect(
      v.parse(ListQrPaymentsDataSchema, [{ ...documented, transactionAmount: '1000' }])[0]?.transactionAmount,
    ).toBe(1000);
  });

  it('refuses a reversed date range before sending anything, even with format checks off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      client.thailand.listQrPayments({ mchOrderId: 'PC880001', startDate: '2022-11-28', endDate: '2022-11-01' }),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['endDate']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a request whose signature does not verify as GatewayError 21001', async () => {
    // A signature the gateway cannot verify, without the cost of generating a second RSA key.
    const client = await setup.clientWith({
      signer: { sign: async () => Buffer.from('not a signature').toString('base64') },
    });
    const error = await rejectionOf(
      client.thailand.listQrPayments({ mchOrderId: 'PC880001', startDate: '2022-11-01', endDate: '2022-11-28' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.SignError);
  });
});
