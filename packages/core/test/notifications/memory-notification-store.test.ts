import { describe, expect, it } from 'vitest';
import { createMemoryNotificationStore } from '../../src/index.js';

describe('createMemoryNotificationStore', () => {
  it('lets exactly one of concurrent claims win, and reports the others as processing', async () => {
    const store = createMemoryNotificationStore();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => store.claim('payment.success:TX1', { leaseMs: 1000 })),
    );
    expect(claims.filter((claim) => claim === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim === 'processing')).toHaveLength(4);
  });

  it('answers completed after complete, and lets a released key be claimed again', async () => {
    const store = createMemoryNotificationStore();
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
    await store.release('a');
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
    await store.complete('a');
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('completed');
    await store.release('a');
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('completed');
  });

  it('lets a claim lapse after its lease, so a crashed delivery does not block the notification', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now });
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
    now = 999;
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('processing');
    now = 1000;
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
  });

  it('forgets completed keys after ttlMs', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now, ttlMs: 10_000 });
    await store.claim('a', { leaseMs: 1000 });
    await store.complete('a');
    now = 9_999;
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('completed');
    now = 10_000;
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
  });

  it('forgets the oldest keys beyond maxEntries', async () => {
    const store = createMemoryNotificationStore({ maxEntries: 2 });
    for (const key of ['a', 'b']) {
      await store.claim(key, { leaseMs: 1000 });
      await store.complete(key);
    }
    expect(await store.claim('c', { leaseMs: 1000 })).toBe('claimed'); // evicts a, the oldest
    expect(await store.claim('b', { leaseMs: 1000 })).toBe('completed');
    expect(await store.claim('a', { leaseMs: 1000 })).toBe('claimed');
  });

  it('prints its settings only', () => {
    expect(JSON.stringify(createMemoryNotificationStore())).toBe('{"ttlMs":604800000,"maxEntries":100000}');
  });
});
