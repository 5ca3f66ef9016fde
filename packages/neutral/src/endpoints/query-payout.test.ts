import { GatewayCode, gatewayDateTimePattern, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { issuePaths, philippinePayout } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/disbursement/check';
const setup = useSandbox();

describe('neutral.queryPayout', () => {
  it('finds a pending payout by its order id, with its amount, country, currency and creation time', async () => {
    const payout = await philippinePayout(setup, 25000);
    const data = await setup.client.neutral.queryPayout({ mchOrderId: payout.mchOrderId, countryCode: 'PH' });
    expect(data).toEqual({
      mchOrderId: payout.mchOrderId,
      transactionId: payout.transactionId,
      transactionStatus: 'PENDING',
      amount: 25000,
      countryCode: 'PH',
      currency: 'PHP',
      createTime: expect.stringMatching(gatewayDateTimePattern),
      remark: 'supplier invoice 77',
    });
  });

  it('finds a failed payout by its transaction id, with its return time and failure', async () => {
    const payout = await philippinePayout(setup);
    setup.sandbox.failPayout({ transactionId: payout.transactionId });
    await expect(setup.client.neutral.queryPayout({ transactionId: payout.transactionId })).resolves.toMatchObject({
      transactionStatus: 'FAILED',
      returnTime: expect.stringMatching(gatewayDateTimePattern),
      failedCode: -10004,
      failedMessage: expect.any(String),
    });
  });

  it('refuses params naming the payout by neither key before sending, naming mchOrderId', async () => {
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(setup.client.neutral.queryPayout({ countryCode: 'PH' })))).toEqual([
      'mchOrderId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown payout as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.neutral.queryPayout({ mchOrderId: 'no-such-payout' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });
});
