import { describe, expect, it } from 'vitest';
import { createMemoryNotificationStore } from '../../src/index.js';

describe('createMemoryNotificationStore', () => {
  it('lets exactly one of concurrent claims win, and reports the others as processing', async () => {
    const store = createMemoryNotificationStore();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => store.claim('payment.success:TX1', { leaseMs: 1000, token: 't1' })),
    );
    expect(claims.filter((claim) => claim === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim === 'processing')).toHaveLength(4);
  });

  it('answers completed after complete, and lets a released key be claimed again', async () => {
    const store = createMemoryNotificationStore();
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
    await store.release('a', { token: 't1' });
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
    await store.complete('a', { token: 't1' });
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('completed');
    await store.release('a', { token: 't1' });
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('completed');
  });

  it('lets a claim lapse after its lease, so a crashed delivery does not block the notification', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now });
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
    now = 999;
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('processing');
    now = 1000;
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
  });

  it('renews a claim only for the delivery that holds it, and never once taken over, completed or released', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now });
    expect(await store.claim('a', { leaseMs: 100, token: 'first' })).toBe('claimed');
    expect(await store.renew('a', { leaseMs: 1000, token: 'other' })).toBe(false);
    expect(await store.renew('a', { leaseMs: 1000, token: 'first' })).toBe(true);
    now = 500; // past the first lease, within the renewed one
    expect(await store.claim('a', { leaseMs: 100, token: 'other' })).toBe('processing');
    now = 1500;
    expect(await store.claim('a', { leaseMs: 100, token: 'other' })).toBe('claimed');
    expect(await store.renew('a', { leaseMs: 1000, token: 'first' })).toBe(false);
    await store.complete('a', { token: 'other' });
    expect(await store.renew('a', { leaseMs: 1000, token: 'other' })).toBe(false);
    expect(await store.claim('b', { leaseMs: 100, token: 'first' })).toBe('claimed');
    await store.release('b', { token: 'first' });
    expect(await store.renew('b', { leaseMs: 1000, token: 'first' })).toBe(false);
  });

  it('forgets completed keys after ttlMs', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now, ttlMs: 10_000 });
    await store.claim('a', { leaseMs: 1000, token: 't1' });
    await store.complete('a', { token: 't1' });
    now = 9_999;
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('completed');
    now = 10_000;
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
  });

  it('forgets the oldest keys beyond maxEntries', async () => {
    const store = createMemoryNotificationStore({ maxEntries: 2 });
    for (const key of ['a', 'b']) {
      await store.claim(key, { leaseMs: 1000, token: 't1' });
      await store.complete(key, { token: 't1' });
    }
    expect(await store.claim('c', { leaseMs: 1000, token: 't1' })).toBe('claimed'); // evicts a, the oldest
    expect(await store.claim('b', { leaseMs: 1000, token: 't1' })).toBe('completed');
    expect(await store.claim('a', { leaseMs: 1000, token: 't1' })).toBe('claimed');
  });

  it('lets only the delivery holding a claim release or complete it, after another took over its lapsed lease', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now });
    expect(await store.claim('a', { leaseMs: 1000, token: 'slow' })).toBe('claimed');
    now = 1500; // the slow delivery's lease lapsed; a redelivery claims the notification
    expect(await store.claim('a', { leaseMs: 1000, token: 'second' })).toBe('claimed');
    // The slow delivery fails late: its release must leave the second delivery's claim in place.
    await store.release('a', { token: 'slow' });
    expect(await store.claim('a', { leaseMs: 1000, token: 'third' })).toBe('processing');
    // Nor may its completion overwrite the live claim: the second delivery settles its own.
    await store.complete('a', { token: 'slow' });
    await store.release('a', { token: 'second' });
    expect(await store.claim('a', { leaseMs: 1000, token: 'third' })).toBe('claimed');
    await store.complete('a', { token: 'third' });
    expect(await store.claim('a', { leaseMs: 1000, token: 'fourth' })).toBe('completed');
  });

  it('records a completion whose lease lapsed when no other delivery claimed it since', async () => {
    let now = 0;
    const store = createMemoryNotificationStore({ now: () => now });
    expect(await store.claim('a', { leaseMs: 1000, token: 'slow' })).toBe('claimed');
    now = 5000;
    await store.complete('a', { token: 'slow' });
    expect(await store.claim('a', { leaseMs: 1000, token: 'next' })).toBe('completed');
  });

  it('prints its settings only', () => {
    expect(JSON.stringify(createMemoryNotificationStore())).toBe('{"ttlMs":604800000,"maxEntries":100000}');
  });
});
