import { boundedJournal, type JournalBackend } from '../journal/bounded-journal.js';
import { type JournalOptions, journalDefaults } from '../journal/journal-options.js';
import { fromJournalText, type JournalWrite, toJournalText } from '../journal/journal-write.js';
import type { JournalEntry, JournalStatus, ReconciliationJournal } from '../journal/reconciliation-journal.js';
import { type PostgresClient, preparedStatement, quoteTable } from './postgres-client.js';
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

const columns = `id, endpoint, keys, params, status, attempts, reason, opened_at, recorded_at, first_recorded_at, checks, checked_at, note, record, unconfirmed`;

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
  const table = quoteTable(options.table ?? defaultTables.journalTable);
  const { closedTtlMs, resolvedTtlMs } = journalDefaults(options);
  const live = `(expires_at is null or expires_at > now())`;
  // A row past its time is gone, as a Redis entry that expired: a write starts it afresh.
  const expired = `(entry.expires_at is not null and entry.expires_at <= now())`;
  // An open is skipped when a newer open holds the entry; a close when another open holds it since,
  // or once it was written (its token cleared); see JournalWrite.kind.
  const applies = `(${expired} or case $12
      when 'open' then entry.opened_at is null or entry.opened_at <= excluded.opened_at
      when 'close' then entry.token is not distinct from $13
      else true end)`;
  const writeSql = (returning: string) => `
    insert into ${table} as entry (id, endpoint, keys, params, status, attempts, reason, opened_at, recorded_at, first_recorded_at, checks, record, expires_at, token)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 0, $10, now() + $11::double precision * interval '1 millisecond',
      case when $12 = 'open' then $13 end)
    on conflict (id) do update set
      endpoint = excluded.endpoint, keys = excluded.keys, params = excluded.params, status = excluded.status,
      attempts = case when ${expired} then excluded.attempts else entry.attempts + excluded.attempts end,
      reason = excluded.reason,
      opened_at = coalesce(excluded.opened_at, case when ${expired} then null else entry.opened_at end),
      recorded_at = excluded.recorded_at,
      first_recorded_at = case when ${expired} then excluded.first_recorded_at else entry.first_recorded_at end,
      checks = case when ${expired} then 0 else entry.checks end,
      checked_at = case when ${expired} then null else entry.checked_at end,
      note = null, record = excluded.record, unconfirmed = null, expires_at = excluded.expires_at,
      token = excluded.token
    where ${applies}
    ${returning}`;
  // The statements of every call are prepared: parsing and planning this upsert costs more than running it.
  const writeStatement = preparedStatement(writeSql(''));
  const writeReturningStatement = preparedStatement(writeSql(`returning ${columns}`));

  async function write(change: JournalWrite, returning: boolean): Promise<readonly Record<string, unknown>[]> {
    const statement = returning ? writeReturningStatement : writeStatement;
    const { rows } = await client.query(
      statement([
        change.id,
        change.endpoint,
        change.keys,
        change.params,
        change.status,
        change.attempts,
        change.reason ?? null,
        change.kind === 'open' ? change.at : null,
        change.at,
        change.record ?? null,
        change.expires ? closedTtlMs : null,
        change.kind,
        change.token ?? null,
      ]),
    );
    return rows;
  }

  const backend: JournalBackend = {
    async write(change) {
      await write(change, false);
    },
    async writeAndRead(change) {
      return toEntry((await write(change, true))[0] ?? {});
    },
    async get(id) {
      const { rows } = await client.query(`select ${columns} from ${table} where id = $1 and ${live}`, [id]);
      return rows[0] === undefined ? undefined : toEntry(rows[0]);
    },
    async list(status, listOptions) {
      const { rows } = await client.query(
        `select ${columns} from ${table}
         where status = $1 and ${live} and ($3::bigint is null or recorded_at < $3)
         order by recorded_at, id limit $2`,
        [status, listOptions.limit ?? 100, listOptions.recordedBefore ?? null],
      );
      return rows.map(toEntry);
    },
    async settle(id, settlement) {
      await client.query(
        `update ${table} set status = $3, checked_at = $4, checks = checks + 1, note = $5, record = $6, unconfirmed = $8,
           expires_at = case when $3 in ('committed', 'not-committed') then now() + $7::double precision * interval '1 millisecond' end
         where id = $1 and recorded_at = $2`,
        [
          id,
          settlement.recordedAt,
          settlement.status,
          settlement.checkedAt,
          settlement.note === undefined ? null : toJournalText(settlement.note),
          settlement.record === undefined ? null : toJournalText(settlement.record),
          resolvedTtlMs,
          settlement.unconfirmed === undefined ? null : toJournalText(settlement.unconfirmed),
        ],
      );
    },
    async remove(id) {
      await client.query(`delete from ${table} where id = $1`, [id]);
    },
  };
  return {
    ...boundedJournal(backend, options),
    async prune() {
      const { rows } = await client.query(
        `with gone as (delete from ${table} where expires_at < now() returning 1) select count(*)::int as count from gone`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}

function toEntry(row: Readonly<Record<string, unknown>>): JournalEntry {
  // bigint columns arrive as text from pg; merchant data as JSON text.
  const time = (name: string, column: string) =>
    row[column] === null || row[column] === undefined ? {} : { [name]: Number(row[column]) };
  const data = (name: string) =>
    row[name] === null || row[name] === undefined ? {} : { [name]: fromJournalText(String(row[name])) };
  return {
    id: String(row.id),
    endpoint: String(row.endpoint),
    keys: fromJournalText(String(row.keys)) as Record<string, string | number>,
    params: fromJournalText(String(row.params)) as Record<string, unknown>,
    status: String(row.status) as JournalStatus,
    attempts: Number(row.attempts),
    ...(data('reason') as { reason?: string }),
    ...time('openedAt', 'opened_at'),
    recordedAt: Number(row.recorded_at),
    firstRecordedAt: Number(row.first_recorded_at),
    checks: Number(row.checks),
    ...time('checkedAt', 'checked_at'),
    ...(data('note') as { note?: string }),
    ...data('record'),
    ...(data('unconfirmed') as { unconfirmed?: readonly string[] }),
  };
}
