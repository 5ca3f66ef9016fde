import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isRequestValidationError, rsaSha256Signer, type Signer } from '../src/index.js';
import { createOrder } from './helpers/endpoints.js';
import { startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let gateway: TestGateway;
let signer: Signer;
const created = { mchOrderId: 'o', transactionId: 'TX', transactionStatus: 'PENDING' };

beforeAll(async () => {
  gateway = await startTestGateway(keys.publicKey, () => success(created));
  signer = await rsaSha256Signer({ privateKey: keys.privateKey });
});
afterAll(() => gateway.close());

describe('formatChecks', () => {
  const offFormat = { mchOrderId: 'o', amount: 100, mobile: '123456789', notifyUrl: 'https://merchant.example/n' };

  it('are on by default: a documented format violation is refused before sending', async () => {
    const before = gateway.requests.length;
    const error = await createClient({ baseUrl: gateway.url, appId: 'a', signer })
      .call(createOrder, offFormat)
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mobile']);
    expect(gateway.requests.length).toBe(before);
  });

  it('can be turned off per client to let format violations through to the gateway', async () => {
    const client = createClient({ baseUrl: gateway.url, appId: 'a', signer, formatChecks: false });
    await expect(client.call(createOrder, offFormat)).resolves.toEqual(created);
    expect(gateway.requests.at(-1)?.params.mobile).toBe('123456789');
  });

  it('can be turned off per call', async () => {
    const client = createClient({ baseUrl: gateway.url, appId: 'a', signer });
    await expect(client.call(createOrder, offFormat, { formatChecks: false })).resolves.toEqual(created);
  });

  it('keep type, presence, unknown-field and amount checks even when off', async () => {
    const client = createClient({ baseUrl: gateway.url, appId: 'a', signer, formatChecks: false });
    const before = gateway.requests.length;
    for (const params of [
      { mchOrderId: 'o', amount: 10.5, notifyUrl: 'https://m.example/n' },
      { mchOrderId: 'o', amount: -5, notifyUrl: 'https://m.example/n' },
      { mchOrderId: 'o', amount: '100', notifyUrl: 'https://m.example/n' },
      { mchOrderId: 'o', notifyUrl: 'https://m.example/n' },
      { mchOrderId: 'o', amount: 100, notifyUrl: 'https://m.example/n', mchOrderID: 'typo' },
    ]) {
      const error = await client.call(createOrder, params as never).catch((caught: unknown) => caught);
      expect(isRequestValidationError(error)).toBe(true);
    }
    expect(gateway.requests.length).toBe(before);
  });
});
