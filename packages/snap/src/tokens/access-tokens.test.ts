import type { AccessTokenStore, StoredAccessToken } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { memorySnapStore } from '../stores/memory-snap-store.js';
import { type AccessTokenOptions, accessTokens } from './access-tokens.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gateway's token endpoint: each fetch issues `token-<n>` valid for `validMs`, after `delayMs`. */
function tokenEndpoint(validMs = 900_000, delayMs = 20) {
  let issued = 0;
  return {
    get issued() {
      return issued;
    },
    async fetchToken(): Promise<StoredAccessToken> {
      issued += 1;
      const token = { accessToken: `token-${issued}`, expiresAt: Date.now() + validMs };
      await pause(delayMs);
      return token;
    },
  };
}

function tokensOn(
  store: AccessTokenStore,
  fetchToken: () => Promise<StoredAccessToken>,
  overrides: Partial<AccessTokenOptions> = {},
) {
  return accessTokens({
    store,
    key: 'gateway|client',
    fetchToken,
    now: Date.now,
    refreshBeforeMs: 60_000,
    leaseMs: 500,
    pollMs: 5,
    storeTimeoutMs: 200,
    ...overrides,
  });
}

describe('the access token of a client', () => {
  it('is fetched once for the concurrent calls of one process', async () => {
    const endpoint = tokenEndpoint();
    const tokens = tokensOn(memorySnapStore(), () => endpoint.fetchToken());
    const got = await Promise.all(Array.from({ length: 20 }, () => tokens.current()));
    expect(new Set(got)).toEqual(new Set(['token-1']));
    expect(endpoint.issued).toBe(1);
  });

  it('is fetched once between instances that share a store, and used until it nears its end', async () => {
    const endpoint = tokenEndpoint();
    const store = memorySnapStore();
    const instances = Array.from({ length: 5 }, () => tokensOn(store, () => endpoint.fetchToken()));
    const got = await Promise.all(instances.map((tokens) => tokens.current()));
    expect(new Set(got)).toEqual(new Set(['token-1']));
    expect(await instances[3]?.current()).toBe('token-1');
    expect(endpoint.issued).toBe(1);
  });

  it('is fetched anew when the stored one has less than the margin left', async () => {
    const endpoint = tokenEndpoint(30_000);
    const tokens = tokensOn(memorySnapStore(), () => endpoint.fetchToken());
    expect(await tokens.current()).toBe('token-1');
    expect(await tokens.current()).toBe('token-2');
  });

  it('is dropped when the gateway refuses it, so the next call fetches another', async () => {
    const endpoint = tokenEndpoint();
    const store = memorySnapStore();
    const [first, second] = [
      tokensOn(store, () => endpoint.fetchToken()),
      tokensOn(store, () => endpoint.fetchToken()),
    ];
    expect(await first.current()).toBe('token-1');
    await first.refused('token-1');
    expect(await second.current()).toBe('token-2');
    // A late refusal of the old token leaves the new one in place.
    await first.refused('token-1');
    expect(await first.current()).toBe('token-2');
    expect(endpoint.issued).toBe(2);
  });

  it('rejects with the fetch’s error, and fetches again on the next call', async () => {
    let fail = true;
    const endpoint = tokenEndpoint();
    const tokens = tokensOn(memorySnapStore(), async () => {
      if (fail) throw new Error('token endpoint refused');
      return endpoint.fetchToken();
    });
    await expect(tokens.current()).rejects.toThrow('token endpoint refused');
    fail = false;
    expect(await tokens.current()).toBe('token-1');
  });

  it('is taken over by another instance when its fetcher outlives its lease', async () => {
    const slow = tokenEndpoint(900_000, 400);
    const store = memorySnapStore();
    const holder = tokensOn(store, () => slow.fetchToken(), { leaseMs: 100 });
    const waiter = tokensOn(store, () => slow.fetchToken(), { leaseMs: 100 });
    const held = holder.current();
    await pause(10);
    const [first, second] = await Promise.all([held, waiter.current()]);
    expect([first, second].sort()).toEqual(['token-1', 'token-2']);
    expect(slow.issued).toBe(2);
  });

  it.each<[string, AccessTokenStore]>([
    [
      'fails',
      {
        get: () => Promise.reject(new Error('ECONNREFUSED')),
        put: () => Promise.reject(new Error('ECONNREFUSED')),
        drop: () => Promise.reject(new Error('ECONNREFUSED')),
        claim: () => Promise.reject(new Error('ECONNREFUSED')),
        release: () => Promise.reject(new Error('ECONNREFUSED')),
      },
    ],
    [
      'hangs',
      {
        get: () => new Promise(() => {}),
        put: () => new Promise(() => {}),
        drop: () => new Promise(() => {}),
        claim: () => new Promise(() => {}),
        release: () => new Promise(() => {}),
      },
    ],
  ])('keeps the process’s token in memory while the store %s', async (_, broken) => {
    const endpoint = tokenEndpoint();
    const tokens = tokensOn(broken, () => endpoint.fetchToken(), { storeTimeoutMs: 30 });
    const started = performance.now();
    expect(await Promise.all([tokens.current(), tokens.current()])).toEqual(['token-1', 'token-1']);
    expect(await tokens.current()).toBe('token-1');
    expect(endpoint.issued).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
