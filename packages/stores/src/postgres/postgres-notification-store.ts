import type { NotificationClaim, NotificationEvidence, NotificationStore } from '@lintas/core';
import { fromJournalText, toJournalText } from '../journal/journal-write.js';
import type { NotificationEvidenceReader } from '../journal/notification-evidence.js';
import { type PostgresClient, quoteTable } from './postgres-client.js';
import { defaultTables, evidenceTableOf } from './postgres-migration.js';

/** Options of {@link createPostgresNotificationStore}. */
export interface PostgresNotificationStoreOptions {
  /** A `pg` `Pool` (recommended) or `Client`. */
  readonly client: PostgresClient;
  /** The table `postgresMigration` created. Default `lintas_notifications`. */
  readonly table?: string;
  /** How long a processed notification is remembered, in ms: keep it above the gateway's redelivery span. Default 30 days. */
  readonly ttlMs?: number;
}

/**
 * A {@link NotificationStore} in PostgreSQL that keeps the evidence of confirmed notifications for
 * `reconcile()`, with `prune()` to delete the rows whose time has passed.
 */
export interface PostgresNotificationStore extends NotificationStore, NotificationEvidenceReader {
  keepEvidence(evidence: NotificationEvidence): Promise<void>;
  /** Deletes lapsed claims and forgotten notifications; resolves with how many rows went. Run it daily. */
  prune(): Promise<number>;
}

/**
 * A {@link NotificationStore} in PostgreSQL, shared by every process and serverless instance that
 * receives notifications, with the semantics of the in-memory store: `claim` is one atomic statement
 * (an insert, or the takeover of a lapsed row, under the primary key), a claim lapses after `leaseMs`
 * (by the database's clock), a processed key is kept for `ttlMs`, and `renew`, `complete` and
 * `release` act only on the claim of their own delivery's token (a `WHERE` on the token), in one process as across
 * many. Create the table with `postgresMigration` / `migratePostgres` first.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createClientFromEnv, createNotificationHandler, rsaSha256Verifier } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 * import { createPostgresNotificationStore } from '@lintas/stores/postgres';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 *
 * export const POST = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   plugins: [philippines],
 *   confirm: await createClientFromEnv(), // each notification is looked up under your appId first
 *   store: createPostgresNotificationStore({ client: pool }),
 *   on: { 'payment.success': (n) => orders.markPaid(n.payload.mchOrderId) },
 * });
 * ```
 */
export function createPostgresNotificationStore(options: PostgresNotificationStoreOptions): PostgresNotificationStore {
  const { client } = options;
  const table = quoteTable(options.table ?? defaultTables.notificationsTable);
  const evidenceTable = quoteTable(evidenceTableOf(options.table ?? defaultTables.notificationsTable));
  const ttlMs = options.ttlMs ?? 30 * 24 * 3600 * 1000;

  // A claim, or the state that refused it, in one statement. When another delivery inserted the row
  // meanwhile, the select (which sees the statement's snapshot) finds nothing: that claim is 'processing'.
  const claimSql = `
    with claimed as (
      insert into ${table} as held (key, state, token, expires_at)
      values ($1, 'processing', $2, now() + $3::double precision * interval '1 millisecond')
      on conflict (key) do update set state = 'processing', token = excluded.token, expires_at = excluded.expires_at
        where held.expires_at <= now()
      returning 'claimed'::text as claim
    )
    select claim from claimed
    union all
    select state from ${table} where key = $1 and not exists (select 1 from claimed)`;
  // Only this delivery's claim, lapsed or not: a claim taken over since holds another token.
  const renewSql = `
    update ${table} set expires_at = now() + $3::double precision * interval '1 millisecond'
      where key = $1 and state = 'processing' and token = $2
      returning 1 as renewed`;
  // Not over another delivery's live claim: that delivery completes or releases its own.
  const completeSql = `
    insert into ${table} as held (key, state, token, expires_at)
    values ($1, 'completed', null, now() + $2::double precision * interval '1 millisecond')
    on conflict (key) do update set state = 'completed', token = null, expires_at = excluded.expires_at
      where held.state = 'completed' or held.token = $3 or held.expires_at <= now()`;
  const releaseSql = `delete from ${table} where key = $1 and state = 'processing' and token = $2`;
  // One row per member that names the operation; a redelivery's evidence replaces the row it had.
  const keepSql = `
    insert into ${evidenceTable} as kept (app_id, member, value, event_name, key, evidence, expires_at)
    select $1, named.member, named.value, $2, $3, $4, now() + $7::double precision * interval '1 millisecond'
      from unnest($5::text[], $6::text[]) as named(member, value)
    on conflict (app_id, member, value, event_name, key) do update set evidence = excluded.evidence, expires_at = excluded.expires_at`;
  const findSql = `
    select evidence from ${evidenceTable}
     where app_id = $1 and member = $2 and value = $3 and event_name = any($4::text[]) and expires_at > now()`;

  return {
    async claim(key, { leaseMs, token }): Promise<NotificationClaim> {
      const { rows } = await client.query(claimSql, [key, token, leaseMs]);
      const answer = rows[0]?.claim;
      return answer === 'claimed' || answer === 'completed' ? answer : 'processing';
    },
    async renew(key, { leaseMs, token }) {
      const { rows } = await client.query(renewSql, [key, token, leaseMs]);
      return rows.length === 1;
    },
    async complete(key, { token }) {
      await client.query(completeSql, [key, ttlMs, token]);
    },
    async release(key, { token }) {
      await client.query(releaseSql, [key, token]);
    },
    async keepEvidence(evidence) {
      const members = Object.entries(evidence.members);
      await client.query(keepSql, [
        evidence.appId,
        evidence.eventName,
        evidence.key,
        toJournalText(evidence),
        members.map(([member]) => member),
        members.map(([, value]) => value),
        ttlMs,
      ]);
    },
    async findEvidence({ appId, member, value, events }) {
      const { rows } = await client.query(findSql, [appId, member, value, [...events]]);
      return rows
        .map((row) => fromJournalText(String(row.evidence)) as NotificationEvidence)
        .sort((a, b) => a.confirmedAt - b.confirmedAt);
    },
    async prune() {
      const { rows } = await client.query(
        `with gone as (delete from ${table} where expires_at < now() returning 1),
              evidence as (delete from ${evidenceTable} where expires_at < now() returning 1)
         select (select count(*) from gone)::int + (select count(*) from evidence)::int as count`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
