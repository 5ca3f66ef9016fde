import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientConfig,
  createClient,
  GatewayCode,
  isCallAbortedError,
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isOutcomeUnknownError,
  isTimeoutError,
  type OutcomeUnknownEvent,
  rsaSha256Signer,
  type Signer,
} from '../src/index.js';
import { createOrder, createOrderRecoverable, queryOrder } from './helpers/endpoints.js';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

const keys = merchantKeys();
const order = { mchOrderId: 'order-1', amount: 50010, notifyUrl: 'https://merchant.example/notify' };
const created = { mchOrderId: 'order-1', transactionId: 'TX1', transactionStatus: 'PENDING' };
const found = { ...created, amount: 50010 };
let gateway: TestGateway;
let signer: Signer;

function client(config: Partial<ClientConfig> = {}) {
  return createClient({ baseUrl: gateway.url, appId: 'app-1', signer, retry: { initialDelay: 5 }, ...config });
}

function paramsOf(index: number) {
  const { timestamp, ...business } = gateway.requests[index]?.params ?? {};
  return { timestamp, business };
}

beforeEach(async () => {
  signer = await rsaSha256Signer({ privateKey: keys.privateKey });
  gateway = await startTestGateway(keys.publicKey);
});
afterEach(() => gateway.close());

describe('read operations', () => {
  it('retry on HTTP 503 with a fresh timestamp and signature over identical business fields', async () => {
    let clock = 1_700_000_000_000;
    gateway.script('/open-api/test/query', { json: 'down', status: 503 }, success(found));
    const data = await client({ now: () => (clock += 1000) }).call(queryOrder, { mchOrderId: 'order-1' });
    expect(data).toEqual(found);
    expect(gateway.requests).toHaveLength(2);
    expect(paramsOf(0).business).toEqual(paramsOf(1).business);
    expect(paramsOf(0).timestamp).not.toBe(paramsOf(1).timestamp);
    expect(gateway.requests[0]?.sign).not.toBe(gateway.requests[1]?.sign);
    expect(gateway.requests.every((request) => request.signatureValid)).toBe(true);
  });

  it('retry on the transient gateway codes 21000, 21011 and 21020', async () => {
    gateway.script(
      '/open-api/test/query',
      refusal(21000, 'Server error'),
      refusal(21020, 'Too many requests'),
      success(found),
    );
    await expect(
      client({ retry: { limit: 3, initialDelay: 5 } }).call(queryOrder, { mchOrderId: 'order-1' }),
    ).resolves.toEqual(found);
    expect(gateway.requests).toHaveLength(3);
  });

  it("follow a call's own retry settings over the client's, and the client's again on the next call", async () => {
    const noRetries = client({ retry: { limit: 0 } });
    gateway.script('/open-api/test/query', { json: 'down', status: 503 }, success(found));
    await expect(
      noRetries.call(queryOrder, { mchOrderId: 'order-1' }, { retry: { limit: 1, initialDelay: 5 } }),
    ).resolves.toEqual(found);
    expect(gateway.requests).toHaveLength(2);
    gateway.script('/open-api/test/query', { json: 'down', status: 503 }, success(found));
    const error = await noRetries.call(queryOrder, { mchOrderId: 'order-1' }).catch((caught: unknown) => caught);
    expect(isHttpStatusError(error) && error.status).toBe(503);
    expect(gateway.requests).toHaveLength(3);
  });

  it('surface the last transient code as a GatewayError once retries are exhausted', async () => {
    gateway.script(
      '/open-api/test/query',
      refusal(21011, 'Network error'),
      refusal(21011, 'Network error'),
      refusal(21011, 'Network error'),
    );
    const error = await client()
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.NetworkError);
    expect(gateway.requests).toHaveLength(3);
  });

  it('honour Retry-After on HTTP 429', async () => {
    gateway.script(
      '/open-api/test/query',
      { json: 'slow down', status: 429, headers: { 'retry-after': '1' } },
      success(found),
    );
    const started = Date.now();
    await client().call(queryOrder, { mchOrderId: 'order-1' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(gateway.requests).toHaveLength(2);
  });

  it('retry a timeout and then report a typed TimeoutError', async () => {
    // Each answer comes long after the timeout, which is long enough for each attempt to reach the
    // gateway on a loaded machine.
    gateway.script(
      '/open-api/test/query',
      { ...success(found), delayMs: 10_000 },
      { ...success(found), delayMs: 10_000 },
    );
    const error = await client({ timeout: 1500, retry: { limit: 1, initialDelay: 5 } })
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(error)).toBe(true);
    expect(gateway.requests).toHaveLength(2);
  });

  it('report a non-retryable HTTP status as HttpStatusError with the body', async () => {
    gateway.script('/open-api/test/query', { raw: 'no such route', status: 404 });
    const error = await client()
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isHttpStatusError(error) && [error.status, error.body]).toEqual([404, 'no such route']);
    expect(gateway.requests).toHaveLength(1);
  });

  it('report a refused connection as NetworkError after retrying', async () => {
    const port = gateway.port;
    await gateway.close();
    const error = await createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      appId: 'app-1',
      signer,
      retry: { initialDelay: 5 },
    })
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isNetworkError(error) && error.code).toBe('ECONNREFUSED');
    await gateway.listen();
  });
});

