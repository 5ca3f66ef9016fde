import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bullmqNotificationQueue } from '../src/bullmq/index.js';
import { checkRedisPersistence, type RedisClient } from '../src/redis/index.js';
import { judgePersistence } from '../src/redis/judge-persistence.js';
import { type RedisServer, startRedisServer } from './support/redis-server.js';

// A queue on Redis acknowledges the gateway once Redis holds the job: a Redis that loses what it
// acknowledged in a crash loses notifications the gateway will never deliver again. Each Redis here is
// a real one, set up as merchants run it.

describe('judgePersistence: what a Redis keeps through a crash, by its settings', () => {
  const rows = [
    { settings: { appendonly: 'yes', appendfsync: 'always' }, verdict: 'keeps' },
    { settings: { appendonly: 'yes', appendfsync: 'everysec' }, verdict: 'keeps' },
    { settings: { appendonly: 'yes' }, verdict: 'keeps' },
    { settings: { appendonly: 'yes', appendfsync: 'no' }, verdict: 'loses', says: 'appendfsync no' },
    { settings: { appendonly: 'no', appendfsync: 'everysec' }, verdict: 'loses', says: 'appendonly no' },
    { settings: { appendonly: 'no' }, verdict: 'loses', says: 'appendonly no' },
    { settings: undefined, verdict: 'unknown', says: 'could not ask' },
    { settings: { appendfsync: 'always' }, verdict: 'unknown', says: 'could not ask' },
  ] as const;
  it.each(rows)('$settings → $verdict', ({ settings, verdict, ...row }) => {
    const judged = judgePersistence(settings);
    expect(judged.verdict).toBe(verdict);
    if ('says' in row) {
      expect(judged.message).toContain(row.says);
      expect(judged.message).toContain('https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/');
    } else expect(judged.message).toBeUndefined();
  });
});

describe('checkRedisPersistence on real Redis servers, with node-redis and ioredis', () => {
  const servers: RedisServer[] = [];
  const clients: { quit(): Promise<unknown> }[] = [];
  let durable: RedisServer;
  let noConfig: RedisServer;
  let closed: RedisServer;
  beforeAll(async () => {
    [durable, noConfig, closed] = await Promise.all([
      startRedisServer({ persist: true }),
      startRedisServer({ args: ['--rename-command', 'CONFIG', ''] }),
      startRedisServer({ args: ['--rename-command', 'CONFIG', '', '--rename-command', 'INFO', ''] }),
    ]);
    servers.push(durable, noConfig, closed);
  });
  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.quit()));
    await Promise.allSettled(servers.map((server) => server.stop()));
  });

  const libraries = {
    'node-redis': async (url: string): Promise<RedisClient> => {
      const client = await createClient({ url }).connect();
      clients.push(client);
      return client;
    },
    ioredis: async (url: string): Promise<RedisClient> => {
      // ioredis asks INFO before it serves commands, unless told not to: the last server refuses INFO.
      const client = new Redis(url, { enableReadyCheck: false });
      clients.push(client);
      return client;
    },
  };

  it.each(Object.entries(libraries))(
    '%s: tells a durable Redis, a forgetful one, and one that will not say',
    async (_name, connect) => {
      expect(await checkRedisPersistence(await connect(durable.url))).toEqual({
        verdict: 'keeps',
        appendonly: 'yes',
        appendfsync: 'always',
      });
      // The run's Redis keeps nothing (appendonly no), as Redis does unless told otherwise.
      expect(await checkRedisPersistence(await connect(inject('redisUrl')))).toMatchObject({
        verdict: 'loses',
        appendonly: 'no',
      });
      // CONFIG renamed away, as managed services do: INFO persistence still says it.
      expect(await checkRedisPersistence(await connect(noConfig.url))).toMatchObject({
        verdict: 'loses',
        appendonly: 'no',
      });
      const unknown = await checkRedisPersistence(await connect(closed.url));
      expect(unknown.verdict).toBe('unknown');
      expect(unknown.message).toContain('could not ask');
    },
  );

  it('bullmqNotificationQueue warns at start when its Redis would lose acknowledged jobs', async () => {
    const warnings: string[] = [];
    const queue = new Queue('lintas-notifications', {
      connection: { url: inject('redisUrl'), maxRetriesPerRequest: null },
      prefix: `persistence-${process.pid}`,
    });
    try {
      bullmqNotificationQueue(queue, { warn: (message) => warnings.push(message) });
      await expect.poll(() => warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^\[lintas\] This Redis runs with appendonly no: a crash loses every queued notification job/,
      );
    } finally {
      await queue.close();
    }
  });

  it('bullmqNotificationQueue reads INFO from a Redis that refuses CONFIG, warns all the same, and works', async () => {
    const warnings: string[] = [];
    const queue = new Queue('lintas-notifications', {
      connection: { url: noConfig.url, maxRetriesPerRequest: null },
      prefix: `persistence-${process.pid}`,
    });
    try {
      const notifications = bullmqNotificationQueue(queue, { warn: (message) => warnings.push(message) });
      await expect.poll(() => warnings).toHaveLength(1);
      expect(warnings[0]).toContain('This Redis runs with appendonly no');
      const job = {
        key: 'payment.success:TX-1',
        eventName: 'payment.success',
        body: '{}',
        headers: {},
        url: 'http://127.0.0.1/',
        enqueuedAt: 1,
      };
      await notifications.enqueue(job);
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    } finally {
      await queue.close();
    }
  });
});
