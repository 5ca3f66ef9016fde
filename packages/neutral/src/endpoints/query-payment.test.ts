import { GatewayCode, gatewayDateTimePattern, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { issuePaths, paymentParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/query';
const setup = useSandbox();

describe('neutral.queryPayment', () => {
  it('finds a pending payment by its order id, with its amount, channel, pay data and creation time', async () => {
    const params = paymentParams();
    const created = await setup.client.neutral.createPayment(params);
    const data = await setup.client.neutral.queryPayment({ mchOrderId: params.mchOrderId, countryCode: 'PH' });
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      transactionId: created.transactionId,
      transactionStatus: 'PENDING',
      transactionAmount: 50010,
      amount: 50010,
      currency: 'PHP',
      countryCode: 'PH',
      channelCode: 'PH_GCASH_URL',
      channelType: 'EWALLET',
      payData: created.payData,
      transactionCreateTime: expect.stringMatching(gatewayDateTimePattern),
      createTime: expect.stringMatching(gatewayDateTimePattern),
      remark: 'order 1001',
    });
    expect(data.transactionReturnTime).toBeUndefined();
    expect(data.failedCode).toBeUndefined();
  });

  it('finds a failed payment by its transaction id, with the failure code and message', async () => {
    const { transactionId } = await setup.client.neutral.createPayment(paymentParams());
    setup.sandbox.failPayment({ transactionId });
    const data = await setup.client.neutral.queryPayment({ transactionId });
    expect(data).toMatchObject({
      transactionId,
      transactionStatus: 'FAILED',
      transactionReturnTime: expect.stringMatching(gatewayDateTimePattern),
      failedCode: -10004,
      failedMessage: expect.any(String),
    });
  });

  it('refuses params naming the payment by neither or by both keys before sending, naming mchOrderId', async () => {
    const before = setup.sandbox.hits(path);
    const neither = await rejectionOf(setup.client.neutral.queryPayment({ countryCode: 'PH' }));
    const both = await rejectionOf(setup.client.neutral.queryPayment({ mchOrderId: 'order-1', transactionId: 'TX1' }));
    expect([issuePaths(neither), issuePaths(both)]).toEqual([['mchOrderId'], ['mchOrderId']]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a transaction id over 32 characters and a lower-case country before sending', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.neutral.queryPayment({ transactionId: 'T'.repeat(33), countryCode: 'ph' }),
    );
    expect(issuePaths(error)).toEqual(['countryCode', 'transactionId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('keeps refusing a missing key when format checks are off, as it is a presence check', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(client.neutral.queryPayment({})))).toEqual(['mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown order id as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.neutral.queryPayment({ mchOrderId: 'no-such-order' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('retries a read after a gateway 503 and answers the payment', async () => {
    const params = paymentParams();
    await setup.client.neutral.createPayment(params);
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    await expect(setup.client.neutral.queryPayment({ mchOrderId: params.mchOrderId })).resolves.toMatchObject({
      transactionStatus: 'PENDING',
    });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
  });
});
