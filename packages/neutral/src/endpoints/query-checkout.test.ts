import { GatewayCode, gatewayDateTimePattern, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { checkoutIdOf, checkoutParams, issuePaths } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/checkout/query';
const setup = useSandbox();

describe('neutral.queryCheckout', () => {
  it('answers a new checkout as PENDING with its expiry and no payment yet', async () => {
    const created = await setup.client.neutral.createCheckout(checkoutParams());
    const data = await setup.client.neutral.queryCheckout({ checkoutId: checkoutIdOf(created) });
    expect(data).toEqual({
      checkoutId: checkoutIdOf(created),
      status: 'PENDING',
      expiresTime: created.expiresTime,
      transactionList: [],
    });
  });

  it('lists the paying transaction of a paid checkout with its channel and times', async () => {
    const created = await setup.client.neutral.createCheckout(checkoutParams());
    const { payment } = setup.sandbox.payCheckout(checkoutIdOf(created), { channelCode: 'PH_QRPH_DYNAMIC' });
    const data = await setup.client.neutral.queryCheckout({ checkoutId: checkoutIdOf(created) });
    expect(data.status).toBe('PAID');
    expect(data.transactionList).toEqual([
      {
        transactionId: payment.transactionId,
        transactionStatus: 'COMPLETED',
        channelCode: 'PH_QRPH_DYNAMIC',
        transactionCreateTime: expect.stringMatching(gatewayDateTimePattern),
        transactionReturnTime: expect.stringMatching(gatewayDateTimePattern),
      },
    ]);
  });

  it('refuses an empty checkout id before sending, naming checkoutId', async () => {
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(setup.client.neutral.queryCheckout({ checkoutId: '' })))).toEqual([
      'checkoutId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown checkout as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.neutral.queryCheckout({ checkoutId: 'CH00000000000000000000' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });
});
