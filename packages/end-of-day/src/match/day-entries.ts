import { ConfigurationError } from '@lintas/core';
import type { JournalEntry, JournalStatus, ReconciliationJournal } from '@lintas/stores';
import { JournalReadError } from '../errors/journal-read-error.js';
import { operationKind, transTypeOf } from './operation-kind.js';

/** What {@link dayEntries} reads the journal with. */
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
}

/** The journal's candidates for a day's package, and which of them are of the day itself. */
export interface DayEntries {
  readonly entries: readonly JournalEntry[];
  readonly ofTheDay: (entry: JournalEntry) => boolean;
}

const statuses: readonly JournalStatus[] = ['committed', 'pending', 'open', 'unknown', 'failed', 'not-committed'];

/**
 * Reads the journal's operations of the package's kind (payouts for `transType` 1, payments and static
 * codes for 2) written on the day, give or take `marginMs`. Throws `JournalReadError` when the store
 * fails, does not answer within `timeoutMs`, or holds more than `limit` entries of a status recorded since
 * the day began (a list cut short would report settled transactions as missing from the journal).
 */
export async function dayEntries(options: DayEntriesOptions): Promise<DayEntries> {
  const start = Date.parse(`${options.date}T00:00:00${options.utcOffset}`);
  if (Number.isNaN(start))
    throw new ConfigurationError(
      'date',
      `the date ${options.date} (yyyy-MM-dd) or the UTC offset ${options.utcOffset} (+08:00) is not valid`,
    );
  const end = start + 24 * 3600 * 1000;
  const writtenAt = (entry: JournalEntry) => entry.openedAt ?? entry.firstRecordedAt;
  // An entry's recordedAt (its call's last write) is never before it was written: the day's entries
  // are among those recorded since its start, and older ones neither count against the limit nor load.
  const from = start - options.marginMs;
  const lists = await Promise.all(statuses.map((status) => listWithin(options, status, from)));
  const entries = lists
    .flat()
    .filter((entry) => transTypeOf(operationKind(entry.endpoint)) === options.transType)
    .filter((entry) => writtenAt(entry) >= start - options.marginMs && writtenAt(entry) < end + options.marginMs);
  return { entries, ofTheDay: (entry) => writtenAt(entry) >= start && writtenAt(entry) < end };
}

async function listWithin(
  options: DayEntriesOptions,
  status: JournalStatus,
  recordedFrom: number,
): Promise<readonly JournalEntry[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JournalReadError(`the journal's store did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
  try {
    const entries = await Promise.race([
      options.journal.list(status, { limit: options.limit + 1, recordedFrom }),
      deadline,
    ]);
    if (entries.length > options.limit)
      throw new JournalReadError(
        `the journal holds more than ${options.limit} ${status} entries: raise journalLimit so no entry of the day is left out`,
      );
    return entries;
  } catch (error) {
    if (error instanceof JournalReadError) throw error;
    throw new JournalReadError(`the journal could not be read: ${(error as Error)?.message ?? String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
