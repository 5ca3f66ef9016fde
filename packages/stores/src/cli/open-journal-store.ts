import type { ReconciliationJournal } from '../journal/reconciliation-journal.js';
import type { PostgresClient } from '../postgres/postgres-client.js';
import { createPostgresJournal } from '../postgres/postgres-journal.js';
import type { RedisClient } from '../redis/redis-client.js';
import { createRedisJournal } from '../redis/redis-journal.js';
import { importFromProject } from './import-from-project.js';

/** A journal opened from a URL, and how to close its connection. */
export interface OpenedJournal {
  readonly journal: ReconciliationJournal;
  /** Where it is, without credentials: `redis://127.0.0.1:6379`. */
  readonly where: string;
  close(): Promise<void>;
}

/** Where the journal lives and under which names. */
export interface JournalLocation {
  /** `redis://`, `rediss://`, `postgres://` or `postgresql://` URL. */
  readonly url: string;
  /** The Redis journal's key prefix. */
  readonly prefix?: string | undefined;
  /** The PostgreSQL journal's table. */
  readonly table?: string | undefined;
}

/**
 * Connects to the journal's server with the client library the project has (`redis` or `ioredis` for
 * Redis, `pg` for PostgreSQL). Throws a `TypeError` that says what to install or pass.
 */
export async function openJournalStore(location: JournalLocation, cwd: string): Promise<OpenedJournal> {
  let url: URL;
  try {
    url = new URL(location.url);
  } catch {
    throw new TypeError('the journal URL is not a URL: expected redis://, rediss://, postgres:// or postgresql://');
  }
  const where = `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  if (url.protocol === 'redis:' || url.protocol === 'rediss:') {
    const nodeRedis = await importFromProject('redis', cwd);
    if (typeof nodeRedis?.createClient === 'function') {
      const client = await (
        nodeRedis.createClient as (options: { url: string }) => {
          connect(): Promise<RedisClient & { quit(): Promise<unknown> }>;
        }
      )({ url: location.url }).connect();
      return {
        journal: createRedisJournal({ client, ...(location.prefix === undefined ? {} : { prefix: location.prefix }) }),
        where,
        close: async () => void (await client.quit()),
      };
    }
    const ioredis = await importFromProject('ioredis', cwd);
    const Redis = (ioredis?.Redis ?? ioredis?.default) as
      | (new (
          url: string,
          options: object,
        ) => RedisClient & { connect(): Promise<void>; quit(): Promise<unknown> })
      | undefined;
    if (typeof Redis !== 'function')
      throw new TypeError('a Redis journal needs the redis or the ioredis package installed in this project');
    const client = new Redis(location.url, { lazyConnect: true });
    await client.connect();
    return {
      journal: createRedisJournal({ client, ...(location.prefix === undefined ? {} : { prefix: location.prefix }) }),
      where,
      close: async () => void (await client.quit()),
    };
  }
  if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') {
    const pg = await importFromProject('pg', cwd);
    const Pool = ((pg?.default as { Pool?: unknown } | undefined)?.Pool ?? pg?.Pool) as
      | (new (options: {
          connectionString: string;
          max: number;
        }) => PostgresClient & { end(): Promise<void> })
      | undefined;
    if (typeof Pool !== 'function')
      throw new TypeError('a PostgreSQL journal needs the pg package installed in this project');
    const pool = new Pool({ connectionString: location.url, max: 2 });
    return {
      journal: createPostgresJournal({
        client: pool,
        ...(location.table === undefined ? {} : { table: location.table }),
      }),
      where,
      close: () => pool.end(),
    };
  }
  throw new TypeError(`the journal URL's scheme ${url.protocol} is not one of redis:, rediss:, postgres:, postgresql:`);
}
