import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateQrCodeDataSchema, type CreateQrCodeParams } from './create-qr-code.js';

const path = '/open-api/qr/generate';
const setup = useSandbox();

/** A fresh letters-and-digits order id, as the QR page requires. */
const qrOrderId = () => uniqueId('myqr').replace(/[^A-Za-z0-9]/g, '');

/** The page's own example params (https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html) under a fresh order id. */
function documented(overrides: Partial<CreateQrCodeParams> = {}): CreateQrCodeParams {
  return {
    channelCode: 'DUITNOW_DYNAMIC_QR',
    mchOrderId: qrOrderId(),
    amount: 1000,
    notifyUrl: 'https://example.com/',
    customerName: 'Raja',
    email: 'raja@example.com',
    mobile: '60128888888',
    remark: 'example',
    expireSeconds: 300,
    ...overrides,
  };
}

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);
const gatewayTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

describe('malaysia.createQrCode', () => {
  it('creates an ACTIVE DuitNow dynamic QR code from the page’s example params, a PENDING MYR payment in sen', async () => {
    const params = documented();
    const data = await setup.client.malaysia.createQrCode(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      qrCodeContent: expect.any(String),
      channelCode: 'DUITNOW_DYNAMIC_QR',
      notifyUrl: params.notifyUrl,
      remark: 'example',
      qrStatus: 'ACTIVE',
      transactionStatus: 'PENDING',
      qrLink: expect.any(String),
      createTime: gatewayTime,
      updateTime: gatewayTime,
      expiresTime: gatewayTime,
    });
    // Thailand's QR code shares the path: this one is served as Malaysia's.
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 1000, currency: 'MYR', countryCode: 'MY', channelType: 'QR' },
    ]);
  });

  it('reads an answer holding only the order id and the QR content, since the page shows no example answer', () => {
    expect(v.parse(CreateQrCodeDataSchema, { mchOrderId: 'PC1', qrCodeContent: '0002' })).toEqual({
      mchOrderId: 'PC1',
      qrCodeContent: '0002',
    });
  });

  it('refuses a missing amount, a mobile number with letters and an order id with a dash, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const { amount: _amount, ...withoutAmount } = documented({ mobile: '6012abc8888', mchOrderId: 'PC-1' });
    const error = await rejectionOf(setup.client.malaysia.createQrCode(withoutAmount as never));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount',
      'mchOrderId',
      'mobile',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a channel code the merchant does not have as GatewayError 21005 and makes no code', async () => {
    const params = documented({ channelCode: 'MY_DUITNOW_QR_TYPO' });
    const error = await rejectionOf(setup.client.malaysia.createQrCode(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantChannelUnavailable);
    expect(paymentsOf(params.mchOrderId)).toEqual([]);
  });

  it('is not sent again after the gateway committed it and the answer was lost: OutcomeUnknownError with its order id', async () => {
    const params = documented();
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.malaysia.createQrCode(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(setup.sandbox.hits(path) - sent).toBe(1);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
    // Sent again with the same order id, the code the gateway made is refused, not made twice.
    const again = await rejectionOf(setup.client.malaysia.createQrCode(params));
    expect(isGatewayError(again) && again.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
