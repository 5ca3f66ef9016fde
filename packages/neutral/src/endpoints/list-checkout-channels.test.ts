import { GatewayCode, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { issuePaths } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/payment/checkout/channel';
const setup = useSandbox();

describe('neutral.listCheckoutChannels', () => {
  it('lists the channels of a country with their type, code, country and currency', async () => {
    const data = await setup.client.neutral.listCheckoutChannels({ countryCode: 'PH' });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list).toContainEqual({
      channelType: 'EWALLET',
      channelCode: 'PH_GCASH_URL',
      countryCode: 'PH',
      currency: 'PHP',
    });
    expect(new Set(data.list.map((channel) => `${channel.countryCode}/${channel.currency}`))).toEqual(
      new Set(['PH/PHP']),
    );
  });

  it('refuses a three-letter country code before sending, naming countryCode', async () => {
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(setup.client.neutral.listCheckoutChannels({ countryCode: 'PHL' })))).toEqual([
      'countryCode',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a refusal of the gateway as GatewayError with its code', async () => {
    setup.sandbox.injectFault({
      path,
      kind: 'business-code',
      code: GatewayCode.MerchantUnavailable,
      message: 'Merchant is unavailable',
    });
    const error = await rejectionOf(setup.client.neutral.listCheckoutChannels({ countryCode: 'PH' }));
    expect(isGatewayError(error) && [error.code, error.gatewayMessage]).toEqual([
      GatewayCode.MerchantUnavailable,
      'Merchant is unavailable',
    ]);
  });

  it('retries a read refused with "too many requests" (21020) and answers the list', async () => {
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'business-code', code: GatewayCode.TooManyRequests });
    await expect(setup.client.neutral.listCheckoutChannels({ countryCode: 'ID' })).resolves.toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ channelCode: 'ID_BCA_VA', currency: 'IDR' })]),
    });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
  });
});
