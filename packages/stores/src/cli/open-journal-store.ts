import { journalDefaults } from '../journal/journal-options.js';
import { JournalTimeoutError, withDeadline } from '../journal/journal-timeout-error.js';
import { messageOf } from '../journal/journal-write.js';
import type { NotificationEvidenceReader } from '../journal/notification-evidence.js';
import type { ReconciliationJournal } from '../journal/reconciliation-journal.js';
import type { PostgresClient } from '../postgres/postgres-client.js';
import { createPostgresJournal } from '../postgres/postgres-journal.js';
import { createPostgresNotificationStore } from '../postgres/postgres-notification-store.js';
import type { RedisClient } from '../redis/redis-client.js';
import { createRedisJournal } from '../redis/redis-journal.js';
import { createRedisNotificationStore } from '../redis/redis-notification-store.js';
import { importFromProject } from './import-from-project.js';

/** A journal opened from a URL, and how to close its connection. */
export interface OpenedJournal {
  readonly journal: ReconciliationJournal;
  /** The notification store on the same server, under its default names: its kept evidence settles by notification. */
  readonly notifications: NotificationEvidenceReader;
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

/** How long connecting, and each read or write of the journal, may take: the journal's default `timeoutMs`. */
const timeoutMs = journalDefaults({}).timeoutMs;

/** A Redis client as node-redis and ioredis both make it: commands, errors as events, and a forced close. */
type RedisConnection = RedisClient & {
  on(event: 'error', listener: (error: unknown) => void): unknown;
  connect(): Promise<unknown>;
  /** node-redis 5 */
  destroy?(): unknown;
  /** node-redis 4, ioredis */
  disconnect?(): unknown;
};

/**
 * Connects to the journal's server with the client library the project has (`redis` or `ioredis` for
 * Redis, `pg` for PostgreSQL). Throws a `TypeError` that says what to install or pass. A server that
 * does not answer fails the connection, and each read or write, within the journal's timeout
 * (`JournalTimeoutError`, naming the store); `close()` never waits for it.
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
    const client = await redisOfProject(location.url, cwd);
    // Commands are all answered or given up on when it closes: no need to wait for the server.
    const close = async () => {
      try {
        await (client.destroy ?? client.disconnect)?.call(client);
      } catch {
        // closed already
      }
    };
    const store = `Redis at ${where}`;
    try {
      await withDeadline(client.connect(), { store, timeoutMs, what: 'the connection' });
    } catch (error) {
      await close();
      if (error instanceof JournalTimeoutError) throw error;
      // ioredis gives up at the first refusal; node-redis tries again until the deadline.
      throw new JournalTimeoutError(`the journal's store, ${store}, refused the connection: ${messageOf(error)}`, {
        cause: error,
        store,
      });
    }
    const prefix = location.prefix === undefined ? {} : { prefix: location.prefix };
    const notifications = createRedisNotificationStore({ client });
    return { journal: createRedisJournal({ client, ...prefix }), notifications, where, close };
  }
  if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') {
    const pg = await importFromProject('pg', cwd);
    const Pool = ((pg?.default as { Pool?: unknown } | undefined)?.Pool ?? pg?.Pool) as
      | (new (options: {
          connectionString: string;
          max: number;
          connectionTimeoutMillis: number;
          query_timeout: number;
        }) => PostgresClient & { end(): Promise<void>; on(event: 'error', listener: () => void): unknown })
      | undefined;
    if (typeof Pool !== 'function')
      throw new TypeError('a PostgreSQL journal needs the pg package installed in this project');
    // pg gives up on a connection or a query the server does not answer, and drops its connection, so
    // the pool ends even when the server stalled.
    const pool = new Pool({
      connectionString: location.url,
      max: 2,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    pool.on('error', () => undefined); // an idle connection the server dropped: the next query says so
    return {
      journal: createPostgresJournal({
        client: pool,
        ...(location.table === undefined ? {} : { table: location.table }),
      }),
      notifications: createPostgresNotificationStore({ client: pool }),
      where,
      close: () => pool.end(),
    };
  }
  throw new TypeError(`the journal URL's scheme ${url.protocol} is not one of redis:, rediss:, postgres:, postgresql:`);
}

/** A client of Redis at `url`, not connected yet, of node-redis or else ioredis, as the project has them. */
async function redisOfProject(url: string, cwd: string): Promise<RedisConnection> {
  const nodeRedis = await importFromProject('redis', cwd);
  const ioredis = typeof nodeRedis?.createClient === 'function' ? undefined : await importFromProject('ioredis', cwd);
  const Redis = (ioredis?.Redis ?? ioredis?.default) as
    | (new (
        url: string,
        options: object,
      ) => RedisConnection)
    | undefined;
  const client =
    typeof nodeRedis?.createClient === 'function'
      ? (nodeRedis.createClient as (options: { url: string }) => RedisConnection)({ url })
      : typeof Redis === 'function'
        ? new Redis(url, { lazyConnect: true })
        : undefined;
  if (client === undefined)
    throw new TypeError('a Redis journal needs the redis or the ioredis package installed in this project');
  client.on('error', () => undefined); // it reconnects on its own; a command not answered in time says so
  return client;
}
