import { ConfigurationError } from '@lintas/core';
import type { JournalEntry, JournalStatus, ReconciliationJournal } from '@lintas/stores';
import { JournalReadError } from '../errors/journal-read-error.js';
import { operationKind, transTypeOf } from './operation-kind.js';

/** What {@link journalPages} reads the journal with. */
export interface DayEntriesOptions {
  readonly journal: Pick<ReconciliationJournal, 'list'>;
  /** The transaction date, `yyyy-MM-dd`. */
  readonly date: string;
  readonly transType: 1 | 2;
  /** The gateway's UTC offset, that the date is counted in, e.g. `'+08:00'`. */
  readonly utcOffset: string;
  /** Entries this close to either end of the day are candidates too (clocks differ). */
  readonly marginMs: number;
  /** The longest each read of the journal may take. */
  readonly timeoutMs: number;
  /** At most this many entries of each status. */
  readonly limit: number;
  /** Entries read at once. Default 250. */
  readonly pageSize?: number;
}

/** The journal's candidates for a day's package, and which of them are of the day itself. */
export interface DayEntries {
  readonly entries: readonly JournalEntry[];
  readonly ofTheDay: (entry: JournalEntry) => boolean;
}

// A page is held while it is matched: a small one is let go before the garbage collector moves it to
// the old generation, where a million matched entries would pile up before they are collected.
const defaultPageSize = 250;
const statuses: readonly JournalStatus[] = ['committed', 'pending', 'open', 'unknown', 'failed', 'not-committed'];
const writtenAt = (entry: JournalEntry) => entry.openedAt ?? entry.firstRecordedAt;

/** The day in epoch ms, and the tests of an entry against it. */
export function dayWindow(options: Pick<DayEntriesOptions, 'date' | 'utcOffset' | 'marginMs' | 'transType'>) {
  const start = Date.parse(`${options.date}T00:00:00${options.utcOffset}`);
  if (Number.isNaN(start))
    throw new ConfigurationError(
      'date',
      `the date ${options.date} (yyyy-MM-dd) or the UTC offset ${options.utcOffset} (+08:00) is not valid`,
    );
  const end = start + 24 * 3600 * 1000;
  return {
    /** Entries recorded before this are not read: an entry's last write is never before it was written. */
    from: start - options.marginMs,
    /** Of the package's kind, written on the day give or take the margin. */
    candidate: (entry: JournalEntry) =>
      transTypeOf(operationKind(entry.endpoint)) === options.transType &&
      writtenAt(entry) >= start - options.marginMs &&
      writtenAt(entry) < end + options.marginMs,
    ofTheDay: (entry: JournalEntry) => writtenAt(entry) >= start && writtenAt(entry) < end,
  };
}

/**
 * Reads the journal's operations of the package's kind (payouts for `transType` 1, payments and static
 * codes for 2) written on the day, give or take `marginMs`, a page at a time: only the entries recorded
 * since the day began are read, and at most `pageSize` are held at once. Throws `JournalReadError`
 * when the store fails, does not answer within `timeoutMs`, or holds more than `limit` entries of a
 * status recorded since the day began (a list cut short would report settled transactions as missing).
 */
export async function* journalPages(options: DayEntriesOptions): AsyncGenerator<readonly JournalEntry[]> {
  const window = dayWindow(options);
  for (const status of statuses) {
    let cursor = window.from;
    let seen = new Set<string>();
    let count = 0;
    let size = options.pageSize ?? defaultPageSize;
    for (;;) {
      const page = await listWithin(options, status, cursor, size);
      const fresh = page.filter((entry) => entry.recordedAt !== cursor || !seen.has(entry.id));
      count += fresh.length;
      if (count > options.limit)
        throw new JournalReadError(
          `the journal holds more than ${options.limit} ${status} entries: raise journalLimit so no entry of the day is left out`,
        );
      yield fresh.filter(window.candidate);
      const last = page.at(-1)?.recordedAt;
      if (page.length < size || last === undefined) break;
      // Entries recorded in the same millisecond as the page's last: the next page starts there.
      if (last !== cursor) seen = new Set();
      for (const entry of page) if (entry.recordedAt === last) seen.add(entry.id);
      if (last === cursor) size *= 2;
      cursor = last;
    }
  }
}

/** Every candidate of the day at once (a small day): {@link journalPages}, collected. */
export async function dayEntries(options: DayEntriesOptions): Promise<DayEntries> {
  const entries: JournalEntry[] = [];
  for await (const page of journalPages(options)) entries.push(...page);
  return { entries, ofTheDay: dayWindow(options).ofTheDay };
}

async function listWithin(
  options: DayEntriesOptions,
  status: JournalStatus,
  recordedFrom: number,
  limit: number,
): Promise<readonly JournalEntry[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JournalReadError(`the journal's store did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
  try {
    return await Promise.race([options.journal.list(status, { limit, recordedFrom }), deadline]);
  } catch (error) {
    if (error instanceof JournalReadError) throw error;
    throw new JournalReadError(`the journal could not be read: ${(error as Error)?.message ?? String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
