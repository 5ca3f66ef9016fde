import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, inject } from 'vitest';
import type { PostgresClient } from '../../src/postgres/index.js';
import type { RedisClient } from '../../src/redis/index.js';

/** Connected clients of the run's servers, one of each library, closed after the file. */
export interface Clients {
  readonly nodeRedis: RedisClient;
  readonly ioredis: RedisClient;
  readonly pool: PostgresClient;
  /** A pool for statements of the test's own (creating tables, reading rows). */
  readonly sql: pg.Pool;
}

/** Connects the clients before the file's tests and closes them after; read the members inside tests only. */
export function useClients(): Clients {
  const clients = {} as { -readonly [TKey in keyof Clients]: Clients[TKey] };
  const closers: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    const nodeRedis = await createClient({ url: inject('redisUrl') }).connect();
    closers.push(() => nodeRedis.quit());
    const ioredis = new Redis(inject('redisUrl'), { lazyConnect: true });
    await ioredis.connect();
    closers.push(() => ioredis.quit());
    const pool = new pg.Pool({ connectionString: inject('postgresUrl'), max: 8 });
    closers.push(() => pool.end());
    Object.assign(clients, { nodeRedis, ioredis, pool, sql: pool });
  });
  afterAll(async () => {
    await Promise.allSettled(closers.map((close) => close()));
  });
  return clients;
}

let issued = 0;
/** A name no other test of the run uses: a Redis prefix or a PostgreSQL table. */
export function uniqueName(prefix: string): string {
  issued += 1;
  return `${prefix}_${process.pid}_${issued}`;
}
