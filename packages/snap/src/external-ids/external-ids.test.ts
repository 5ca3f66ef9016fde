import type { RequestIdStore } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { memorySnapStore } from '../stores/memory-snap-store.js';
import { externalIds } from './external-ids.js';

const ids = (store: RequestIdStore, now = Date.now) =>
  externalIds({ store, partnerId: 'partner-1', now, storeTimeoutMs: 50 });

describe('X-EXTERNAL-ID', () => {
  it('is 32 digits, different for every call', async () => {
    const issued = await Promise.all(Array.from({ length: 200 }, () => ids(memorySnapStore()).next()));
    for (const id of issued) expect(id).toMatch(/^\d{32}$/);
    expect(new Set(issued).size).toBe(200);
  });

  it('is reserved for the partner until the Jakarta day ends', async () => {
    const reservations: [string, number][] = [];
    const store: RequestIdStore = {
      reserve: async (id, expiresAt) => {
        reservations.push([id, expiresAt]);
        return true;
      },
    };
    const now = () => Date.parse('2026-11-26T18:00:00Z');
    const id = await ids(store, now).next();
    expect(reservations).toEqual([[`partner-1:2026-11-27:${id}`, Date.parse('2026-11-27T17:00:00Z')]]);
  });

  it('is drawn again when the store says it was taken', async () => {
    let refusals = 2;
    const tried: string[] = [];
    const store: RequestIdStore = {
      reserve: async (id) => {
        tried.push(id);
        return refusals-- <= 0;
      },
    };
    const id = await ids(store).next();
    expect(tried).toHaveLength(3);
    expect(tried.at(-1)).toContain(id);
  });

  it.each<[string, RequestIdStore]>([
    ['fails', { reserve: () => Promise.reject(new Error('ECONNREFUSED')) }],
    ['hangs', { reserve: () => new Promise(() => {}) }],
  ])('goes on unreserved, unique by its digits, when the store %s', async (_, store) => {
    expect(await ids(store).next()).toMatch(/^\d{32}$/);
  });

  it('gives up when the store refuses every id', async () => {
    await expect(ids({ reserve: async () => false }).next()).rejects.toThrow(/five random X-EXTERNAL-IDs/);
  });
});
