import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Client,
  createClient,
  GatewayCode,
  isGatewayError,
  isRequestValidationError,
  isResponseFormatError,
  rsaSha256Signer,
} from '../src/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

const keys = merchantKeys();
let gateway: TestGateway;
let client: Client;

beforeEach(async () => {
  gateway = await startTestGateway(keys.publicKey);
  client = createClient({
    baseUrl: gateway.url,
    appId: 'app-1',
    signer: await rsaSha256Signer({ privateKey: keys.privateKey }),
    retry: { initialDelay: 10 },
  });
});
afterEach(() => gateway.close());

describe('client.call', () => {
  it('sends a signed JSON envelope and returns the validated data with unknown fields kept', async () => {
    gateway.script(
      '/open-api/test/query',
      success({ mchOrderId: 'o-1', transactionId: 'TX1', amount: 100, transactionStatus: 'NEW_STATE', extra: 'kept' }),
    );
    const data = await client.call(queryOrder, { mchOrderId: 'o-1' });
    expect(data).toEqual({
      mchOrderId: 'o-1',
      transactionId: 'TX1',
      amount: 100,
      transactionStatus: 'NEW_STATE',
      extra: 'kept',
    });
    const [request] = gateway.requests;
    expect(request?.contentType).toBe('application/json');
    expect(request?.appId).toBe('app-1');
    expect(request?.signatureValid).toBe(true);
    expect(Object.keys(JSON.parse(request?.body ?? '{}'))).toEqual(['appId', 'sign', 'param']);
    expect(request?.params).toEqual({ mchOrderId: 'o-1', timestamp: expect.any(Number) });
    expect(String(request?.params.timestamp)).toMatch(/^\d{13}$/);
  });

  it('sends every attempt through a custom fetch when one is given', async () => {
    const seen: { url: string; method: string; type: string | null; body: unknown; own: Promise<string> }[] = [];
    const instrumented = createClient({
      baseUrl: gateway.url,
      appId: 'app-1',
      signer: await rsaSha256Signer({ privateKey: keys.privateKey }),
      retry: { initialDelay: 5 },
      // Each attempt is one Request (its own body included), and the same body as text beside it.
      fetch: (input, init) => {
        if (!(input instanceof Request)) throw new TypeError('not a Request');
        const { url, method, headers } = input;
        seen.push({ url, method, type: headers.get('content-type'), body: init?.body, own: input.clone().text() });
        return fetch(input, init);
      },
    });
    gateway.script(
      '/open-api/test/query',
      { json: 'down', status: 503 },
      success({ mchOrderId: 'o-1', transactionId: 'TX1', amount: 1, transactionStatus: 'PENDING' }),
    );
    await instrumented.call(queryOrder, { mchOrderId: 'o-1' });
    expect(seen.map((attempt) => attempt.url)).toEqual([
      `${gateway.url}/open-api/test/query`,
      `${gateway.url}/open-api/test/query`,
    ]);
    expect(seen.map((attempt) => [attempt.method, attempt.type])).toEqual([
      ['POST', 'application/json'],
      ['POST', 'application/json'],
    ]);
    expect(seen.map((attempt) => attempt.body)).toEqual(gateway.requests.map((request) => request.body));
    expect(await Promise.all(seen.map((attempt) => attempt.own))).toEqual(
      gateway.requests.map((request) => request.body),
    );
  });

  it('rejects invalid params before sending, naming every field', async () => {
    const error = await client
      .call(createOrder, { mchOrderId: 'x'.repeat(33), amount: 0, notifyUrl: 'ftp://nope' } as never)
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    if (!isRequestValidationError(error)) return;
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['amount', 'mchOrderId', 'notifyUrl']);
    expect(error.message).toContain('mchOrderId');
    expect(gateway.requests).toHaveLength(0);
  });

  it('turns a business refusal into a GatewayError with code, message and endpoint', async () => {
    gateway.script('/open-api/test/query', refusal(21006, 'Merchant transaction not found'));
    const error = await client.call(queryOrder, { mchOrderId: 'missing' }).catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
    expect(isGatewayError(error) && error.endpoint).toBe('/open-api/test/query');
    expect(isGatewayError(error) && error.gatewayMessage).toBe('Merchant transaction not found');
  });

  it('reports schema drift with the raw data', async () => {
    gateway.script('/open-api/test/query', success({ mchOrderId: 'o-1', amount: 'a lot' }));
    const error = await client.call(queryOrder, { mchOrderId: 'o-1' }).catch((caught: unknown) => caught);
    expect(isResponseFormatError(error)).toBe(true);
    if (!isResponseFormatError(error)) return;
    expect(error.succeeded).toBe(true);
    expect(error.data).toEqual({ mchOrderId: 'o-1', amount: 'a lot' });
    expect(error.issues.map((issue) => issue.path)).toContain('transactionId');
  });
});
