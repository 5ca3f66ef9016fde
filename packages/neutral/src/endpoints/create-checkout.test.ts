import { GatewayCode, gatewayDateTimePattern, isGatewayError, isOutcomeUnknownError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { checkoutParams, issuePaths, paymentParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/checkout/generate';
const setup = useSandbox();

function checkoutsOf(mchOrderId: string) {
  return setup.sandbox.state().checkouts.filter((record) => record.mchOrderId === mchOrderId);
}

describe('neutral.createCheckout', () => {
  it('creates a pending checkout and answers its id, status, cashier page and expiry', async () => {
    const params = checkoutParams();
    const data = await setup.client.neutral.createCheckout(params);
    expect(data).toEqual({
      checkoutId: expect.stringMatching(/^CH/),
      mchOrderId: params.mchOrderId,
      status: 'PENDING',
      cashierUrl: expect.stringMatching(/^https?:\/\//),
      expiresTime: expect.stringMatching(gatewayDateTimePattern),
    });
    expect(checkoutsOf(params.mchOrderId)).toEqual([
      expect.objectContaining({
        checkoutId: data.checkoutId,
        amount: 50010,
        language: 'EN',
        channelCodeList: ['PH_GCASH_URL', 'PH_QRPH_DYNAMIC'],
      }),
    ]);
  });

  it('creates a checkout from the required fields alone', async () => {
    const { mchOrderId, countryCode, currency, amount, notifyUrl } = checkoutParams();
    await expect(
      setup.client.neutral.createCheckout({ mchOrderId, countryCode, currency, amount, notifyUrl }),
    ).resolves.toMatchObject({
      mchOrderId,
      status: 'PENDING',
    });
  });

  it('refuses an unknown language, a zero validity and a short mobile before sending, naming each', async () => {
    const before = setup.sandbox.hits(path);
    const params = checkoutParams({ language: 'FR' as never, expireSeconds: 0, mobile: '0917' });
    const error = await rejectionOf(setup.client.neutral.createCheckout(params));
    expect(issuePaths(error)).toEqual(['expireSeconds', 'language', 'mobile']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an order id already used by a payment as GatewayError 21007', async () => {
    const payment = paymentParams();
    await setup.client.neutral.createPayment(payment);
    const error = await rejectionOf(
      setup.client.neutral.createCheckout(checkoutParams({ mchOrderId: payment.mchOrderId })),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(checkoutsOf(payment.mchOrderId)).toEqual([]);
  });

  it('ends a checkout whose answer was lost in OutcomeUnknownError with its order id, without sending it again', async () => {
    const params = checkoutParams();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createCheckout(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(checkoutsOf(params.mchOrderId)).toHaveLength(1);
  });

  it('lets a format-only violation (a 9-digit mobile) through to the gateway when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const params = checkoutParams({ mobile: '123456789' });
    await expect(client.neutral.createCheckout(params)).resolves.toMatchObject({ status: 'PENDING' });
    expect(checkoutsOf(params.mchOrderId)[0]?.mobile).toBe('123456789');
  });
});
