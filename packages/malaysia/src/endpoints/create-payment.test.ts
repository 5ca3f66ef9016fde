import {
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordMismatchError,
  isRequestValidationError,
} from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreatePaymentParams } from './create-payment.js';

const path = '/open-api/malaysia/payment/generate';
const setup = useSandbox();

/** The page's request example (https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html) under a fresh order id. */
function documented(overrides: Partial<CreatePaymentParams> = {}): CreatePaymentParams {
  return {
    mchOrderId: uniqueId('Platform'),
    amount: 56,
    customerName: 'user01',
    channelCode: 'MY_TNG_URL',
    email: 'Platform@gmail.com',
    redirectUrl: 'https://www.google.com/',
    notifyUrl: 'https://test.com',
    mobile: '123456789',
    ...overrides,
  };
}

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('malaysia.createPayment', () => {
  it('creates a PENDING MYR payment in sen from the page’s example request (a 9-digit mobile included) and answers its pay link', async () => {
    const params = documented();
    const data = await setup.client.malaysia.createPayment(params);
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      transactionId: expect.any(String),
      payData: expect.stringMatching(/^http/),
      channelType: 'EWALLET',
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ amount: 56, currency: 'MYR', countryCode: 'MY' }]);
  });

  it('refuses an amount in ringgit with decimals and a notifyUrl that is not a URL before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.malaysia.createPayment(documented({ amount: 5.6, notifyUrl: 'test.com' })),
    );
    expect(isRequestValidationError(error) && [...new Set(error.issues.map((issue) => issue.path))].sort()).toEqual([
      'amount',
      'notifyUrl',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007', async () => {
    const params = documented();
    await setup.client.malaysia.createPayment(params);
    const error = await rejectionOf(setup.client.malaysia.createPayment(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
  });

  it('resends a payment whose answer was lost with the same order id, and never makes a second: the duplicate is looked up, and the payer it cannot confirm ends in OutcomeUnknownError', async () => {
    const params = documented();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.malaysia.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    // queryWebpay returns every param but the payer's name (https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html).
    expect(isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) && error.cause.fields).toEqual([
      { field: 'customerName', reason: 'unchecked' },
    ]);
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      'check its status with client.malaysia.queryWebpay({ mchOrderId }) before anything else',
    );
    expect(setup.sandbox.hits(path) - before).toBe(2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
