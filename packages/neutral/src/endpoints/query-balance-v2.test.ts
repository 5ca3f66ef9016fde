import { GatewayCode, isGatewayError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { completedPayment, issuePaths } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import { QueryBalanceV2DataSchema } from './query-balance-v2.js';

const path = '/open-api/account/balance/v2';
const setup = useSandbox();

describe('neutral.queryBalanceV2', () => {
  it('answers the balance of the currency asked for as a decimal string, and moves when a payment in it completes', async () => {
    setup.sandbox.setBalance({ appId: setup.merchant.appId, currency: 'PHP', amount: 1_000_000 });
    await expect(setup.client.neutral.queryBalanceV2({ currency: 'PHP' })).resolves.toEqual({ balance: '10000.00' });
    await completedPayment(setup, { amount: 50010 });
    await expect(setup.client.neutral.queryBalanceV2({ currency: 'PHP' })).resolves.toEqual({ balance: '10500.10' });
  });

  it('sends a currency outside the five countries’ (the page asks for USD) and reads a balance of nothing in it', async () => {
    await expect(setup.client.neutral.queryBalanceV2({ currency: 'USD' })).resolves.toEqual({ balance: '0.00' });
  });

  it('reads the answer the documentation shows, and a balance in integer minor units', () => {
    // https://docs.ezpaytechs.com/en/Account/CheckBalanceV2.html
    expect(v.parse(QueryBalanceV2DataSchema, { balance: '10000.00' })).toEqual({ balance: '10000.00' });
    expect(v.parse(QueryBalanceV2DataSchema, { balance: 1000000 })).toEqual({ balance: 1000000 });
    expect(v.safeParse(QueryBalanceV2DataSchema, {}).success).toBe(false);
  });

  it('refuses a currency that is not three uppercase letters before sending, naming currency', async () => {
    const before = setup.sandbox.hits(path);
    expect(issuePaths(await rejectionOf(setup.client.neutral.queryBalanceV2({ currency: 'usd' })))).toEqual([
      'currency',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a request whose signature does not verify as GatewayError 21001', async () => {
    // A signature the gateway cannot verify, without the cost of generating a second RSA key.
    const client = await setup.clientWith({
      signer: { sign: async () => Buffer.from('not a signature').toString('base64') },
    });
    const error = await rejectionOf(client.neutral.queryBalanceV2({ currency: 'PHP' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.SignError);
  });
});
