import type { AmountUnit } from '@lintas/core';
import type { SummaryCheck } from './check-summary.js';
import type { PackageDecryption } from './decrypt-package.js';
import type { PackageFileNames } from './package-files.js';
import type { ReportRow } from './read-detail-rows.js';
import { readPackage } from './read-package.js';
import type { ColumnNames } from './report-columns.js';
import type { ReportLimits } from './report-limits.js';

/** Options of {@link readReportPackage}: how the package is decrypted and read. */
export interface ReadReportPackageOptions extends PackageDecryption {
  /** Your headers where they differ from the defaults (see `defaultColumns`). */
  readonly columns?: ColumnNames;
  /**
   * How the files write amounts and fees: `'minor'` (`150000` is PHP 1,500.00, as the API writes
   * amounts; a decimal point is then refused) or `'major'` (`1500.00`; the fraction must fit the
   * currency). The page does not say. Without it the figures decide where they read one way only (a
   * decimal point is major units; IDR reads the same either way), and whole numbers in a currency with
   * decimals are refused (`ReportFormatError` `'ambiguous-amount'`) rather than guessed.
   */
  readonly amountUnit?: AmountUnit | undefined;
  /** How the detail and summary files are named in the zip (see `PackageFileNames`). */
  readonly files?: PackageFileNames;
  /**
   * The currency of rows that name none, when the detail file's name names none either (it does:
   * `..._TH_THB.csv`); `reconcileDay` gives its country's.
   */
  readonly currency?: string;
  /**
   * How large a package may be, yours over `defaultReportLimits`: each is checked while the package
   * is read, and a package over one is refused (`ReportFormatError('too-large')` naming it).
   */
  readonly limits?: Partial<ReportLimits>;
}

/** A reconciliation package, decrypted and read. */
export interface ReportPackage {
  /** The detail file's name in the zip. */
  readonly detailFile: string;
  /** The summary file's name, when the package holds one. */
  readonly summaryFile: string | undefined;
  /** The transactions of the detail file. */
  readonly rows: readonly ReportRow[];
  /** Headers of the detail file no member is read from. */
  readonly unreadColumns: readonly string[];
  /**
   * The detail file's rows left out as total lines, by row number: no transaction id, no order id, no
   * status and no time, only amounts and columns no member is read from. Every other row is matched.
   */
  readonly totalLines: readonly number[];
  /** The summary's totals against the detail rows. */
  readonly summary: SummaryCheck;
}

/**
 * Decrypts a reconciliation package (the `.zip.gpg` behind `downloadReport().downloadUrl`), unzips it
 * and reads its transaction detail file and summary file, xlsx or csv
 * (https://jtdocs.bluepay.asia/en/ReportDownload.html), as one stream within `limits`. Throws
 * `ReportDecryptionError` (not encrypted, wrong key, damaged or cut off) or `ReportFormatError` (not a
 * zip, no detail file, a column it needs missing, a cell it cannot read, over a limit), each saying what
 * to fix; never a partial result. It returns every row: for a day of millions of rows, `reconcileDay`
 * matches them as they are read instead.
 *
 * @example
 * ```ts
 * import { readReportPackage } from '@lintas/end-of-day';
 *
 * const bytes = new Uint8Array(await (await fetch(downloadUrl)).arrayBuffer());
 * const report = await readReportPackage(bytes, { privateKey: process.env.LINTAS_REPORT_PRIVATE_KEY!, amountUnit: 'minor' });
 * for (const row of report.rows) console.log(row.mchOrderId, row.amount, row.fee);
 * ```
 */
export async function readReportPackage(bytes: Uint8Array, options: ReadReportPackageOptions): Promise<ReportPackage> {
  const rows: ReportRow[] = [];
  const read = await readPackage(bytes, options, (row) => void rows.push(row));
  return { ...read, rows };
}
