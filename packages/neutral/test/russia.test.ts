// Russia on the v2 payment pages: create (https://docs.paycools.com/en/v2/Payment/Collection.html, RU and
// RUB), query (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html, countryCode PH/ID/MY/TH/RU)
// and close (https://docs.paycools.com/en/v2/Payment/Close.html). No public page names a Russian channel:
// the sandbox is given one, as a merchant's account would have.
import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { mismatchOf, rejectionOf, useSandbox } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { neutral } from '../src/index.js';
import { paymentParams } from './fixtures.js';

const setup = useSandbox(neutral, {
  channels: [{ channelCode: 'RU_TEST_QR', channelType: 'QR', countryCode: 'RU', currency: 'RUB' }],
});
const path = '/open-api/payment/generate';

/** A RUB 1,500.00 payment on the account's Russian channel under a fresh order id. */
const russianPayment = () =>
  paymentParams({ countryCode: 'RU', currency: 'RUB', channelType: 'QR', channelCode: 'RU_TEST_QR', amount: 150000 });

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('a payment in Russia (RU, RUB)', () => {
  it('is created, queried and closed with countryCode RU, in kopecks', async () => {
    const params = russianPayment();
    const created = await setup.client.neutral.createPayment(params);
    expect(created).toMatchObject({ transactionStatus: 'PENDING', channelType: 'QR', channelCode: 'RU_TEST_QR' });
    await expect(
      setup.client.neutral.queryPayment({ mchOrderId: params.mchOrderId, countryCode: 'RU' }),
    ).resolves.toMatchObject({
      transactionId: created.transactionId,
      countryCode: 'RU',
      currency: 'RUB',
      amount: 150000,
      transactionStatus: 'PENDING',
    });
    await expect(
      setup.client.neutral.closePayment({ mchOrderId: params.mchOrderId, countryCode: 'RU' }),
    ).resolves.toMatchObject({ transactionId: created.transactionId, status: 'CLOSED' });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([{ countryCode: 'RU', currency: 'RUB', status: 'CLOSED' }]);
  });

  it('refuses a lowercase country and currency before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.neutral.createPayment({ ...russianPayment(), countryCode: 'ru', currency: 'rub' }),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'countryCode',
      'currency',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a channel of another country as GatewayError 21005, recording nothing', async () => {
    const params = { ...russianPayment(), channelType: 'EWALLET' as const, channelCode: 'PH_GCASH_URL' };
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.MerchantChannelUnavailable);
    expect(paymentsOf(params.mchOrderId)).toEqual([]);
  });

  it('ends a connection reset after the commit in OutcomeUnknownError naming what the query cannot confirm, creating once', async () => {
    const params = russianPayment();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.neutral.createPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(mismatchOf(error)).toEqual({
      differs: [],
      unchecked: ['customerName', 'email', 'mobile', 'notifyUrl', 'redirectUrl', 'terminalType'],
    });
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
