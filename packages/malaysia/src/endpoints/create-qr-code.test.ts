import {
  createNotificationHandler,
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordMismatchError,
  isRequestValidationError,
  type Notification,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { useListeners } from '@lintas/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { malaysia } from '../../src/index.js';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateQrCodeDataSchema, type CreateQrCodeParams } from './create-qr-code.js';

const path = '/open-api/qr/generate';
const setup = useSandbox();
const listen = useListeners();

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

  it('resends a code whose answer was lost with the same order id, and never makes a second: the duplicate is looked up under country MY, and the fields its status check cannot confirm end in OutcomeUnknownError', async () => {
    const params = documented();
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.malaysia.createQrCode(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    // The country-neutral status check finds the Malaysian payment, with its order, amount, channel and
    // remark, not the payer's details nor the notification URL (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
    const fields = isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) ? error.cause.fields : [];
    expect(fields.every((field) => field.reason === 'unchecked')).toBe(true);
    expect(fields.map((field) => field.field).sort()).toEqual(
      ['notifyUrl', 'customerName', 'email', 'mobile', 'expireSeconds'].filter((field) => field in params).sort(),
    );
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      "check its status with client.neutral.queryPayment({ mchOrderId, countryCode: 'MY' }) before anything else",
    );
    expect(setup.sandbox.hits(path) - sent).toBe(2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });

  // No public copy of the Malaysian site's QR payment notification page (nor of a QR lookup) could be
  // read: the sandbox sends BluePay's event names (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html),
  // and no page shows a Malaysian example to keep as a contract fixture.
  async function payToHandler(options: { unconfirmed?: readonly string[] }) {
    const seen: Notification[] = [];
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [malaysia],
      confirm: setup.client,
      ...options,
      on: { default: (notification) => void seen.push(notification) },
      onError: (error) => void errors.push(error),
    });
    const params = documented({ notifyUrl: `${await listen(toNodeListener(handler))}/qr` });
    const { transactionId } = await setup.client.malaysia.createQrCode(params);
    setup.sandbox.completePayment({ transactionId: transactionId ?? '' });
    await setup.sandbox.notificationsIdle();
    return { params, transactionId, seen, errors };
  }

  it('has its payment notification, which the package neither declares nor can confirm, refused unacknowledged', async () => {
    const { seen, errors } = await payToHandler({});
    expect(seen).toEqual([]);
    expect(errors[0]).toMatchObject({
      name: 'NotificationNotConfirmedError',
      eventName: 'qrcode.payment.success',
      reason: 'no-lookup',
    });
    // Not acknowledged: the gateway delivered it again.
    expect(errors.length).toBeGreaterThan(1);
  });

  it('hands its payment notification to the default listener as unknown and unconfirmed once named in unconfirmed', async () => {
    const { params, transactionId, seen, errors } = await payToHandler({ unconfirmed: ['qrcode.payment.success'] });
    expect(errors).toEqual([]);
    expect(seen).toMatchObject([
      {
        known: false,
        kind: 'unknown',
        eventName: 'qrcode.payment.success',
        payload: { mchOrderId: params.mchOrderId, transactionId, amount: 1000 },
      },
    ]);
    expect(seen[0]).not.toHaveProperty('record');
  });
});
