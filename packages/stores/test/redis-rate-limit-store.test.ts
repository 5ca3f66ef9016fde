import { describe, expect, it } from 'vitest';
import { createRedisRateLimitStore, type NodeRedisClient } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';

// Two clients (node-redis and ioredis) on one key stand for two processes sharing a pace.
const clients = useClients();
const stores = () => [
  createRedisRateLimitStore({ client: clients.nodeRedis }),
  createRedisRateLimitStore({ client: clients.ioredis }),
];

describe('createRedisRateLimitStore', () => {
  it('gives processes that reserve at once distinct slots, an interval apart, on the server clock', async () => {
    const key = uniqueName('rate');
    const [nodeRedis, ioredis] = stores();
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, index) => (index % 2 ? ioredis : nodeRedis)?.reserve(key, 100, 60_000)),
    );
    const sorted = (waits as number[]).sort((a, b) => a - b);
    // The first slot is now; each next one 100 ms after the previous, less the time the reservations took.
    expect(sorted[0]).toBe(0);
    for (const [index, wait] of sorted.entries())
      if (index > 0) expect(wait - (sorted[index - 1] ?? 0)).toBeGreaterThan(80);
    expect(sorted[11]).toBeLessThanOrEqual(1100);
  });

  it('reserves nothing when the next slot begins after the wait allowed', async () => {
    const key = uniqueName('rate');
    const [nodeRedis, ioredis] = stores();
    expect(await nodeRedis?.reserve(key, 1000, 0)).toBe(0);
    expect(await ioredis?.reserve(key, 1000, 500)).toBeUndefined();
    // The refusal moved nothing: the next slot is still one interval after the first.
    const wait = await ioredis?.reserve(key, 1000, 60_000);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(1000);
    const ttl = await (clients.nodeRedis as NodeRedisClient).sendCommand(['PTTL', key]);
    // The key lapses by itself about a second after its next free time.
    expect(Number(ttl)).toBeGreaterThan(1500);
    expect(Number(ttl)).toBeLessThanOrEqual(3000);
  });
});
