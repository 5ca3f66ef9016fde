import { bareName, type PostgresClient, quoteTable } from './postgres-client.js';

/** The table names of the PostgreSQL stores. */
export interface PostgresTables {
  /** The notification store's table. Default `lintas_notifications`. */
  readonly notificationsTable?: string;
  /** The reconciliation journal's table. Default `lintas_outcome_journal`. */
  readonly journalTable?: string;
}

/** The table of the evidence the notification store `notifications` keeps: `<notifications>_evidence`. */
export const evidenceTableOf = (notifications: string): string => `${notifications}_evidence`;

/** The default table names. */
export const defaultTables = {
  notificationsTable: 'lintas_notifications',
  journalTable: 'lintas_outcome_journal',
} as const;

/**
 * The SQL that creates the tables of `createPostgresNotificationStore` and `createPostgresJournal`
 * (idempotent: `create ... if not exists`). With the default names it is exactly the file the package
 * ships, `@lintas/stores/migrations/0001_lintas_stores.sql`, for your migration tool.
 *
 * @example
 * ```ts
 * import { postgresMigration } from '@lintas/stores/postgres';
 *
 * await writeFile('migrations/20261122_lintas.sql', postgresMigration({ notificationsTable: 'app.gateway_notifications' }));
 * ```
 */
export function postgresMigration(tables: PostgresTables = {}): string {
  const notifications = tables.notificationsTable ?? defaultTables.notificationsTable;
  const evidence = evidenceTableOf(notifications);
  const journal = tables.journalTable ?? defaultTables.journalTable;
  return `-- @lintas/stores: the tables of the PostgreSQL notification store and reconciliation journal.

-- One row per notification: claimed ('processing', until expires_at = the end of the lease) or
-- processed ('completed', remembered until expires_at). token tells one delivery's claim from another's.
create table if not exists ${quoteTable(notifications)} (
  key        text primary key,
  state      text not null check (state in ('processing', 'completed')),
  token      text,
  expires_at timestamptz not null
);
create index if not exists ${bareName(notifications)}_expires_at on ${quoteTable(notifications)} (expires_at);

-- The evidence of each confirmed notification an operation settles by (a checkout's, a direct-debit
-- authorization's), one row per payload member that names the operation, for reconcile(): the merchant
-- account whose lookup confirmed it, the event, the notification's key, and the evidence as JSON text.
create table if not exists ${quoteTable(evidence)} (
  app_id     text not null,
  member     text not null,
  value      text not null,
  event_name text not null,
  key        text not null,
  evidence   text not null,
  expires_at timestamptz not null,
  primary key (app_id, member, value, event_name, key)
);
create index if not exists ${bareName(evidence)}_expires_at on ${quoteTable(evidence)} (expires_at);

-- One row per money-moving operation: its intent, written before the first attempt is sent, then its
-- outcome, until reconciled or past its time. Merchant data (keys, params, extra_params, reason, key_id,
-- note, record, unconfirmed) is JSON text, not jsonb: jsonb refuses the \\u0000 a param may hold. Times are epoch ms.
-- token is the open's own: only its close matches it.
create table if not exists ${quoteTable(journal)} (
  id                text primary key,
  endpoint          text not null,
  keys              text not null,
  params            text not null,
  extra_params      text,
  status            text not null,
  attempts          integer not null,
  reason            text,
  key_id            text,
  opened_at         bigint,
  recorded_at       bigint not null,
  first_recorded_at bigint not null,
  checks            integer not null default 0,
  checked_at        bigint,
  note              text,
  record            text,
  unconfirmed       text,
  token             text,
  expires_at        timestamptz
);
-- A table made before extra_params (the call's extraParams) was journaled.
alter table ${quoteTable(journal)} add column if not exists extra_params text;
-- A table made before key_id (the keyId of the call's last signer) was journaled.
alter table ${quoteTable(journal)} add column if not exists key_id text;
create index if not exists ${bareName(journal)}_status on ${quoteTable(journal)} (status, recorded_at);
create index if not exists ${bareName(journal)}_expires_at on ${quoteTable(journal)} (expires_at) where expires_at is not null;
-- The merchant account of each row, as its id names it (app/<appId, URI-encoded>/...), generated from the
-- id; null on a row written before entries named their account, which stays readable.
alter table ${quoteTable(journal)} add column if not exists app_id text
  generated always as (case when left(id, 4) = 'app/' then split_part(id, '/', 2) end) stored;
-- The statuses an entry takes ('abandoned' came later: the check is made again with it).
alter table ${quoteTable(journal)} drop constraint if exists ${bareName(journal)}_status_check;
alter table ${quoteTable(journal)} add constraint ${bareName(journal)}_status_check
  check (status in ('open', 'pending', 'committed', 'not-committed', 'failed', 'unknown', 'abandoned'));
`;
}

/**
 * Runs {@link postgresMigration} on `client`: creates the stores' tables unless they exist. Run it once
 * when you deploy (not from every process at once: concurrent `create table` statements can collide).
 */
export async function migratePostgres(client: PostgresClient, tables: PostgresTables = {}): Promise<void> {
  await client.query(postgresMigration(tables));
}
