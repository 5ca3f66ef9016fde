import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../../src/postgres/index.js';
import { type PostgresServer, startPostgresServer } from './postgres-server.js';
import { type RedisServer, startRedisServer } from './redis-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `redis://127.0.0.1:<port>` of the run's Redis. */
    redisUrl: string;
    /** `postgres://postgres@127.0.0.1:<port>/postgres` of the run's PostgreSQL, migrated. */
    postgresUrl: string;
  }
}

/** Starts one Redis and one PostgreSQL for the whole run and stops both after it, even when it fails. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let redis: RedisServer | undefined;
  let postgres: PostgresServer | undefined;
  const teardown = async () => {
    await Promise.allSettled([redis?.stop(), postgres?.stop()]);
  };
  try {
    const [redisStart, postgresStart] = await Promise.allSettled([startRedisServer(), startPostgresServer()]);
    if (redisStart.status === 'fulfilled') redis = redisStart.value;
    if (postgresStart.status === 'fulfilled') postgres = postgresStart.value;
    if (redisStart.status === 'rejected') throw redisStart.reason;
    if (postgresStart.status === 'rejected' || postgres === undefined)
      throw postgresStart.status === 'rejected' ? postgresStart.reason : new Error('no PostgreSQL');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await migratePostgres(client);
    } finally {
      await client.end();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  if (redis === undefined || postgres === undefined) throw new Error('the servers did not start');
  project.provide('redisUrl', redis.url);
  project.provide('postgresUrl', postgres.url);
  return teardown;
}
