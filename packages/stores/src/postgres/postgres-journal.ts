import { boundedJournal, type JournalBackend } from '../journal/bounded-journal.js';
import { type JournalOptions, journalDefaults } from '../journal/journal-options.js';
import type { JournalWrite } from '../journal/journal-write.js';
import type { ReconciliationJournal } from '../journal/reconciliation-journal.js';
import { type PostgresClient, quoteTable } from './postgres-client.js';
import { journalStatements, toEntry } from './postgres-journal-sql.js';
import { defaultTables } from './postgres-migration.js';

/** Options of {@link createPostgresJournal}. */
export interface PostgresJournalOptions extends JournalOptions {
  /** A `pg` `Pool` (recommended) or `Client`. */
  readonly client: PostgresClient;
  /** The table `postgresMigration` created. Default `lintas_outcome_journal`. */
  readonly table?: string;
}

/** A {@link ReconciliationJournal} in PostgreSQL, with `prune()` to delete finished entries past their time. */
export interface PostgresJournal extends ReconciliationJournal {
  /** Deletes the entries past their time (closed ones after `closedTtlMs`, those a lookup settled after `resolvedTtlMs`); resolves with how many rows went. Run it daily. */
  prune(): Promise<number>;
}

/**
 * A {@link ReconciliationJournal} in PostgreSQL: one row per operation, changed by single statements, so
 * processes writing and reconciling at once never see half an entry. Merchant data (keys, params, the
 * record, reasons and notes) is stored as JSON text, so every character a call sends round-trips (a
 * `jsonb` column refuses `\u0000`). Entries past their time are ignored and deleted by `prune()`; the
 * others stay until `remove`. Create the table with `postgresMigration` / `migratePostgres` first.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createClient } from '@lintas/core';
 * import { reconcile } from '@lintas/stores';
 * import { createPostgresJournal } from '@lintas/stores/postgres';
 *
 * const journal = createPostgresJournal({ client: new pg.Pool({ connectionString: process.env.DATABASE_URL }) });
 * const client = createClient({ ...config, journal }).use(philippines); // every payout written ahead
 * // later, from any process:
 * const results = await reconcile({ client, journal, endpoints: [philippines] });
 * ```
 */
export function createPostgresJournal(options: PostgresJournalOptions): PostgresJournal {
  const { client } = options;
  const table = options.table ?? defaultTables.journalTable;
  const sql = journalStatements(quoteTable(table));
  const { closedTtlMs, resolvedTtlMs } = journalDefaults(options);
  const rows = async ([text, values]: readonly [string, unknown[]]) => (await client.query(text, values)).rows;
  const write = async (change: JournalWrite, returning: boolean) =>
    (await client.query(sql.write(change, closedTtlMs, returning))).rows;

  const backend: JournalBackend = {
    store: `PostgreSQL (table ${table})`,
    async write(change) {
      await write(change, false);
    },
    async writeAndRead(change) {
      return toEntry((await write(change, true))[0] ?? {});
    },
    async get(id) {
      const [row] = await rows(sql.get(id));
      return row === undefined ? undefined : toEntry(row);
    },
    list: async (status, listOptions) => (await rows(sql.list(status, listOptions))).map(toEntry),
    async settle(id, settlement) {
      await rows(sql.settle(id, settlement, resolvedTtlMs));
    },
    async remove(id) {
      await rows(sql.remove(id));
    },
  };
  return {
    ...boundedJournal(backend, options),
    async prune() {
      const [row] = (await client.query(sql.prune)).rows;
      return Number(row?.count ?? 0);
    },
  };
}
