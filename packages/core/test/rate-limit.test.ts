import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientConfig,
  createClient,
  isCallAbortedError,
  isOutcomeUnknownError,
  isRateLimitTimeoutError,
  type RateLimitSettings,
  type RateLimitStore,
  rsaSha256Signer,
  type Signer,
} from '../src/index.js';
import { rateLimit } from '../src/rate-limit/index.js';
import { createOrder } from './helpers/endpoints.js';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

// One gateway for the file: each test reads only the requests it sent.
const keys = merchantKeys();
const created = { mchOrderId: 'order-1', transactionId: 'TX1', transactionStatus: 'PENDING' };
const order = (mchOrderId: string) => ({ mchOrderId, amount: 50010, notifyUrl: 'https://merchant.example/notify' });
const tooMany = refusal(21020, 'Too many requests');
let gateway: TestGateway;
let signer: Signer;
let sentAt: number[];
let from: number;

function client(settings: RateLimitSettings | undefined, config: Partial<ClientConfig> = {}) {
  return createClient({
    baseUrl: gateway.url,
    appId: 'app-1',
    signer,
    retry: { initialDelay: 5 },
    ...(settings ? { rateLimit: rateLimit(settings) } : {}),
    fetch: (request, init) => {
      sentAt.push(performance.now());
      return globalThis.fetch(request, init);
    },
    ...config,
  });
}

/** A store whose reservations wait until the test releases them (or reject when it says so). */
function heldStore() {
  let release: (wait: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const calls: { key: string; intervalMs: number }[] = [];
  const store: RateLimitStore = {
    reserve: (key, intervalMs) => {
      calls.push({ key, intervalMs });
      return new Promise((resolve, reject) => {
        release = resolve;
        fail = reject;
      });
    },
  };
  return { store, calls, release: (wait: number) => release(wait), fail: (error: Error) => fail(error) };
}

beforeAll(async () => {
  signer = await rsaSha256Signer({ privateKey: keys.privateKey });
  gateway = await startTestGateway(keys.publicKey, () => success(created));
});
afterAll(() => gateway.close());
beforeEach(() => {
  sentAt = [];
  from = gateway.requests.length;
});

describe('rateLimit', () => {
  it('paces the calls of a client: 5 calls at 20 requests/s leave 50 ms apart', async () => {
    const paced = client({ requestsPerSecond: 20 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => paced.call(createOrder, order(id))));
    expect(sentAt).toHaveLength(5);
    // Slots are 50 ms apart; a send may leave a little after its slot (signing), never before it.
    expect((sentAt[4] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThan(150);
  });

  it('sends a write refused 21020 more often than the retry limit again on pace, and settles it (no unknown)', async () => {
    gateway.script('/open-api/test/create', tooMany, tooMany, tooMany, tooMany);
    const data = await client({ requestsPerSecond: 50 }).call(createOrder, order('order-1'));
    expect(data).toEqual(created);
    expect(gateway.requests.length - from).toBe(5);
    // The pace halved on the first refusal (20.6 ms -> 41.2 ms), at most once within a second.
    expect((sentAt[2] ?? 0) - (sentAt[1] ?? 0)).toBeGreaterThan(30);
  });

  it('without rateLimit, the same refusals spend the retries and leave the write unknown', async () => {
    gateway.script('/open-api/test/create', tooMany, tooMany, tooMany);
    const error = await client(undefined)
      .call(createOrder, order('order-1'))
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(gateway.requests.length - from).toBe(3);
  });

  it('keeps at most maxInFlight requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const paced = client(
      { requestsPerSecond: 1000, maxInFlight: 2 },
      {
        fetch: async (request, init) => {
          most = Math.max(most, ++inFlight);
          try {
            return await globalThis.fetch(request, init);
          } finally {
            inFlight -= 1;
          }
        },
      },
    );
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => paced.call(createOrder, order(id))));
    expect(most).toBe(2);
    expect(gateway.requests.length - from).toBe(6);
  });

  it('fails typed, before sending, an attempt whose slot begins after its timeout', async () => {
    const paced = client({ requestsPerSecond: 1 }, { timeout: 200 });
    const [first, second] = await Promise.allSettled([
      paced.call(createOrder, order('a')),
      paced.call(createOrder, order('b')),
    ]);
    expect(first.status).toBe('fulfilled');
    const error = second.status === 'rejected' ? second.reason : undefined;
    expect(isRateLimitTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ keys: { mchOrderId: 'b' }, timeout: 200 });
    expect(gateway.requests.length - from).toBe(1);
  });

  it("rejects with CallAbortedError, nothing sent, when the caller's signal aborts the wait for a slot", async () => {
    const held = heldStore();
    const controller = new AbortController();
    const paced = client({ requestsPerSecond: 10, maxInFlight: 1, store: held.store });
    const call = paced.call(createOrder, order('a'), { signal: controller.signal });
    await expect.poll(() => held.calls.length).toBe(1);
    controller.abort(new Error('stop'));
    expect(isCallAbortedError(await call.catch((caught: unknown) => caught))).toBe(true);
    // Its place was given back: the next call is paced (and sent) through the store.
    const next = paced.call(createOrder, order('b'));
    await expect.poll(() => held.calls.length).toBe(2);
    held.release(0);
    await expect(next).resolves.toEqual(created);
    expect(held.calls[0]).toEqual({ key: 'lintas:rate:app-1', intervalMs: 103 });
    expect(gateway.requests.length - from).toBe(1);
  });

  it('paces alone, and sends, when the store does not answer within half the time left, or fails', async () => {
    const held = heldStore();
    const paced = client({ requestsPerSecond: 10, store: held.store }, { timeout: 200 });
    // Sent once the store had had half of the 200 ms: the wait, signing and the answer all fit in the
    // attempt's 200 ms (else it would end in RateLimitTimeoutError, or unknown).
    await expect(paced.call(createOrder, order('a'))).resolves.toEqual(created);
    const next = paced.call(createOrder, order('b'));
    await expect.poll(() => held.calls.length).toBe(2);
    held.fail(new Error('ECONNREFUSED'));
    await expect(next).resolves.toEqual(created);
    expect(gateway.requests.length - from).toBe(2);
  });
});
