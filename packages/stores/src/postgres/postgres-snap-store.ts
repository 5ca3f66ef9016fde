import type { AccessTokenStore, CreatedRecordStore, RequestIdStore } from '@lintas/core';
import { bareName, type PostgresClient, quoteTable } from './postgres-client.js';

/** The SNAP store's table when none is named. */
const defaultSnapTable = 'lintas_snap_state';

/** Options of {@link createPostgresSnapStore}. */
export interface PostgresSnapStoreOptions {
  /** A `pg` `Pool` (recommended) or `Client`. */
  readonly client: PostgresClient;
  /** The table `postgresSnapMigration` created. Default `lintas_snap_state`. */
  readonly table?: string;
}

/** A SNAP store in PostgreSQL, with `prune()` to delete the rows whose time has passed. */
export interface PostgresSnapStore extends AccessTokenStore, RequestIdStore, CreatedRecordStore {
  /** Deletes expired tokens, lapsed leases and the ids of past days; resolves with how many rows went. Run it daily. */
  prune(): Promise<number>;
}

/**
 * The SQL that creates the table of `createPostgresSnapStore` (idempotent). With the default name it is
 * exactly the file the package ships, `@lintas/stores/migrations/0002_lintas_snap.sql`.
 */
export function postgresSnapMigration(options: { readonly table?: string } = {}): string {
  const name = options.table ?? defaultSnapTable;
  return `-- @lintas/stores: the table of the PostgreSQL SNAP store (@lintas/snap).

-- One row per access token ('token:<key>', value = JSON {accessToken, expiresAt}), refresh lease
-- ('lease:<key>', value = its owner), X-EXTERNAL-ID reserved for its day ('id:<partner>:<day>:<id>') and
-- created code ('record:<site>|<partner>|<partnerReferenceNo>', value = its referenceNo, empty while its
-- create's answer is awaited), each until expires_at.
create table if not exists ${quoteTable(name)} (
  key        text primary key,
  value      text not null,
  expires_at timestamptz not null
);
create index if not exists ${bareName(name)}_expires_at on ${quoteTable(name)} (expires_at);
`;
}

/** Runs {@link postgresSnapMigration} on `client`: creates the SNAP store's table unless it exists. */
export async function migratePostgresSnap(
  client: PostgresClient,
  options: { readonly table?: string } = {},
): Promise<void> {
  await client.query(postgresSnapMigration(options));
}

/**
 * The SNAP access token, `X-EXTERNAL-ID`s and created codes in PostgreSQL, shared by every process and
 * serverless instance of a SNAP client (`createSnapClient({ store })` from `@lintas/snap`) and its
 * notification handler (`createdCodes`), with the semantics of the Redis store: one instance at a time
 * holds the refresh lease (an insert, or the takeover of a lapsed row, under the primary key; leases by
 * the database's clock), the others read the token it stores; an id is reserved once per day; each
 * code's `referenceNo` is recorded by its `partnerReferenceNo`; `drop` and `release` compare before they
 * delete. Create the table with `postgresSnapMigration` / `migratePostgresSnap` first.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createSnapClient, snap } from '@lintas/snap';
 * import { createPostgresSnapStore } from '@lintas/stores/postgres';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const client = (await createSnapClient({ ...credentials, store: createPostgresSnapStore({ client: pool }) })).use(snap);
 * ```
 */
export function createPostgresSnapStore(options: PostgresSnapStoreOptions): PostgresSnapStore {
  const { client } = options;
  const table = quoteTable(options.table ?? defaultSnapTable);
  const at = (ms: number) => new Date(ms).toISOString();
  // An insert, or the takeover of a row whose time has passed: one statement under the primary key.
  const takeSql = `
    insert into ${table} as held (key, value, expires_at) values ($1, $2, $3)
    on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
      where held.expires_at <= now()
    returning 1 as taken`;
  const leaseSql = `
    insert into ${table} as held (key, value, expires_at)
    values ($1, $2, now() + $3::double precision * interval '1 millisecond')
    on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
      where held.expires_at <= now()
    returning 1 as taken`;
  return {
    async get(key) {
      const { rows } = await client.query(`select value from ${table} where key = $1 and expires_at > now()`, [
        `token:${key}`,
      ]);
      const value = rows[0]?.value;
      return typeof value === 'string' ? JSON.parse(value) : undefined;
    },
    async put(key, token) {
      const value = JSON.stringify({ accessToken: token.accessToken, expiresAt: token.expiresAt });
      await client.query(
        `insert into ${table} (key, value, expires_at) values ($1, $2, $3)
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [`token:${key}`, value, at(token.expiresAt)],
      );
    },
    async drop(key, accessToken) {
      await client.query(`delete from ${table} where key = $1 and (value::json ->> 'accessToken') = $2`, [
        `token:${key}`,
        accessToken,
      ]);
    },
    async claim(key, owner, leaseMs) {
      const { rows } = await client.query(leaseSql, [`lease:${key}`, owner, Math.max(1, leaseMs)]);
      return rows.length === 1;
    },
    async release(key, owner) {
      await client.query(`delete from ${table} where key = $1 and value = $2`, [`lease:${key}`, owner]);
    },
    async reserve(id, expiresAt) {
      const { rows } = await client.query(takeSql, [`id:${id}`, '1', at(expiresAt)]);
      return rows.length === 1;
    },
    async expectRecord(key, expiresAt) {
      await client.query(takeSql, [`record:${key}`, '', at(expiresAt)]);
    },
    async putRecord(key, reference, expiresAt) {
      if (reference === '') return;
      await client.query(
        `insert into ${table} (key, value, expires_at) values ($1, $2, $3)
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [`record:${key}`, reference, at(expiresAt)],
      );
    },
    async getRecord(key) {
      const { rows } = await client.query(`select value from ${table} where key = $1 and expires_at > now()`, [
        `record:${key}`,
      ]);
      const value = rows[0]?.value;
      if (typeof value !== 'string') return undefined;
      return value === '' ? null : value;
    },
    async prune() {
      const { rows } = await client.query(
        `with gone as (delete from ${table} where expires_at <= now() returning 1) select count(*)::int as count from gone`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
