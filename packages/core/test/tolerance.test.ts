import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Client,
  createClient,
  isGatewayError,
  isRequestValidationError,
  parseResponseEnvelope,
  rsaSha256Signer,
} from '../src/index.js';
import { createOrder, createOrderRecoverable, queryOrder } from './helpers/endpoints.js';
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
    retry: { initialDelay: 5 },
  });
});
afterEach(() => gateway.close());

const order = { mchOrderId: 'o-1', transactionId: 'TX1', amount: 100, transactionStatus: 'PENDING' };

describe('success codes', () => {
  it('reads 1000 "success" as success on any endpoint that declares no codes of its own', async () => {
    gateway.script('/open-api/test/query', { json: { code: 1000, message: 'success', data: order } });
    await expect(client.call(queryOrder, { mchOrderId: 'o-1' })).resolves.toEqual(order);
  });

  it('still surfaces other codes as GatewayError', async () => {
    gateway.script('/open-api/test/query', refusal(21006, 'Merchant transaction not found'));
    const error = await client.call(queryOrder, { mchOrderId: 'o-1' }).catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21006);
  });
});

describe('data as JSON text', () => {
  it('parses data given as the JSON string of an object or an array, and keeps other strings', () => {
    expect(
      parseResponseEnvelope('{"code":10000,"message":"Success","data":"{\\"balance\\":\\"10.00\\"}"}')?.data,
    ).toEqual({ balance: '10.00' });
    expect(parseResponseEnvelope('{"code":10000,"message":"Success","data":" [1,2]"}')?.data).toEqual([1, 2]);
    expect(parseResponseEnvelope('{"code":10000,"message":"Success","data":"plain text"}')?.data).toBe('plain text');
    expect(parseResponseEnvelope('{"code":10000,"message":"Success","data":"{not json"}')?.data).toBe('{not json');
  });

  it('resolves a call whose answer carries data as a JSON string', async () => {
    gateway.script('/open-api/test/query', { json: { code: 10000, message: 'Success', data: JSON.stringify(order) } });
    await expect(client.call(queryOrder, { mchOrderId: 'o-1' })).resolves.toEqual(order);
  });
});

describe('extraParams', () => {
  const params = { mchOrderId: 'o-1', amount: 100, notifyUrl: 'https://merchant.example/n' };

  it('sends fields the endpoint does not model, signed with the rest', async () => {
    gateway.script('/open-api/test/create', success(order));
    await client.call(createOrder, params, { extraParams: { deviceId: 'kiosk-7', goods: [{ sku: 'A', qty: 1 }] } });
    const [request] = gateway.requests;
    expect(request?.signatureValid).toBe(true);
    expect(request?.params).toEqual({
      ...params,
      deviceId: 'kiosk-7',
      goods: [{ sku: 'A', qty: 1 }],
      timestamp: expect.any(Number),
    });
  });

  it('refuses an extra field that names a modelled field or the timestamp, before sending', async () => {
    const error = await client
      .call(createOrder, params, { extraParams: { amount: 1, mobile: '0917', timestamp: 1 } })
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual([
      'extraParams.amount',
      'extraParams.mobile',
      'extraParams.timestamp',
    ]);
    expect(gateway.requests).toHaveLength(0);
  });

  it('keeps retries and recovery: a lost answer is resent with the extra fields and resolved through the lookup without them', async () => {
    gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    gateway.script('/open-api/test/query', success(order));
    await expect(
      client.call(createOrderRecoverable, params, { extraParams: { deviceId: 'kiosk-7' } }),
    ).resolves.toEqual(order);
    const creates = gateway.requests.filter((request) => request.path === '/open-api/test/create');
    const lookups = gateway.requests.filter((request) => request.path === '/open-api/test/query');
    expect(creates.map((request) => request.params.deviceId)).toEqual(['kiosk-7', 'kiosk-7']);
    expect(lookups.map((request) => request.params)).toEqual([{ mchOrderId: 'o-1', timestamp: expect.any(Number) }]);
  });
});
