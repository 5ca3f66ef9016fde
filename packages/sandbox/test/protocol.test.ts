import { generateKeyPair, generateKeyPairSync } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient, postJson, testKeys } from './helpers/gateway-client.js';
import { signedRequest, signText } from './helpers/signed-request.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const BALANCE = '/open-api/account/balance';

describe('request protocol', () => {
  let t: TestSandbox;
  let url: string;

  beforeAll(async () => {
    t = await startTestSandbox({ timestampWindowMs: 60_000 });
    url = `${t.sandbox.url}${BALANCE}`;
  });
  afterAll(() => t.sandbox.close());

  it('answers a correctly signed request with HTTP 200 and code 10000 "Success"', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signedRequest({ ...t.merchant, params: { countryCode: 'PH' } })),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      code: 10000,
      message: 'Success',
      data: { balance: '1000000.00', currency: 'PHP', countryCode: 'PH' },
    });
  });

  it.each([
    ['a body that is not JSON', '{"appId":', 'body is not valid JSON'],
    ['a JSON array body', '[1,2]', 'body must be a JSON object'],
    ['a missing sign', JSON.stringify({ appId: 'a', param: '{}' }), 'sign is required'],
    [
      'a non-string param',
      JSON.stringify({ appId: 'a', sign: 's', param: { timestamp: 1 } }),
      'param must be a string',
    ],
    ['a numeric appId', JSON.stringify({ appId: 7, sign: 's', param: '{}' }), 'appId must be a string'],
    [
      'a param that is not a JSON object',
      JSON.stringify({ appId: 'a', sign: 's', param: '[1]' }),
      'param must be a serialized JSON object',
    ],
  ])('answers 21002 naming the problem for %s', async (_, body, detail) => {
    const { status, json } = await postJson(url, body);
    expect(status).toBe(200);
    expect(json).toEqual({ code: 21002, message: `Request param error: ${detail}`, data: null });
  });

  it('answers 21003 for an unknown appId', async () => {
    const body = signedRequest({ ...t.merchant, appId: 'no-such-app', params: {} });
    const { json } = await postJson(url, body);
    expect(json).toEqual({ code: 21003, message: 'Request appId error', data: null });
  });

  it('answers 21001 when the signature does not match the param string', async () => {
    const body = signedRequest({ ...t.merchant, params: { countryCode: 'PH' } });
    const tampered = { ...body, param: body.param.replace('"PH"', '"ID"') };
    expect((await postJson(url, tampered)).json).toEqual({ code: 21001, message: 'Request sign error', data: null });
  });

  it('answers 21001 for a signature made with another key', async () => {
    const other = await testKeys();
    const body = signedRequest({ appId: t.merchant.appId, privateKey: other.privateKey, params: {} });
    expect((await postJson(url, body)).json.code).toBe(21001);
  });

  it('answers 21001 for a sign that is not base64', async () => {
    const body = { ...signedRequest({ ...t.merchant, params: {} }), sign: '!!!not-base64!!!' };
    expect((await postJson(url, body)).json.code).toBe(21001);
  });

  it('verifies the exact param string, whitespace included', async () => {
    const param = `{"countryCode": "ID",  "timestamp": ${Date.now()}}`;
    const body = { appId: t.merchant.appId, sign: signText(param, t.merchant.privateKey), param };
    const { json } = await postJson(url, body);
    expect(json.code).toBe(10000);
    expect(json.data).toEqual({ balance: '100000000.00', currency: 'IDR', countryCode: 'ID' });
  });

  it('signs and verifies non-ASCII params as UTF-8', async () => {
    const { json } = await postJson(
      `${t.sandbox.url}/open-api/payment/query`,
      signedRequest({ ...t.merchant, params: { mchOrderId: 'Señor-支付' } }),
    );
    expect(json).toEqual({ code: 21006, message: 'Merchant transaction not found', data: null });
  });

  it.each([
    ['a 13-digit number', Date.now()],
    ['a 13-digit string', String(Date.now())],
    ['a 10-digit number', Math.floor(Date.now() / 1000)],
    ['a 10-digit string', String(Math.floor(Date.now() / 1000))],
  ])('accepts a timestamp given as %s', async (_, timestamp) => {
    expect((await t.gateway.call(BALANCE, {}, timestamp)).code).toBe(10000);
  });

  it('answers 21002 naming timestamp when it is missing', async () => {
    const { message, code } = await t.gateway.call(BALANCE, {}, null);
    expect(code).toBe(21002);
    expect(message).toBe('Request param error: timestamp is required');
  });

  it.each([
    ['not digits', 'yesterday'],
    ['a fraction', 1.5],
    ['8 digits', 12345678],
  ])('answers 21002 naming timestamp when it is %s', async (_, timestamp) => {
    const { message, code } = await t.gateway.call(BALANCE, {}, timestamp);
    expect(code).toBe(21002);
    expect(message).toMatch(/^Request param error: timestamp /);
  });

  it('answers 21009 for a timestamp outside the configured window, in seconds or milliseconds', async () => {
    const stale = Date.now() - 61_000;
    expect(await t.gateway.call(BALANCE, {}, stale)).toEqual({
      code: 21009,
      message: 'Request timestamp error',
      data: null,
    });
    expect((await t.gateway.call(BALANCE, {}, Math.floor((Date.now() + 70_000) / 1000))).code).toBe(21009);
    expect((await t.gateway.call(BALANCE, {}, Date.now() - 50_000)).code).toBe(10000);
  });

  it('answers HTTP 404 with a JSON envelope for an unknown path', async () => {
    const { status, json } = await postJson(
      `${t.sandbox.url}/open-api/no/such/operation`,
      signedRequest({ ...t.merchant, params: {} }),
    );
    expect(status).toBe(404);
    expect(json).toEqual({ code: 404, message: 'Not found', data: null });
  });

  it('ignores unknown extra params', async () => {
    expect((await t.gateway.call(BALANCE, { countryCode: 'PH', surprise: { nested: true } })).code).toBe(10000);
  });

  it('accepts merchant keys given as PEM and of other RSA sizes', async () => {
    // Generated off the event loop: a blocking key generation stalls the in-process sandbox and its
    // kept-alive connections long enough for a loaded machine to reset one (ECONNRESET).
    const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 3072 });
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const { appId } = t.sandbox.addMerchant({ publicKey: pem });
    const client = gatewayClient(t.sandbox.url, {
      appId,
      publicKey: pem,
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    });
    const answer = await client.call(BALANCE, {});
    expect(answer.code).toBe(10000);
  });

  it('refuses to register a public key that is not RSA, without echoing it', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const der = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    expect(() => t.sandbox.addMerchant({ publicKey: der })).toThrow(/publicKey is not/);
    try {
      t.sandbox.addMerchant({ publicKey: der });
    } catch (error) {
      expect(String(error)).not.toContain(der.slice(20, 60));
    }
  });
});

describe('per-merchant rate limit', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({}, { rateLimitPerSecond: 3 });
  });
  afterAll(() => t.sandbox.close());

  it('answers 21020 once the merchant exceeds its requests per second, and recovers after a second', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await t.gateway.call(BALANCE, {})).code);
    expect(codes.slice(0, 3)).toEqual([10000, 10000, 10000]);
    expect(codes.slice(3)).toEqual([21020, 21020]);
    const limited = await t.gateway.call(BALANCE, {});
    expect(limited).toEqual({ code: 21020, message: 'Too many requests, please retry later.', data: null });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.gateway.call(BALANCE, {})).code).toBe(10000);
  });

  it('checks the signature before the rate limit', async () => {
    const body = { ...signedRequest({ ...t.merchant, params: {} }), sign: 'AAAA' };
    expect((await postJson(`${t.sandbox.url}${BALANCE}`, body)).json.code).toBe(21001);
  });
});
