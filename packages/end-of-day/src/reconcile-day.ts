import type { AnyEndpoint } from '@lintas/core';
import { downloadReport } from '@lintas/neutral';
import type { ReconciliationJournal } from '@lintas/stores';
import { type DownloadOptions, openPackageDownload } from './download-package.js';
import { isReportDownloadError } from './errors/report-download-error.js';
import { dayWindow, journalPages } from './match/day-entries.js';
import { type DayLine, type DayLineKind, differenceKinds } from './match/day-line.js';
import { decideEntry } from './match/decide-entry.js';
import { HeldLines } from './match/held-lines.js';
import { countryCurrency } from './match/journaled-currency.js';
import { type LookupClient, lookUpEntry } from './match/look-up-entry.js';
import { matchDay } from './match/match-day.js';
import { RowStore } from './match/row-store.js';
import type { PackageStream } from './package/package-bytes.js';
import type { ReportRow } from './package/read-detail-rows.js';
import { readPackage } from './package/read-package.js';
import type { ReadReportPackageOptions, ReportPackage } from './package/read-report-package.js';
import { reportLimits } from './package/report-limits.js';

/**
 * Where a run of {@link reconcileDay} is, for a progress bar: `done` of `total` (a total of 0 is not
 * known yet: rows of the package read, journal entries matched).
 */
export interface DayProgress {
  readonly stage: 'download' | 'read' | 'journal' | 'match' | 'lookup';
  readonly done: number;
  readonly total: number;
}

/** How many lines that are not matched a day's result holds, unless `maxLines` says otherwise. */
export const defaultMaxLines = 1_000;

/** Options of {@link reconcileDay}. */
export interface ReconcileDayOptions extends ReadReportPackageOptions {
  /** Your client (`createClient(...)`): it asks for the package and runs the status checks. */
  readonly client: LookupClient;
  /** Your journal of money-moving calls (`createRedisJournal`, `createPostgresJournal`): only read. */
  readonly journal: Pick<ReconciliationJournal, 'list'>;
  /** The transaction date of the package, `yyyy-MM-dd` (each of a Settlement Notification V2's `transDateList`). */
  readonly date: string;
  /** The country of the package, e.g. `'TH'`. */
  readonly countryCode: string;
  /** `2` payments (the default) or `1` payouts. */
  readonly transType?: 1 | 2;
  /**
   * The families whose operations are journaled (`[philippines, neutral]`): a journaled operation the
   * package does not list is looked up with its endpoint's status check. Without them, such an
   * operation is reported as missing, not looked up.
   */
  readonly endpoints?: readonly (AnyEndpoint | { readonly endpoints: object })[];
  /** The fee you expect for a row (your rate card): a row whose fee differs is reported. */
  readonly expectedFee?: (row: ReportRow) => number | undefined;
  /**
   * The UTC offset the gateway counts its dates in. Default `'+08:00'`, the SDK's gateway time; the
   * pages do not say which offset the package's `transDate` uses.
   */
  readonly utcOffset?: string;
  /** Journal entries this close to either end of the day are matched too (clocks differ). Default 15 minutes. */
  readonly dayMarginMs?: number;
  /** The longest each read of the journal may take, in ms. Default 10,000. */
  readonly journalTimeoutMs?: number;
  /** At most this many journal entries of each status, recorded since the day began, are read. Default 10,000. */
  readonly journalLimit?: number;
  /** Journal entries read, and held, at once. Default 250. */
  readonly journalPageSize?: number;
  /**
   * Called with every line as it is decided, `matched` ones included: the result's `lines` holds only
   * those that are not matched, at most `maxLines` of them, so a day of a million rows is matched in
   * bounded memory.
   */
  readonly onLine?: (line: DayLine) => void;
  /**
   * At most this many lines that are not matched are held in the result's `lines`, differences first
   * (see `linesLeftOut`). `counts` counts every line, and `onLine` gets every line. Default 1,000.
   */
  readonly maxLines?: number;
  /** How the package is fetched. */
  readonly download?: Omit<DownloadOptions, 'signal'>;
  /** Called as the run goes: a progress bar for a terminal. */
  readonly onProgress?: (progress: DayProgress) => void;
  /** Aborts the run. */
  readonly signal?: AbortSignal;
}

/** A day's package matched with your journal. */
export interface DayReconciliation extends Omit<ReportPackage, 'rows'> {
  readonly date: string;
  readonly countryCode: string;
  readonly transType: 1 | 2;
  /**
   * The lines that are not `matched`, at most `maxLines` of them (differences first): a row of the
   * package that differs, is not in your journal or did not settle, and each journaled operation of the
   * day it does not list. (`onLine` gets every line.)
   */
  readonly lines: readonly DayLine[];
  /** How many lines that are not matched were left out of `lines`, over `maxLines`: `counts` counts them. */
  readonly linesLeftOut: number;
  /** How many lines of each kind, `matched` included. */
  readonly counts: Readonly<Record<DayLineKind, number>>;
  /** True when nothing differs: every line matched or not settled, and the summary agrees (or has no totals). */
  readonly ok: boolean;
}

