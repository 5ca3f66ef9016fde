import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './helpers/gateway-client.js';
import { paymentParams } from './helpers/params.js';
import { signedRequest } from './helpers/signed-request.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const GENERATE = '/open-api/payment/generate';
const QUERY = '/open-api/payment/query';

describe('fault injection', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterEach(() => t.sandbox.clearFaults());
  afterAll(() => t.sandbox.close());

  async function rawCreate(params: Record<string, unknown>): Promise<Response> {
    return fetch(`${t.sandbox.url}${GENERATE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signedRequest({ ...t.merchant, params })),
    });
  }

  async function exists(mchOrderId: unknown): Promise<boolean> {
    return (await t.gateway.call(QUERY, { mchOrderId })).code === 10000;
  }

  it('delay: waits, then processes normally', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'delay', delayMs: 300 });
    const params = paymentParams();
    const started = Date.now();
    const answer = await t.gateway.call(GENERATE, params);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.code).toBe(10000);
    expect(await exists(params['mchOrderId'])).toBe(true);
  });

  it('http: answers the status before any processing, even before the signature check', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'http', status: 502, times: 2 });
    const params = paymentParams();
    const response = await rawCreate(params);
    expect(response.status).toBe(502);
    const unsigned = await postJson(`${t.sandbox.url}${GENERATE}`, { appId: 'x', sign: 'y', param: '{}' }).catch(
      () => null,
    );
    expect(unsigned).toBeNull(); // HTML body: not JSON
    expect(await exists(params['mchOrderId'])).toBe(false);
    expect((await rawCreate(params)).status).toBe(200);
  });

  it('http: defaults to 503', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'http' });
    expect((await rawCreate(paymentParams())).status).toBe(503);
  });

  it('rate-limit: answers 429 with Retry-After and processes nothing', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'rate-limit', retryAfterSeconds: 7 });
    const params = paymentParams();
    const response = await rawCreate(params);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await exists(params['mchOrderId'])).toBe(false);
  });

  it('reset-before: destroys the socket and commits nothing', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'reset-before' });
    const params = paymentParams();
    await expect(rawCreate(params)).rejects.toThrow();
    expect(await exists(params['mchOrderId'])).toBe(false);
    expect((await t.gateway.call(GENERATE, params)).code).toBe(10000);
  });

  it('reset-after: commits the operation, then destroys the socket without answering', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'reset-after' });
    const params = paymentParams();
    await expect(rawCreate(params)).rejects.toThrow();
    expect(await exists(params['mchOrderId'])).toBe(true);
    expect((await t.gateway.call(GENERATE, params)).code).toBe(21007);
  });

  it('malformed-json: answers 200 with a truncated JSON body and processes nothing', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'malformed-json' });
    const params = paymentParams();
    const response = await rawCreate(params);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
    expect(await exists(params['mchOrderId'])).toBe(false);
  });

  it('business-code: answers the chosen code and message and processes nothing', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'business-code', code: 21000, message: 'Server busy' });
    const params = paymentParams();
    expect(await t.gateway.call(GENERATE, params)).toEqual({ code: 21000, message: 'Server busy', data: null });
    expect(await exists(params['mchOrderId'])).toBe(false);
    t.sandbox.injectFault({ path: GENERATE, kind: 'business-code', code: 21011 });
    expect((await t.gateway.call(GENERATE, params)).message).toBe('Sandbox injected error');
    t.sandbox.injectFault({ path: GENERATE, kind: 'business-code', code: 21014 });
    expect((await t.gateway.call(GENERATE, params)).message).toBe('Merchant balance insufficient');
  });

  it('applies business faults only after the protocol checks, without consuming them', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'business-code', code: 21000 });
    const body = { ...signedRequest({ ...t.merchant, params: paymentParams() }), sign: 'AAAA' };
    expect((await postJson(`${t.sandbox.url}${GENERATE}`, body)).json.code).toBe(21001);
    expect(t.sandbox.faults()).toHaveLength(1);
    expect((await t.gateway.call(GENERATE, paymentParams())).code).toBe(21000);
    expect(t.sandbox.faults()).toHaveLength(0);
  });

  it('applies a fault for the next N requests only and counts every hit', async () => {
    const path = '/open-api/account/balance';
    const hitsBefore = t.sandbox.hits(path);
    t.sandbox.injectFault({ path, kind: 'business-code', code: 21000, times: 2 });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await t.gateway.call(path, {})).code);
    expect(codes).toEqual([21000, 21000, 10000]);
    expect(t.sandbox.hits(path)).toBe(hitsBefore + 3);
  });

  it('applies a fault only to its exact path', async () => {
    t.sandbox.injectFault({ path: GENERATE, kind: 'http' });
    expect((await t.gateway.call('/open-api/account/balance', {})).code).toBe(10000);
    expect(t.sandbox.faults()).toHaveLength(1);
  });

  it('applies a probability-only fault until cleared; probability 0 never fires', async () => {
    const path = '/open-api/account/balance';
    t.sandbox.injectFault({ path, kind: 'business-code', code: 21000, probability: 1 });
    for (let i = 0; i < 3; i += 1) expect((await t.gateway.call(path, {})).code).toBe(21000);
    expect(t.sandbox.faults()[0]).toMatchObject({ remaining: null, fired: 3 });
    t.sandbox.clearFaults();
    t.sandbox.injectFault({ path, kind: 'business-code', code: 21000, probability: 0, times: 1 });
    for (let i = 0; i < 3; i += 1) expect((await t.gateway.call(path, {})).code).toBe(10000);
  });

  it('refuses an invalid fault', () => {
    expect(() => t.sandbox.injectFault({ path: GENERATE, kind: 'explode' } as never)).toThrow(/kind must be one of/);
    expect(() => t.sandbox.injectFault({ path: GENERATE, kind: 'http', status: 404 } as never)).toThrow(
      /status must be 500, 502 or 503/,
    );
    expect(() => t.sandbox.injectFault({ path: GENERATE, kind: 'delay', delayMs: 10, probability: 2 })).toThrow(
      /probability/,
    );
  });

  it('injects, lists and clears faults through the control API', async () => {
    const injected = await t.control.post('/faults', { path: GENERATE, kind: 'reset-after', times: 3 });
    expect(injected.status).toBe(200);
    expect(injected.json).toMatchObject({
      id: expect.any(String),
      path: GENERATE,
      kind: 'reset-after',
      remaining: 3,
      fired: 0,
    });
    expect((await t.control.get('/faults')).json).toHaveLength(1);
    const invalid = await t.control.post('/faults', { path: GENERATE, kind: 'delay' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.message).toBe('delayMs is required');
    expect((await t.control.delete('/faults')).json).toEqual({ cleared: true });
    expect(t.sandbox.faults()).toEqual([]);
  });

  it('reports hits through the control API', async () => {
    const path = '/open-api/account/balance';
    await t.gateway.call(path, {});
    const { json } = await t.control.get(`/hits?path=${encodeURIComponent(path)}`);
    expect(json).toEqual({ path, hits: t.sandbox.hits(path) });
    expect(json.hits).toBeGreaterThan(0);
    expect((await t.control.get('/hits')).json[path]).toBe(json.hits);
  });
});
