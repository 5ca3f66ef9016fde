import { accountPrefix } from '../journal/journal-entry-id.js';
import { type PostgresClient, quoteTable } from './postgres-client.js';
import { defaultTables } from './postgres-migration.js';

/** Options of {@link migratePostgresJournal}. */
export interface MigratePostgresJournalOptions {
  /** The merchant application id whose calls the journal's entries without an account are. */
  readonly appId: string;
  /** The journal's table. Default `lintas_outcome_journal`. */
  readonly table?: string;
}

/**
 * Gives the rows a PostgreSQL journal holds from before entries named their account (Lintas before
 * `appId` was journaled) to the account `appId`: adds the `app_id` column if the table has none
 * (`migratePostgres` does too; it is generated from the id), then moves each such row under the
 * account's id, which names it, so `reconcile()` with that account's client settles it. Until then
 * such a row is listed by `reconcile()` and never looked up: it could be any account's. Run it once, with the `appId` of the
 * only account whose client wrote to the journal; do not run it on a journal several accounts shared
 * before (settle their rows by hand, with each account's dashboard). Safe to run again, and while calls
 * run: a row that names an account, or whose id under `appId` a later call took, stays as it is.
 * Resolves with how many rows it moved.
 *
 * @example
 * ```ts
 * import { migratePostgresJournal } from '@lintas/stores/postgres';
 *
 * await migratePostgresJournal(pool, { appId: process.env.LINTAS_APP_ID });
 * ```
 */
export async function migratePostgresJournal(
  client: PostgresClient,
  options: MigratePostgresJournalOptions,
): Promise<number> {
  const table = options.table ?? defaultTables.journalTable;
  const quoted = quoteTable(table);
  await client.query(
    `alter table ${quoted} add column if not exists app_id text
       generated always as (case when left(id, 4) = 'app/' then split_part(id, '/', 2) end) stored`,
  );
  // Rows without an account have ids that start with their path ('/open-api/...').
  const { rows } = await client.query(
    `with moved as (
       update ${quoted} as entry set id = $1 || entry.id
       where left(entry.id, 1) = '/'
         and not exists (select 1 from ${quoted} as taken where taken.id = $1 || entry.id)
       returning 1)
     select count(*)::int as count from moved`,
    [accountPrefix(options.appId)],
  );
  return Number(rows[0]?.count ?? 0);
}
