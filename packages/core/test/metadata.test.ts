import { inspect } from 'node:util';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallMetadata,
  type ClientConfig,
  createClient,
  definePlugin,
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRequestValidationError,
  isTimeoutError,
  rsaSha256Signer,
} from '../src/index.js';
import { createPayment, paymentParams, queryPayment } from './helpers/sandbox-endpoints.js';

// Call metadata over real HTTP against @lintas/sandbox: what `.withMetadata()` and `error.metadata` say
// about attempts, statuses, durations, bodies and recovery.

const payments = definePlugin({ name: 'payments', endpoints: { queryPayment, createPayment } });

let sandbox: Sandbox;
let merchant: DemoMerchant;

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterEach(() => sandbox.clearFaults());
afterAll(() => sandbox.close());

async function client(config: Partial<ClientConfig> = {}) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer,
    retry: { initialDelay: 5 },
    ...config,
  }).use(payments);
}

/** The metadata of a query of a new payment whose first attempt is answered HTTP 503. */
async function queryAfter503(payments: Awaited<ReturnType<typeof client>>): Promise<CallMetadata> {
  const params = paymentParams();
  await payments.payments.createPayment(params);
  sandbox.injectFault({ path: '/open-api/payment/query', kind: 'http', status: 503 });
  const query = payments.payments.queryPayment({ mchOrderId: params.mchOrderId, countryCode: 'PH' });
  return (await query.withMetadata()).metadata;
}

function expectMetadataOf(error: unknown): CallMetadata {
  expect(error).toBeInstanceOf(Error);
  const metadata = (error as { metadata?: CallMetadata }).metadata;
  expect(metadata).toBeDefined();
  return metadata as CallMetadata;
}

