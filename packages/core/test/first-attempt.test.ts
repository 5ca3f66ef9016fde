// The first attempt of a call, sent through ky under the call's own timeout (ky loads with the first
// call), and what follows it: the timeout, the caller's signal beside it, hooks numbered from 1 across
// the first attempt and the retries, and Retry-After.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isCallAbortedError, isOutcomeUnknownError, isTimeoutError } from '../src/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';
import { created, found, order, useOrderGateway } from './helpers/order-fixtures.js';
import { success } from './helpers/test-gateway.js';

// Generous times: the machine running the tests may be loaded. An answer meant to time out comes
// long after the timeout; an answer meant to arrive has the whole timeout.
const slowly = 10_000;
/** A timeout the answer outlasts, long enough for the request to reach the gateway on a loaded machine. */
const short = 1500;
const setup = useOrderGateway();
const client = setup.client;

/** Aborts `controller` once the gateway has received the call's request, however slow the machine. */
function abortOnceReceived(controller: AbortController, reason?: unknown): void {
  const poll = setInterval(() => {
    if (setup.gateway.requests.length === 0) return;
    clearInterval(poll);
    controller.abort(reason);
  }, 10);
}

describe('a first attempt that times out', () => {
  it('is a TimeoutError naming the timeout when no retry is allowed', async () => {
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: slowly });
    const error = await client({ timeout: short, retry: { limit: 0 } })
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(error) && [error.endpoint, error.timeout]).toEqual(['/open-api/test/query', short]);
    expect(setup.gateway.requests).toHaveLength(1);
  });

  it('is an unknown outcome for a write, caused by the TimeoutError, and never sent again', async () => {
    setup.gateway.script('/open-api/test/create', { ...success(created), delayMs: slowly });
    const error = await client({ timeout: short })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    if (!isOutcomeUnknownError(error)) return;
    expect([error.attempts, error.keys]).toEqual([1, { mchOrderId: 'order-1' }]);
    expect(isTimeoutError(error.cause)).toBe(true);
    expect(setup.gateway.requests).toHaveLength(1);
  });

  it('is retried by a read, and the retry answers', async () => {
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: slowly }, success(found));
    await expect(
      client({ timeout: 3000, retry: { limit: 1, initialDelay: 5 } }).call(queryOrder, { mchOrderId: 'order-1' }),
    ).resolves.toEqual(found);
    expect(setup.gateway.requests).toHaveLength(2);
  });

  it('times out even under a fetch that ignores its signal', async () => {
    // The attempt's Request carries the signal: a fetch deaf to it sends a copy without one.
    const deaf: typeof fetch = async (input, init) => {
      const request = input as Request;
      const { signal: _ignored, ...rest } = init ?? {};
      return globalThis.fetch(request.url, { method: request.method, headers: request.headers, ...rest });
    };
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: slowly });
    const error = await client({ timeout: short, retry: { limit: 0 }, fetch: deaf })
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(error)).toBe(true);
  });

  it('is refused before anything is sent when the timeout exceeds what a timer can hold', async () => {
    const error = await client({ timeout: 2 ** 31 })
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RangeError);
    expect(setup.gateway.requests).toHaveLength(0);
  });
});

describe("the caller's signal beside the timeout", () => {
  it('leaves the timeout in force while the signal stays quiet', async () => {
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: slowly });
    const controller = new AbortController();
    const error = await client({ timeout: short, retry: { limit: 0 } })
      .call(queryOrder, { mchOrderId: 'order-1' }, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isTimeoutError(error)).toBe(true);
  });

  it('aborts a read before the timeout with a CallAbortedError carrying its reason', async () => {
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: slowly });
    const controller = new AbortController();
    abortOnceReceived(controller, 'the user left');
    const error = await client({ timeout: 30_000 })
      .call(queryOrder, { mchOrderId: 'order-1' }, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCallAbortedError(error) && error.cause).toBe('the user left');
    expect(setup.gateway.requests).toHaveLength(1);
  });

  it('aborts a write in flight into an unknown outcome, not a timeout', async () => {
    setup.gateway.script('/open-api/test/create', { ...success(created), delayMs: slowly });
    const controller = new AbortController();
    abortOnceReceived(controller);
    const error = await client({ timeout: 30_000 })
      .call(createOrder, order, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error) && isCallAbortedError(error.cause)).toBe(true);
    expect(setup.gateway.requests).toHaveLength(1);
  });

  it('is left without listeners once each call is over, however many calls share it', async () => {
    const controller = new AbortController();
    const reading = client({ timeout: 30_000 });
    for (let index = 0; index < 3; index++) {
      setup.gateway.script('/open-api/test/query', success(found));
      await expect(reading.call(queryOrder, { mchOrderId: 'order-1' }, { signal: controller.signal })).resolves.toEqual(
        found,
      );
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('hooks across the first attempt and the retries', () => {
  it('are told of the first attempt and of each retry alike, numbered from 1', async () => {
    setup.gateway.script(
      '/open-api/test/query',
      { json: 'down', status: 503 },
      { ...success(found), delayMs: slowly },
      success(found),
    );
    const events: string[] = [];
    const observed = client({
      timeout: 1500,
      retry: { limit: 2, initialDelay: 5 },
      hooks: {
        beforeRequest: [(event) => void events.push(`request ${event.attempt}`)],
        afterResponse: [(event) => void events.push(`response ${event.attempt} ${event.status}`)],
        beforeRetry: [(event) => void events.push(`retry ${event.attempt}`)],
      },
    });
    await expect(observed.call(queryOrder, { mchOrderId: 'order-1' })).resolves.toEqual(found);
    // The first attempt answers 503, the second times out (no answer), the third succeeds.
    expect(events).toEqual([
      'request 1',
      'response 1 503',
      'retry 2',
      'request 2',
      'retry 3',
      'request 3',
      'response 3 200',
    ]);
    expect(setup.gateway.requests).toHaveLength(3);
  });
});

describe('Retry-After after a first attempt answered 429', () => {
  it('is honoured before a write is sent again', async () => {
    setup.gateway.script(
      '/open-api/test/create',
      { json: 'slow down', status: 429, headers: { 'retry-after': '1' } },
      success(created),
    );
    const retries: number[] = [];
    const started = Date.now();
    await expect(
      client({ hooks: { beforeRetry: [() => void retries.push(Date.now() - started)] } }).call(createOrder, order),
    ).resolves.toEqual(created);
    // Backoff alone would wait 5 ms or less; the gateway asked for a second.
    expect(retries).toHaveLength(1);
    expect(retries[0]).toBeGreaterThanOrEqual(900);
    expect(setup.gateway.requests).toHaveLength(2);
  });
});