describe('money-moving operations', () => {
  it('retry a connection refused before sending, and send the order exactly once', async () => {
    await gateway.close();
    gateway.script('/open-api/test/create', success(created));
    const data = await client({ hooks: { beforeRetry: [() => gateway.listen()] } }).call(createOrder, order);
    expect(data).toEqual(created);
    expect(gateway.requests).toHaveLength(1);
  });

  it('throw OutcomeUnknownError with the merchant keys after a reset once the request was sent, never resending', async () => {
    gateway.script('/open-api/test/create', { reset: true });
    const error = await client()
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    if (!isOutcomeUnknownError(error)) return;
    expect(error.keys).toEqual({ mchOrderId: 'order-1' });
    expect(error.attempts).toBe(1);
    expect(gateway.requests).toHaveLength(1);
  });

  it('hand the outcomeUnknown hooks the account, keys, attempts and validated params before rejecting, and no key or signature', async () => {
    gateway.script('/open-api/test/create', { reset: true }, refusal(21014, 'Merchant balance insufficient'));
    const events: OutcomeUnknownEvent[] = [];
    let settled = false;
    const hooks = {
      outcomeUnknown: [
        async (event: OutcomeUnknownEvent) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          events.push(event);
          expect(settled).toBe(false);
        },
        () => {
          throw new Error('a failing hook changes nothing');
        },
      ],
    };
    const call = client({ hooks })
      .call(createOrderRecoverable, order)
      .finally(() => (settled = true));
    const error = await call.catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      appId: 'app-1',
      endpoint: '/open-api/test/create',
      keys: { mchOrderId: 'order-1' },
      attempts: 2,
      params: order,
    });
    expect(event?.error).toBe(error);
    const text = JSON.stringify({ ...event, error: undefined });
    expect(text).not.toContain(gateway.requests[0]?.sign ?? 'no signature');
    expect(text).not.toContain('PRIVATE KEY');
  });

  it('treat HTTP 5xx, a timeout, 21000 and an unreadable answer as an unknown outcome', async () => {
    gateway.script(
      '/open-api/test/create',
      { json: 'boom', status: 500 },
      { ...success(created), delayMs: 10_000 },
      refusal(21000, 'Server error, Please try again later.'),
      { raw: '{"code":10000,"mess' },
    );
    for (let index = 0; index < 4; index++) {
      const error = await client({ timeout: 1500 })
        .call(createOrder, order)
        .catch((caught: unknown) => caught);
      expect(isOutcomeUnknownError(error)).toBe(true);
    }
    expect(gateway.requests).toHaveLength(4);
  });

  it('retry 21020 and HTTP 429, which say nothing was done', async () => {
    gateway.script(
      '/open-api/test/create',
      refusal(21020, 'Too many requests'),
      { json: 'slow', status: 429 },
      success(created),
    );
    await expect(client({ retry: { limit: 3, initialDelay: 5 } }).call(createOrder, order)).resolves.toEqual(created);
    expect(gateway.requests).toHaveLength(3);
  });

  it('resolve a duplicate refusal after an ambiguous failure into the existing record', async () => {
    gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    gateway.script('/open-api/test/query', success(found));
    await expect(client().call(createOrderRecoverable, order)).resolves.toEqual(found);
    const creates = gateway.requests.filter((request) => request.path === '/open-api/test/create');
    expect(creates).toHaveLength(2);
    expect(creates[0]?.params.mchOrderId).toBe(creates[1]?.params.mchOrderId);
  });

  it('return the retry’s own success when the ambiguous attempt had not been committed', async () => {
    gateway.script('/open-api/test/create', { json: 'bad gateway', status: 502 }, success(created));
    await expect(client().call(createOrderRecoverable, order)).resolves.toEqual(created);
  });

  it('never turn a refusal after an ambiguous failure into a plain error: it may hide the commit', async () => {
    gateway.script('/open-api/test/create', { reset: true }, refusal(21014, 'Merchant balance insufficient'));
    const error = await client()
      .call(createOrderRecoverable, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(isOutcomeUnknownError(error) && isGatewayError(error.cause) && error.cause.code).toBe(21014);
  });

  it('run the recovery lookup with the call’s options, format checks included', async () => {
    const longOrder = { ...order, mchOrderId: 'x'.repeat(40) };
    gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    gateway.script('/open-api/test/query', success({ ...found, mchOrderId: longOrder.mchOrderId }));
    await expect(client().call(createOrderRecoverable, longOrder, { formatChecks: false })).resolves.toMatchObject({
      mchOrderId: longOrder.mchOrderId,
    });
    expect(gateway.requests.at(-1)?.path).toBe('/open-api/test/query');
  });

  it('report a recovery whose record does not match as an unknown outcome', async () => {
    gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    gateway.script('/open-api/test/query', success({ ...found, amount: 1 }));
    const error = await client()
      .call(createOrderRecoverable, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
  });

  it('keep a first-attempt duplicate refusal as a GatewayError: the merchant reused a key', async () => {
    gateway.script('/open-api/test/create', refusal(21007, 'Duplicate merchant order id'));
    const error = await client()
      .call(createOrderRecoverable, order)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21007);
    expect(gateway.requests).toHaveLength(1);
  });

  it('leave the outcome unknown when the caller aborts a call in flight', async () => {
    gateway.script('/open-api/test/create', { ...success(created), delayMs: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await client()
      .call(createOrder, order, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
  });

  it('send nothing when the signal is aborted before the call, and say so with a CallAbortedError', async () => {
    const error = await client()
      .call(createOrder, order, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(isCallAbortedError(error)).toBe(true);
    expect(gateway.requests).toHaveLength(0);
  });
});

describe('connection refused detection', () => {
  it('is made on a port nobody listens on', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    await new Promise((resolve) => server.close(resolve));
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}`, appId: 'a', signer, retry: { limit: 0 } })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
  });
});
