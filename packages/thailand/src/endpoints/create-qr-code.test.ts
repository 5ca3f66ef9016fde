import {
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordMismatchError,
  isRequestValidationError,
} from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateQrCodeDataSchema, type CreateQrCodeParams, CreateQrCodeParamsSchema } from './create-qr-code.js';

const path = '/open-api/qr/generate';
const setup = useSandbox();

/** A fresh letters-and-digits order id, as the QR pages require. */
const qrOrderId = () => uniqueId('thqr').replace(/-/g, '');

/** The page's own example params (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html) under a fresh order id. */
function documented(overrides: Partial<CreateQrCodeParams> = {}): CreateQrCodeParams {
  return {
    channelCode: 'THAI_DYNAMIC_QR',
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

describe('thailand.createQrCode', () => {
  it('creates an ACTIVE dynamic QR code from the page’s example params, with a PENDING payment for its amount in satang', async () => {
    const params = documented();
    const data = await setup.client.thailand.createQrCode(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      qrCodeContent: expect.any(String),
      channelCode: 'THAI_DYNAMIC_QR',
      notifyUrl: 'https://example.com/',
      remark: 'example',
      qrStatus: 'ACTIVE',
      transactionStatus: 'PENDING',
      qrLink: expect.stringMatching(/^http/),
      createTime: gatewayTime,
      updateTime: gatewayTime,
      expiresTime: gatewayTime,
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 1000, currency: 'THB', status: 'PENDING' },
    ]);
  });

  it('reads an answer with only the order id, the transaction id and the QR content: the page shows a response table but no example answer', () => {
    const minimal = { mchOrderId: 'PC880001', transactionId: 'C1051669624201385891', qrCodeContent: '000201010212' };
    expect(v.parse(CreateQrCodeDataSchema, minimal)).toEqual(minimal);
    expect(v.safeParse(CreateQrCodeDataSchema, { mchOrderId: 'PC880001', transactionId: 'C1' }).success).toBe(false);
  });

  it('accepts the page’s example param content exactly as shown', () => {
    expect(v.safeParse(CreateQrCodeParamsSchema, documented({ mchOrderId: 'PC880001' })).success).toBe(true);
  });

  it('refuses an order id with a hyphen and an expiry past an hour before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.thailand.createQrCode(documented({ mchOrderId: 'order-1', expireSeconds: 7200 })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'expireSeconds',
      'mchOrderId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('keeps refusing a dynamic QR code without an amount when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const { amount: _amount, ...withoutAmount } = documented();
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(client.thailand.createQrCode(withoutAmount));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['amount']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007 and keeps the first code only', async () => {
    const params = documented();
    await setup.client.thailand.createQrCode(params);
    const error = await rejectionOf(setup.client.thailand.createQrCode(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });

  it('resends a code whose answer was lost with the same order id, and never makes a second: the duplicate is looked up, and the fields its status check cannot confirm end in OutcomeUnknownError', async () => {
    const params = documented();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.thailand.createQrCode(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    // The country-neutral status check returns the order, amount, channel and remark, not the payer's
    // details nor the notification URL (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
    const fields = isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) ? error.cause.fields : [];
    expect(fields.every((field) => field.reason === 'unchecked')).toBe(true);
    expect(fields.map((field) => field.field).sort()).toEqual(
      ['notifyUrl', 'customerName', 'email', 'mobile', 'expireSeconds'].filter((field) => field in params).sort(),
    );
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      "check its status with client.neutral.queryPayment({ mchOrderId, countryCode: 'TH' }) before anything else",
    );
    expect(setup.sandbox.hits(path) - before).toBe(2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
