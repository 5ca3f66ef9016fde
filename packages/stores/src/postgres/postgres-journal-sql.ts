import type { ExtraParams } from '@lintas/core';
import { fromJournalText, type JournalWrite, toJournalText } from '../journal/journal-write.js';
import type {
  JournalEntry,
  JournalListOptions,
  JournalSettlement,
  JournalStatus,
} from '../journal/reconciliation-journal.js';
import { type PostgresQueryConfig, preparedStatement } from './postgres-client.js';

const columns = `id, endpoint, keys, params, extra_params, status, attempts, reason, key_id, opened_at, recorded_at, first_recorded_at, checks, checked_at, note, record, unconfirmed`;
const live = `(expires_at is null or expires_at > now())`;
// A row past its time is gone, as a Redis entry that expired: a write starts it afresh.
const expired = `(entry.expires_at is not null and entry.expires_at <= now())`;
// An open is skipped when a newer open holds the entry; a close when another open holds it since,
// or once it was written (its token cleared); see JournalWrite.kind.
const applies = `(${expired} or case $12
      when 'open' then entry.opened_at is null or entry.opened_at <= excluded.opened_at
      when 'close' then entry.token is not distinct from $13
      else true end)`;

/** The columns an entry is read from: the account (`app_id`, generated from the id) beside the others. */
const selected = `${columns}, app_id`;

/** The upsert of a call's write (see `JournalWrite`), `returning` the row or not. */
const writeSql = (table: string, returning: string) => `
    insert into ${table} as entry (id, endpoint, keys, params, status, attempts, reason, opened_at, recorded_at, first_recorded_at, checks, record, expires_at, token, extra_params, key_id)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 0, $10, now() + $11::double precision * interval '1 millisecond',
      case when $12 = 'open' then $13 end, $14, $15)
    on conflict (id) do update set
      endpoint = excluded.endpoint, keys = excluded.keys, params = excluded.params,
      extra_params = excluded.extra_params, status = excluded.status,
      attempts = case when ${expired} then excluded.attempts else entry.attempts + excluded.attempts end,
      reason = excluded.reason, key_id = excluded.key_id,
      opened_at = coalesce(excluded.opened_at, case when ${expired} then null else entry.opened_at end),
      recorded_at = excluded.recorded_at,
      first_recorded_at = case when ${expired} then excluded.first_recorded_at else entry.first_recorded_at end,
      checks = case when ${expired} then 0 else entry.checks end,
      checked_at = case when ${expired} then null else entry.checked_at end,
      note = null, record = excluded.record, unconfirmed = null, expires_at = excluded.expires_at,
      token = excluded.token
    where ${applies}
    ${returning}`;

/** A statement and its values. */
type Query = readonly [text: string, values: unknown[]];

/** The statements of a journal on `table` (quoted), each with the values it runs with. */
export interface JournalStatements {
  /** A call's write; the statements of every call are prepared (parsing and planning cost more than running). */
  write(change: JournalWrite, closedTtlMs: number, returning: boolean): PostgresQueryConfig;
  get(id: string): Query;
  list(status: JournalStatus, options: JournalListOptions): Query;
  settle(id: string, settlement: JournalSettlement, resolvedTtlMs: number): Query;
  remove(id: string): Query;
  /** Deletes the rows past their time and counts them (`count`). */
  readonly prune: string;
}

/** The statements of the journal table `table`, quoted. */
export function journalStatements(table: string): JournalStatements {
  const writeStatement = preparedStatement(writeSql(table, ''));
  const writeReturningStatement = preparedStatement(writeSql(table, `returning ${selected}`));
  return {
    write: (change, closedTtlMs, returning) =>
      (returning ? writeReturningStatement : writeStatement)([
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
        change.extraParams ?? null,
        change.keyId ?? null,
      ]),
    get: (id) => [`select ${selected} from ${table} where id = $1 and ${live}`, [id]],
    list: (status, options) => [
      `select ${selected} from ${table}
       where status = $1 and ${live} and ($3::bigint is null or recorded_at < $3)
         and ($4::bigint is null or recorded_at >= $4) and ($5::text is null or app_id = $5)
       order by recorded_at, id limit $2`,
      [
        status,
        options.limit ?? 100,
        options.recordedBefore ?? null,
        options.recordedFrom ?? null,
        // The generated app_id keeps the account as the id writes it: URI-encoded.
        options.appId === undefined ? null : encodeURIComponent(options.appId),
      ],
    ],
    settle: (id, settlement, resolvedTtlMs) => [
      `update ${table} set status = $3, checked_at = $4, checks = checks + 1, note = $5, record = $6, unconfirmed = $8,
         expires_at = case when $3 in ('committed', 'not-committed', 'abandoned') then now() + $7::double precision * interval '1 millisecond' end
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
    ],
    remove: (id) => [`delete from ${table} where id = $1`, [id]],
    prune: `with gone as (delete from ${table} where expires_at < now() returning 1) select count(*)::int as count from gone`,
  };
}

/** A row of the journal table as an entry. */
export function toEntry(row: Readonly<Record<string, unknown>>): JournalEntry {
  // bigint columns arrive as text from pg; merchant data as JSON text.
  const time = (name: string, column: string) =>
    row[column] === null || row[column] === undefined ? {} : { [name]: Number(row[column]) };
  const data = (name: string) =>
    row[name] === null || row[name] === undefined ? {} : { [name]: fromJournalText(String(row[name])) };
  return {
    id: String(row.id),
    // The account as the id names it (URI-encoded there).
    ...(row.app_id === null || row.app_id === undefined ? {} : { appId: decodeURIComponent(String(row.app_id)) }),
    endpoint: String(row.endpoint),
    keys: fromJournalText(String(row.keys)) as Record<string, string | number>,
    params: fromJournalText(String(row.params)) as Record<string, unknown>,
    ...(row.extra_params === null || row.extra_params === undefined
      ? {}
      : { extraParams: fromJournalText(String(row.extra_params)) as ExtraParams }),
    status: String(row.status) as JournalStatus,
    attempts: Number(row.attempts),
    ...(data('reason') as { reason?: string }),
    ...(row.key_id === null || row.key_id === undefined
      ? {}
      : { keyId: fromJournalText(String(row.key_id)) as string }),
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
