import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { inject } from 'vitest';
import type { ReconciliationJournal } from '../../src/index.js';
import { createPostgresJournal, migratePostgres } from '../../src/postgres/index.js';
import { createRedisJournal } from '../../src/redis/index.js';
import { type Clients, uniqueName } from './clients.js';
import type { TcpFaultProxy } from './tcp-fault-proxy.js';

/** A journal through the proxy, and one straight to the store to read what it holds. */
export interface Subject {
  readonly journal: ReconciliationJournal;
  readonly direct: ReconciliationJournal;
  /** How the journal names its store in errors: `Redis (keys <prefix>*)`, `PostgreSQL (table <table>)`. */
  readonly store: string;
  close(): Promise<void>;
}

/** A journal store reached through one client library. */
export interface StoreClient {
  readonly name: string;
  readonly kind: 'redis' | 'postgres';
  /** The port of the real server. */
  readonly port: () => number;
  /** Connects through `proxy`, with the journal's own timeout `journalMs` (default: the table's). */
  connect(proxy: TcpFaultProxy, onError: (error: unknown) => void, journalMs?: number): Promise<Subject>;
}

const portOf = (url: string) => Number(new URL(url).port);

/**
 * Every journal store and client library, each journal reaching its real server through a TCP fault
 * proxy, with the journal timeout `timeoutMs` unless a test gives another.
 */
export function storeClientsOf(clients: Clients, timeoutMs: number): readonly StoreClient[] {
  return [
    {
      name: 'Redis through node-redis',
      kind: 'redis',
      port: () => portOf(inject('redisUrl')),
      async connect(proxy, onError, journalMs = timeoutMs) {
        const prefix = `${uniqueName('faults')}:`;
        const client = createRedis({ url: `redis://127.0.0.1:${proxy.port}` });
        client.on('error', () => undefined); // it reconnects on its own
        await client.connect();
        return {
          journal: createRedisJournal({ client, prefix, timeoutMs: journalMs, onError }),
          direct: createRedisJournal({ client: clients.nodeRedis, prefix }),
          store: `Redis (keys ${prefix}*)`,
          close: async () => void (await client.disconnect().catch(() => undefined)),
        };
      },
    },
    {
      name: 'Redis through ioredis',
      kind: 'redis',
      port: () => portOf(inject('redisUrl')),
      async connect(proxy, onError, journalMs = timeoutMs) {
        const prefix = `${uniqueName('faults')}:`;
        const client = new Redis(`redis://127.0.0.1:${proxy.port}`, { lazyConnect: true });
        client.on('error', () => undefined); // it reconnects on its own
        await client.connect();
        return {
          journal: createRedisJournal({ client, prefix, timeoutMs: journalMs, onError }),
          direct: createRedisJournal({ client: clients.ioredis, prefix }),
          store: `Redis (keys ${prefix}*)`,
          close: async () => client.disconnect(),
        };
      },
    },
    {
      name: 'PostgreSQL through a pg Pool',
      kind: 'postgres',
      port: () => portOf(inject('postgresUrl')),
      async connect(proxy, onError, journalMs = timeoutMs) {
        const table = uniqueName('faults');
        await migratePostgres(clients.pool, { notificationsTable: `${table}_notifications`, journalTable: table });
        const url = new URL(inject('postgresUrl'));
        url.port = String(proxy.port);
        const pool = new pg.Pool({ connectionString: url.href, max: 4 });
        pool.on('error', () => undefined); // an idle connection the store dropped
        return {
          journal: createPostgresJournal({ client: pool, table, timeoutMs: journalMs, onError }),
          direct: createPostgresJournal({ client: clients.pool, table }),
          store: `PostgreSQL (table ${table})`,
          close: () => pool.end().catch(() => undefined),
        };
      },
    },
  ];
}
