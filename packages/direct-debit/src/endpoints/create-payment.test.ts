import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import {
  activeToken,
  directDebitPaymentParams,
  paymentItem,
  rejectionOf,
  useSandbox,
} from '../../test/setup-sandbox.js';

const path = '/open-api/jt/direct/debit/pay';
const setup = useSandbox();

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('directDebit.createPayment', () => {
  it('debits an ACTIVED token: a PENDING DIRECT_DEBIT payment on the token’s channel, recorded with the token', async () => {
    const params = directDebitPaymentParams(await activeToken(setup), {
      businessType: 2,
      projectType: 'VIP',
      items: [paymentItem],
    });
    const data = await setup.client.directDebit.createPayment(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId: expect.stringMatching(/^TX\d{20}$/),
      transactionStatus: 'PENDING',
      channelType: 'DIRECT_DEBIT',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      {
        transactionId: data.transactionId,
        payToken: params.payToken,
        amount: 50000,
        currency: 'PHP',
        delivery: { businessType: 2, projectType: 'VIP', items: [paymentItem] },
      },
    ]);
  });

  it('refuses an order id with a dash, a sub-order without its region and a Philippine mobile before sending anything, naming each', async () => {
    const payToken = await activeToken(setup);
    const { regionNo: _none, ...withoutRegion } = paymentItem;
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.directDebit.createPayment(
        directDebitPaymentParams(payToken, {
          mchOrderId: 'order-1',
          items: [{ ...withoutRegion, customerMobile: '09171234567' } as never],
        }),
      ),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'items.0.customerMobile',
      'items.0.regionNo',
      'mchOrderId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a token the merchant cancelled as GatewayError 21024 and a channel the account lacks as 21005, recording nothing', async () => {
    const cancelled = setup.sandbox.cancelToken({ payToken: await activeToken(setup) }).payToken;
    const params = directDebitPaymentParams(cancelled);
    const refused = await rejectionOf(setup.client.directDebit.createPayment(params));
    expect(isGatewayError(refused) && [refused.code, refused.gatewayMessage]).toEqual([
      GatewayCode.InvalidAccessToken,
      'Invalid access token',
    ]);
    const unknownChannel = directDebitPaymentParams(await activeToken(setup), { channelCode: 'PH_NOPE_DIRECT_DEBIT' });
    const unavailable = await rejectionOf(setup.client.directDebit.createPayment(unknownChannel));
    expect(isGatewayError(unavailable) && unavailable.code).toBe(GatewayCode.MerchantChannelUnavailable);
    expect([...paymentsOf(params.mchOrderId), ...paymentsOf(unknownChannel.mchOrderId)]).toEqual([]);
  });

  it('ends a connection reset after the gateway committed in OutcomeUnknownError naming the unconfirmable payToken, debiting once', async () => {
    const params = directDebitPaymentParams(await activeToken(setup), { items: [paymentItem] });
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.directDebit.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    // The detail confirms amount, channel, notifyUrl, remark and the sub-orders, never the pay token.
    expect(mismatchOf(error)).toEqual({ differs: [], unchecked: ['payToken'] });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });

  it('does not take an existing payment of another amount or sub-order for the one whose answer was lost', async () => {
    const payToken = await activeToken(setup);
    const params = directDebitPaymentParams(payToken, { items: [paymentItem] });
    await setup.client.directDebit.createPayment(params);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.directDebit.createPayment({
        ...params,
        amount: 49000,
        items: [{ ...paymentItem, amount: 49000, courierNo: 'C78' }],
      }),
    );
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({ differs: ['amount', 'items'], unchecked: ['payToken'] });
    expect(paymentsOf(params.mchOrderId).map((payment) => payment.amount)).toEqual([50000]);
  });

  it('lets a phone number the page’s format refuses through to the gateway when formatChecks are off', async () => {
    const lenient = await setup.clientWith({ formatChecks: false });
    const params = directDebitPaymentParams(await activeToken(setup), {
      items: [{ ...paymentItem, customerMobile: '09171234567' }],
    });
    await expect(lenient.directDebit.createPayment(params)).resolves.toMatchObject({ transactionStatus: 'PENDING' });
    expect(paymentsOf(params.mchOrderId)[0]?.delivery?.items?.[0]?.['customerMobile']).toBe('09171234567');
  });
});
