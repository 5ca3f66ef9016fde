import { redactInspection } from '../utils/redact.js';
import type { NotificationClaim, NotificationStore } from './notification-store.js';

/** Options of {@link createMemoryNotificationStore}. */
export interface MemoryNotificationStoreOptions {
  /** How long a completed key is remembered, in ms. Default 7 days. */
  readonly ttlMs?: number;
  /** At most this many keys are kept; the oldest are forgotten first. Default 100,000. */
  readonly maxEntries?: number;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

type Entry =
  | { readonly state: 'processing'; readonly token: string; readonly expiresAt: number }
  | { readonly state: 'completed'; readonly expiresAt: number };

/**
 * A {@link NotificationStore} in the memory of one process: the default of
 * `createNotificationHandler`. Enough for one long-running server; with several processes, or
 * serverless instances that come and go, use a shared store (Redis, a database) instead, since each
 * instance would otherwise remember only what it saw.
 *
 * @example
 * ```ts
 * import { createMemoryNotificationStore, createNotificationHandler } from '@lintas/core';
 *
 * const handler = createNotificationHandler({
 *   verifier,
 *   plugins: [philippines],
 *   confirm: client, // your createClient(...): each notification is looked up under your appId first
 *   store: createMemoryNotificationStore({ ttlMs: 24 * 3600 * 1000 }),
 *   on: { 'payment.success': (n) => markPaid(n.payload.mchOrderId) },
 * });
 * ```
 */
export function createMemoryNotificationStore(options: MemoryNotificationStoreOptions = {}): NotificationStore {
  const ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function set(key: string, entry: Entry): void {
    // Re-inserting moves the key to the end, so Map order stays oldest-first for eviction.
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  const store: NotificationStore = {
    // Synchronous from the lookup to the write: no other claim can interleave in one process.
    claim(key, { leaseMs, token }): Promise<NotificationClaim> {
      const entry = entries.get(key);
      if (entry !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.state);
      set(key, { state: 'processing', token, expiresAt: now() + leaseMs });
      return Promise.resolve('claimed');
    },
    renew(key, { leaseMs, token }) {
      const entry = entries.get(key);
      if (entry?.state !== 'processing' || entry.token !== token) return Promise.resolve(false);
      set(key, { state: 'processing', token, expiresAt: now() + leaseMs });
      return Promise.resolve(true);
    },
    complete(key, { token }) {
      const entry = entries.get(key);
      // A live claim of another delivery is that delivery's to settle.
      if (entry?.state === 'processing' && entry.token !== token && entry.expiresAt > now()) return Promise.resolve();
      set(key, { state: 'completed', expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    release(key, { token }) {
      const entry = entries.get(key);
      if (entry?.state === 'processing' && entry.token === token) entries.delete(key);
      return Promise.resolve();
    },
  };
  return redactInspection(store, 'MemoryNotificationStore', { ttlMs, maxEntries });
}