describe('call metadata', () => {
  it('gives the data and one answered attempt with its status, code, duration and raw body', async () => {
    const payments = await client();
    const params = paymentParams();
    const created = await payments.payments.createPayment(params);
    const { data, metadata } = await payments.payments
      .queryPayment({ mchOrderId: params.mchOrderId, countryCode: 'PH' })
      .withMetadata();
    expect(data.transactionId).toBe(created.transactionId);
    expect(metadata).toMatchObject({ endpoint: '/open-api/payment/query', status: 200, code: 10000, recovered: false });
    expect(metadata.attempts).toEqual([
      { attempt: 1, status: 200, code: 10000, durationMs: expect.any(Number), failure: undefined },
    ]);
    expect(metadata.durationMs).toBeGreaterThanOrEqual(metadata.attempts[0]?.durationMs ?? Number.POSITIVE_INFINITY);
    const body = JSON.parse(metadata.body ?? 'null') as { code: number; data: { transactionId: string } };
    expect(body.code).toBe(10000);
    expect(body.data.transactionId).toBe(created.transactionId);
  });

  it('leaves a plain await with the data alone', async () => {
    const params = paymentParams();
    const created = await (await client()).payments.createPayment(params);
    expect(Object.keys(created)).not.toContain('metadata');
    expect(created.mchOrderId).toBe(params.mchOrderId);
  });

  it('lists both attempts of a call retried after an HTTP 503', async () => {
    const metadata = await queryAfter503(await client());
    expect(metadata.attempts.map(({ attempt, status, code }) => ({ attempt, status, code }))).toEqual([
      { attempt: 1, status: 503, code: undefined },
      { attempt: 2, status: 200, code: 10000 },
    ]);
    expect(metadata).toMatchObject({ status: 200, code: 10000, recovered: false });
  });

  it('is carried by the error of a refused call, not enumerable, with the gateway answer', async () => {
    const error = await (await client()).payments
      .queryPayment({ mchOrderId: 'no-such-order', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error)).toBe(true);
    const metadata = expectMetadataOf(error);
    expect(metadata).toMatchObject({
      endpoint: '/open-api/payment/query',
      status: 200,
      code: (error as { code: number }).code,
      recovered: false,
    });
    expect(metadata.attempts).toHaveLength(1);
    expect(JSON.parse(metadata.body ?? 'null')).toMatchObject({ code: (error as { code: number }).code });
    expect(Object.keys(error as object)).not.toContain('metadata');
  });

  it('says which attempts timed out when no answer came', async () => {
    sandbox.injectFault({ path: '/open-api/payment/query', kind: 'delay', delayMs: 10_000, times: 2 });
    const payments = await client({ timeout: 1500, retry: { limit: 1, initialDelay: 5 } });
    const error = await payments.payments
      .queryPayment({ mchOrderId: 'slow', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(error)).toBe(true);
    const metadata = expectMetadataOf(error);
    expect(metadata.attempts.map(({ attempt, status, failure }) => ({ attempt, status, failure }))).toEqual([
      { attempt: 1, status: undefined, failure: 'timeout' },
      { attempt: 2, status: undefined, failure: 'timeout' },
    ]);
    expect(metadata).toMatchObject({ status: undefined, code: undefined, body: undefined });
  });

  it('says when a lost answer was settled by the endpoint’s recovery', async () => {
    sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'reset-after' });
    const params = paymentParams();
    const { data, metadata } = await (await client()).payments.createPayment(params).withMetadata();
    expect(data.mchOrderId).toBe(params.mchOrderId);
    expect(metadata.recovered).toBe(true);
    expect(metadata.attempts.map(({ attempt, status, code, failure }) => ({ attempt, status, code, failure }))).toEqual(
      [
        { attempt: 1, status: undefined, code: undefined, failure: 'network' },
        { attempt: 2, status: 200, code: GatewayCode.DuplicateMerchantOrderId },
      ],
    );
  });

  it('is carried by OutcomeUnknownError, and by a validation error with no attempt', async () => {
    const payments = await client({ retry: { limit: 0 } });
    sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'http', status: 502 });
    const unknown = await payments.payments.createPayment(paymentParams()).catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(unknown)).toBe(true);
    expect(expectMetadataOf(unknown)).toMatchObject({
      endpoint: '/open-api/payment/generate',
      status: 502,
      attempts: [{ attempt: 1, status: 502 }],
    });

    const invalid = await payments.payments
      .queryPayment({ mchOrderId: 'x' } as never)
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(invalid)).toBe(true);
    expect(expectMetadataOf(invalid)).toMatchObject({ attempts: [], status: undefined, body: undefined });
  });

  it('holds no signature and no key, on data or on errors', async () => {
    const sent: string[] = [];
    const payments = await client({
      fetch: async (input, init) => {
        sent.push(String(init?.body));
        return fetch(input, init);
      },
    });
    const { metadata } = await payments.payments.createPayment(paymentParams()).withMetadata();
    const error = await payments.payments
      .queryPayment({ mchOrderId: 'no-such-order', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    const text =
      JSON.stringify([metadata, expectMetadataOf(error)]) + inspect([metadata, error], { depth: 10, showHidden: true });
    expect(sent).toHaveLength(2);
    for (const body of sent) expect(text).not.toContain((JSON.parse(body) as { sign: string }).sign.slice(0, 40));
    expect(text).not.toContain(merchant.privateKey.slice(100, 140));
  });

  it('names the key that signed each attempt and the call, by the keyId its signer declares', async () => {
    const signer = await rsaSha256Signer({ privateKey: merchant.privateKey, keyId: 'merchant-key-2026' });
    const payments = await client({ signer });
    const metadata = await queryAfter503(payments);
    expect(metadata.attempts.map(({ attempt, status, keyId }) => ({ attempt, status, keyId }))).toEqual([
      { attempt: 1, status: 503, keyId: 'merchant-key-2026' },
      { attempt: 2, status: 200, keyId: 'merchant-key-2026' },
    ]);
    expect(metadata.keyId).toBe('merchant-key-2026');
    const refused = await payments.payments
      .queryPayment({ mchOrderId: 'no-such-order', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(expectMetadataOf(refused)).toMatchObject({
      keyId: 'merchant-key-2026',
      attempts: [{ keyId: 'merchant-key-2026' }],
    });
  });

  it('names no key when the signer declares none, or when nothing was signed', async () => {
    const { metadata } = await (await client()).payments.createPayment(paymentParams()).withMetadata();
    expect(metadata.keyId).toBeUndefined();
    expect(metadata.attempts[0]?.keyId).toBeUndefined();
    const signer = await rsaSha256Signer({ privateKey: merchant.privateKey, keyId: 'merchant-key-2026' });
    const invalid = await (await client({ signer })).payments
      .queryPayment({ mchOrderId: 'x' } as never)
      .catch((caught: unknown) => caught);
    expect(expectMetadataOf(invalid)).toMatchObject({ attempts: [], keyId: undefined });
  });

  it('is the same through client.call', async () => {
    const { metadata } = await (await client()).call(createPayment, paymentParams()).withMetadata();
    expect(metadata).toMatchObject({
      endpoint: '/open-api/payment/generate',
      status: 200,
      code: 10000,
      attempts: [{ attempt: 1 }],
    });
  });
});
