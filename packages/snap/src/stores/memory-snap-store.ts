import type { AccessTokenStore, CreatedRecordStore, RequestIdStore, StoredAccessToken } from '@lintas/core';

/** One entry of the memory store: a token, a lease's owner or a reserved id, and until when. */
interface Entry {
  readonly value: string;
  readonly expiresAt: number;
}

/** Options of {@link memorySnapStore}. */
export interface MemorySnapStoreOptions {
  /** The clock, epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
}

/**
 * What a SNAP client keeps in its store: the access token its instances share, the `X-EXTERNAL-ID`s they
 * reserved, and the `referenceNo` of each QRIS and ATM code they created, which the notification
 * handler checks a notification against (`createdCodes`).
 */
export type SnapStore = AccessTokenStore & RequestIdStore & CreatedRecordStore;

/**
 * The access token, the `X-EXTERNAL-ID`s and the created codes of the instances of one process, in
 * memory: what a SNAP client uses when it is given no `store`. Processes that share a client key share
 * one through `createRedisSnapStore` or `createPostgresSnapStore` (`@lintas/stores`) instead, so that
 * they fetch one token between them, never send the same `X-EXTERNAL-ID`, and a notification handler
 * in any of them knows the codes every one created.
 */
export function memorySnapStore(options: MemorySnapStoreOptions = {}): SnapStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined || entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const tokenKey = (key: string) => `token:${key}`;
  const leaseKey = (key: string) => `lease:${key}`;
  return {
    async get(key): Promise<StoredAccessToken | undefined> {
      const entry = live(tokenKey(key));
      return entry ? { accessToken: entry.value, expiresAt: entry.expiresAt } : undefined;
    },
    async put(key, token) {
      entries.set(tokenKey(key), { value: token.accessToken, expiresAt: token.expiresAt });
    },
    async drop(key, accessToken) {
      if (live(tokenKey(key))?.value === accessToken) entries.delete(tokenKey(key));
    },
    async claim(key, owner, leaseMs) {
      if (live(leaseKey(key))) return false;
      entries.set(leaseKey(key), { value: owner, expiresAt: now() + leaseMs });
      return true;
    },
    async release(key, owner) {
      if (live(leaseKey(key))?.value === owner) entries.delete(leaseKey(key));
    },
    async reserve(id, expiresAt) {
      if (live(`id:${id}`)) return false;
      // Ids of past days are dropped as they are read; a long-lived process also prunes when it grows.
      if (entries.size > 100_000) for (const key of entries.keys()) live(key);
      entries.set(`id:${id}`, { value: '', expiresAt });
      return true;
    },
    async expectRecord(key, expiresAt) {
      if (!live(`record:${key}`)) entries.set(`record:${key}`, { value: '', expiresAt });
    },
    async putRecord(key, reference, expiresAt) {
      if (reference !== '') entries.set(`record:${key}`, { value: reference, expiresAt });
    },
    async getRecord(key) {
      const entry = live(`record:${key}`);
      if (entry === undefined) return undefined;
      return entry.value === '' ? null : entry.value;
    },
  };
}
