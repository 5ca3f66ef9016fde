import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalDefaults, type JournalOptions } from '../journal/journal-options.js';
import { journalHook } from '../journal/journal-hook.js';
import { recordedOutcome } from '../journal/recorded-outcome.js';
import type { JournalEntry, JournalStatus, ReconciliationJournal } from '../journal/reconciliation-journal.js';
import { quoteTable, type PostgresClient } from './postgres-client.js';
import { defaultTables } from './postgres-migration.js';

/** Options of {@link createPostgresJournal}. */
export interface PostgresJournalOptions extends JournalOptions {
  /** A `pg` `Pool` (recommended) or `Client`. */
  readonly client: PostgresClient;
  /** The table `postgresMigration` created. Default `lintas_outcome_journal`. */
  readonly table?: string;
}

/** A {@link ReconciliationJournal} in PostgreSQL, with `prune()` to delete resolved entries past their time. */
export interface PostgresJournal extends ReconciliationJournal {
  /** Deletes resolved entries older than `resolvedTtlMs`; resolves with how many rows went. */
  prune(): Promise<number>;
}

const columns = `id, endpoint, keys, params, attempts, reason, recorded_at, first_recorded_at, status, checks, checked_at, note, record`;

/**
 * A {@link ReconciliationJournal} in PostgreSQL: one row per operation, changed by single statements, so
 * processes recording and reconciling at once never see half an entry. Resolved entries are ignored
 * after `resolvedTtlMs` and deleted by `prune()`; the others stay until `remove`. Create the table with
 * `postgresMigration` / `migratePostgres` first.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createClient } from '@lintas/core';
 * import { reconcile } from '@lintas/stores';
 * import { createPostgresJournal } from '@lintas/stores/postgres';
 *
 * const journal = createPostgresJournal({ client: new pg.Pool({ connectionString: process.env.DATABASE_URL }) });
 * const client = createClient({ ...config, hooks: { outcomeUnknown: [journal.hook] } }).use(philippines);
 * // later, from any process:
 * const results = await reconcile({ client, journal, endpoints: [philippines] });
 * ```
 */
export function createPostgresJournal(options: PostgresJournalOptions): PostgresJournal {
  const { client } = options;
  const table = quoteTable(options.table ?? defaultTables.journalTable);
  const { resolvedTtlMs, onError, now } = journalDefaults(options);
  const live = `(expires_at is null or expires_at > now())`;

  async function record(event: OutcomeUnknownEvent): Promise<JournalEntry> {
    const outcome = recordedOutcome(event, now());
    const { rows } = await client.query(
      `insert into ${table} as entry (id, endpoint, keys, params, attempts, reason, recorded_at, first_recorded_at, status, checks)
       values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $7, 'pending', 0)
       on conflict (id) do update set
         keys = excluded.keys, params = excluded.params, attempts = entry.attempts + excluded.attempts,
         reason = excluded.reason, recorded_at = excluded.recorded_at, status = 'pending', record = null, expires_at = null
       returning ${columns}`,
      [
        outcome.id,
        outcome.endpoint,
        outcome.keys,
        outcome.params,
        outcome.attempts,
        outcome.reason,
        outcome.recordedAt,
      ],
    );
    return toEntry(rows[0] ?? {});
  }

  return {
    record,
    hook: journalHook(record, onError),
    async get(id) {
      const { rows } = await client.query(`select ${columns} from ${table} where id = $1 and ${live}`, [id]);
      return rows[0] === undefined ? undefined : toEntry(rows[0]);
    },
    async list(status: JournalStatus, listOptions = {}) {
      const { rows } = await client.query(
        `select ${columns} from ${table} where status = $1 and ${live} order by recorded_at, id limit $2`,
        [status, listOptions.limit ?? 100],
      );
      return rows.map(toEntry);
    },
    async settle(id, settlement) {
      await client.query(
        `update ${table} set status = $3, checked_at = $4, checks = checks + 1, note = $5, record = $6::jsonb,
           expires_at = case when $3 = 'resolved' then now() + $7::double precision * interval '1 millisecond' end
         where id = $1 and recorded_at = $2`,
        [
          id,
          settlement.recordedAt,
          settlement.status,
          settlement.checkedAt,
          settlement.note ?? null,
          settlement.record === undefined ? null : JSON.stringify(settlement.record),
          resolvedTtlMs,
        ],
      );
    },
    async remove(id) {
      await client.query(`delete from ${table} where id = $1`, [id]);
    },
    async prune() {
      const { rows } = await client.query(
        `with gone as (delete from ${table} where expires_at < now() returning 1) select count(*)::int as count from gone`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}

function toEntry(row: Readonly<Record<string, unknown>>): JournalEntry {
  const { checked_at: checkedAt, note, record } = row;
  return {
    id: String(row.id),
    endpoint: String(row.endpoint),
    keys: row.keys as Record<string, string | number>,
    params: row.params as Record<string, unknown>,
    attempts: Number(row.attempts),
    reason: String(row.reason),
    // bigint columns arrive as text from pg.
    recordedAt: Number(row.recorded_at),
    firstRecordedAt: Number(row.first_recorded_at),
    status: String(row.status) as JournalStatus,
    checks: Number(row.checks),
    ...(checkedAt === null || checkedAt === undefined ? {} : { checkedAt: Number(checkedAt) }),
    ...(note === null || note === undefined ? {} : { note: String(note) }),
    ...(record === null || record === undefined ? {} : { record }),
  };
}
