import { GatewayCode, isGatewayError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { completedPayment, issuePaths } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import { QueryBalanceDataSchema } from './query-balance.js';

const path = '/open-api/account/balance';
const setup = useSandbox();

describe('neutral.queryBalance', () => {
  it('answers the balance of a country as the gateway sends it (a decimal string here), with its currency', async () => {
    setup.sandbox.setBalance({ appId: setup.merchant.appId, currency: 'IDR', amount: 2_500_000 });
    await expect(setup.client.neutral.queryBalance({ countryCode: 'ID' })).resolves.toEqual({
      balance: '2500000.00',
      currency: 'IDR',
      countryCode: 'ID',
    });
  });

  it('accepts the balance as integer minor units too, as the BluePay-JT copy sends it, without a currency', () => {
    expect(v.parse(QueryBalanceDataSchema, { balance: 1000000 })).toEqual({ balance: 1000000 });
    expect(v.safeParse(QueryBalanceDataSchema, { balance: null }).success).toBe(false);
  });

  it('answers the account’s default country when no country is given, and moves when a payment completes', async () => {
    const before = await setup.client.neutral.queryBalance({});
    await completedPayment(setup, { amount: 50010 });
    const after = await setup.client.neutral.queryBalance({});
    expect([before.countryCode, before.currency]).toEqual(['PH', 'PHP']);
    expect(Math.round((Number(after.balance) - Number(before.balance)) * 100)).toBe(50010);
  });

  it('refuses a lower-case country before sending, naming countryCode', async () => {
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(setup.client.neutral.queryBalance({ countryCode: 'ph' })))).toEqual([
      'countryCode',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a country the account does not serve as GatewayError 21017', async () => {
    const error = await rejectionOf(setup.client.neutral.queryBalance({ countryCode: 'VN' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.CountryServiceNotOpened);
  });
});
