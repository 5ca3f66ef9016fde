import { rateLimit } from '@lintas/core/rate-limit';
import { philippines } from '@lintas/philippines';
import { useSandbox } from '@lintas/testing';
import { createClient as createRedis } from 'redis';
import { describe, expect, inject, it } from 'vitest';
import { createRedisRateLimitStore, type NodeRedisClient } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { bankPayout } from './support/payouts.js';
import { startTcpFaultProxy } from './support/tcp-fault-proxy.js';

// Two clients (node-redis and ioredis) on one key stand for two processes sharing a pace.
const clients = useClients();
const setup = useSandbox(philippines);
/** Time a loaded 2-core machine may add to a bound. */
const slackMs = 1500;
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

// Redis down or slow while a slot is reserved: node-redis queues the command until it is back, so
// both look the same to the client. The store is waited for at most 1 s (half the time left, if
// less), then this process paces the slot alone: the payout is sent and paid, within its timeout.
// Why not fail typed: a store down would stop every payout, where pacing alone at worst meets the
// gateway's 21020, a refusal that did nothing, which slows the pace.
describe('a rateLimit on Redis', () => {
  it.each(['down', 'slow'] as const)('pays a payout paced alone when Redis is %s while reserving', async (fault) => {
    const proxy = await startTcpFaultProxy(Number(new URL(inject('redisUrl')).port));
    const redis = createRedis({ url: `redis://127.0.0.1:${proxy.port}` });
    redis.on('error', () => undefined); // it reconnects on its own
    await redis.connect();
    try {
      const store = createRedisRateLimitStore({ client: redis });
      const client = await setup.clientWith({ rateLimit: rateLimit({ requestsPerSecond: 10, store }), timeout: 3000 });
      const first = bankPayout();
      await expect(client.philippines.createPayout(first)).resolves.toMatchObject({ mchOrderId: first.mchOrderId });
      if (fault === 'down') await proxy.down();
      else proxy.stall();
      const payout = bankPayout();
      const started = performance.now();
      await expect(client.philippines.createPayout(payout)).resolves.toMatchObject({ mchOrderId: payout.mchOrderId });
      expect(performance.now() - started).toBeLessThan(1000 + slackMs);
      expect(setup.sandbox.state().payouts.filter((record) => record.mchOrderId === payout.mchOrderId)).toHaveLength(1);
    } finally {
      await proxy.up();
      await redis.disconnect().catch(() => undefined);
      await proxy.close();
    }
  });
});
