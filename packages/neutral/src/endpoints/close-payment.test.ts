import { GatewayCode, isGatewayError, isOutcomeUnknownError, isoDateTimePattern } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { issuePaths, paymentParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/close';
const queryPath = '/open-api/payment/query';
const setup = useSandbox();

async function pendingPayment() {
  const params = paymentParams();
  const { transactionId } = await setup.client.neutral.createPayment(params);
  return { mchOrderId: params.mchOrderId, transactionId };
}

function statusOf(transactionId: string) {
  return setup.sandbox.state().payments.find((record) => record.transactionId === transactionId)?.status;
}

describe('neutral.closePayment', () => {
  it('closes a pending payment by its order id and answers the closing time with offset', async () => {
    const { mchOrderId, transactionId } = await pendingPayment();
    const data = await setup.client.neutral.closePayment({ mchOrderId, countryCode: 'PH' });
    expect(data).toEqual({
      mchOrderId,
      transactionId,
      channelCode: 'PH_GCASH_URL',
      status: 'CLOSED',
      closedTime: expect.stringMatching(isoDateTimePattern),
    });
    expect(statusOf(transactionId)).toBe('CLOSED');
  });

  it('closes a pending payment by its transaction id', async () => {
    const { transactionId } = await pendingPayment();
    await expect(setup.client.neutral.closePayment({ transactionId, countryCode: 'PH' })).resolves.toMatchObject({
      transactionId,
      status: 'CLOSED',
    });
  });

  it('refuses a close without a country or naming the payment twice before sending, naming the fields', async () => {
    const before = setup.sandbox.hits(path);
    const withoutCountry = await rejectionOf(setup.client.neutral.closePayment({ mchOrderId: 'order-1' } as never));
    const twice = await rejectionOf(
      setup.client.neutral.closePayment({ mchOrderId: 'order-1', transactionId: 'TX1', countryCode: 'PH' }),
    );
    expect([issuePaths(withoutCountry), issuePaths(twice)]).toEqual([['countryCode'], ['mchOrderId']]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces closing a paid payment as GatewayError 21028 and leaves it COMPLETED', async () => {
    const { transactionId } = await pendingPayment();
    setup.sandbox.completePayment({ transactionId });
    const error = await rejectionOf(setup.client.neutral.closePayment({ transactionId, countryCode: 'PH' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionAlreadyPaidOrClosed);
    expect(statusOf(transactionId)).toBe('COMPLETED');
  });

  it('surfaces an unknown payment as GatewayError 21006', async () => {
    const error = await rejectionOf(
      setup.client.neutral.closePayment({ mchOrderId: 'no-such-order', countryCode: 'PH' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('resolves a close whose answer was lost: the retry meets 21028 and the query shows the payment CLOSED', async () => {
    const { mchOrderId, transactionId } = await pendingPayment();
    const [sent, looked] = [setup.sandbox.hits(path), setup.sandbox.hits(queryPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const data = await setup.client.neutral.closePayment({ mchOrderId, countryCode: 'PH' });
    expect(data).toEqual({ mchOrderId, transactionId, channelCode: 'PH_GCASH_URL', status: 'CLOSED' });
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(queryPath) - looked]).toEqual([2, 1]);
  });

  it('does not report a close when the payer paid between a failed attempt and its retry', async () => {
    const { mchOrderId, transactionId } = await pendingPayment();
    // The payer pays while the client waits to retry the close that met a gateway 503.
    const client = await setup.clientWith({
      hooks: { beforeRetry: [() => void setup.sandbox.completePayment({ transactionId })] },
    });
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    const error = await rejectionOf(client.neutral.closePayment({ mchOrderId, countryCode: 'PH' }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId });
    expect(isOutcomeUnknownError(error) && String(error.cause)).toContain('COMPLETED');
    expect(statusOf(transactionId)).toBe('COMPLETED');
  });
});