/**
 * End of day: asks the gateway for a day's reconciliation package (`/open-api/report/download`),
 * downloads and decrypts it, reads its detail and summary files, and matches each row with your
 * journal by order id: matched; settled at the gateway but not in your journal; in your journal
 * (settled, says its status check) but not in the package; amount, fee or transaction id different.
 * The journal is only read. Throws, and reports nothing as matched, when the package cannot be had
 * (`ReportDownloadError`: run again later), read (`ReportDecryptionError`, `ReportFormatError`: fix the
 * key or options) or the journal cannot be read (`JournalReadError`: run again later).
 *
 * @example
 * ```ts
 * import { reconcileDay } from '@lintas/end-of-day';
 * import { createRedisJournal } from '@lintas/stores/redis';
 *
 * const day = await reconcileDay({
 *   client, // createClient({ ... }) with your appId and key
 *   journal: createRedisJournal({ client: redis }),
 *   endpoints: [philippines, neutral],
 *   date: '2026-05-20',
 *   countryCode: 'TH',
 *   privateKey: process.env.LINTAS_REPORT_PRIVATE_KEY!,
 * });
 * for (const line of day.lines) if (line.kind !== 'matched') console.warn(line.kind, line.row ?? line.entry, line.note);
 * ```
 */
export async function reconcileDay(options: ReconcileDayOptions): Promise<DayReconciliation> {
  const transType = options.transType ?? 2;
  const progress = (stage: DayProgress['stage'], done: number, total: number) =>
    options.onProgress?.({ stage, done, total });
  const packageCurrency = options.currency?.toUpperCase() ?? countryCurrency(options.countryCode);
  const rows = new RowStore();
  const read = await readDay(options, transType, packageCurrency, rows, progress);
  progress('journal', 0, rows.size);
  const day = {
    journal: options.journal,
    date: options.date,
    transType,
    utcOffset: options.utcOffset ?? '+08:00',
    marginMs: options.dayMarginMs ?? 15 * 60 * 1000,
    timeoutMs: options.journalTimeoutMs ?? 10_000,
    limit: options.journalLimit ?? 10_000,
    ...(options.journalPageSize === undefined ? {} : { pageSize: options.journalPageSize }),
  };
  const held = new HeldLines(options.maxLines ?? defaultMaxLines);
  const match = await matchDay({
    held,
    rows,
    pages: journalPages(day),
    ofTheDay: dayWindow(day).ofTheDay,
    expectedFee: options.expectedFee,
    packageCurrency,
    onLine: options.onLine,
    onEntries: (entries) => progress('match', entries, rows.size),
  });
  const counts = match.counts;
  const byPath = endpointsByPath(options.endpoints ?? []);
  for (const [index, entry] of match.unmatched.entries()) {
    options.signal?.throwIfAborted();
    const line = decideEntry(
      entry,
      await lookUpEntry(entry, byPath.get(entry.endpoint), options.client, options.signal),
    );
    counts[line.kind] += 1;
    options.onLine?.(line);
    held.add(line);
    progress('lookup', index + 1, match.unmatched.length);
  }
  const ok = differenceKinds.every((kind) => counts[kind] === 0) && read.summary.differences.length === 0;
  const lines = held.lines();
  return {
    date: options.date,
    countryCode: options.countryCode,
    transType,
    ...read,
    lines,
    linesLeftOut: held.leftOut,
    counts,
    ok,
  };
}

/** Downloads and reads the day's package into `rows`, as it arrives: each chunk is let go once decrypted. */
async function readDay(
  options: ReconcileDayOptions,
  transType: 1 | 2,
  currency: string | undefined,
  rows: RowStore,
  progress: (stage: DayProgress['stage'], done: number, total: number) => void,
) {
  progress('download', 0, 1);
  const bytes = await fetchPackage(options, transType);
  progress('read', 0, 0);
  return readPackage(bytes, { ...options, ...(currency === undefined ? {} : { currency }) }, (row) => {
    rows.add(row);
    if (rows.size % 10_000 === 0) progress('read', rows.size, 0);
  });
}

/**
 * Asks for the package's URL and opens its download (its body is read as the package is); an URL that
 * expired before the download is asked for once more.
 */
async function fetchPackage(options: ReconcileDayOptions, transType: 1 | 2): Promise<PackageStream> {
  const params = { countryCode: options.countryCode, transDate: options.date, transType };
  const call = options.signal ? { signal: options.signal } : {};
  for (let attempt = 1; ; attempt++) {
    const { downloadUrl } = await options.client.call(downloadReport, params, call);
    try {
      return await openPackageDownload(downloadUrl, {
        maxBytes: reportLimits(options.limits).maxPackageBytes,
        ...options.download,
        signal: options.signal,
      });
    } catch (error) {
      if (attempt >= 2 || !isReportDownloadError(error) || error.reason !== 'expired') throw error;
    }
  }
}

function endpointsByPath(list: NonNullable<ReconcileDayOptions['endpoints']>): Map<string, AnyEndpoint> {
  const byPath = new Map<string, AnyEndpoint>();
  for (const item of list) {
    const endpoints = 'path' in item ? [item] : (Object.values(item.endpoints) as AnyEndpoint[]);
    for (const endpoint of endpoints)
      if (!byPath.has(endpoint.path) || endpoint.retry !== 'read') byPath.set(endpoint.path, endpoint);
  }
  return byPath;
}
