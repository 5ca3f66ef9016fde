import { checkSummary, type SummaryCheck } from './check-summary.js';
import { decryptPackage, type PackageDecryption } from './decrypt-package.js';
import type { AmountUnit } from './parse-amount.js';
import { type ReportRow, readDetailRows } from './read-detail-rows.js';
import { readTable } from './read-table.js';
import { type ColumnNames, columnNames } from './report-columns.js';
import { type PackageFileNames, unzipPackage } from './unzip-package.js';

/** Options of {@link readReportPackage}: how the package is decrypted and read. */
export interface ReadReportPackageOptions extends PackageDecryption {
  /** Your headers where they differ from the defaults (see `defaultColumns`). */
  readonly columns?: ColumnNames;
  /** How the files write amounts and fees. Default `'minor'`, as the API does (the page does not say). */
  readonly amountUnit?: AmountUnit;
  /** How the detail and summary files are named in the zip (see `PackageFileNames`). */
  readonly files?: PackageFileNames;
  /** The currency of rows that name none; read from the detail file's name when it has one. */
  readonly currency?: string;
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
  /** The summary's totals against the detail rows. */
  readonly summary: SummaryCheck;
}

// yyyyMMdd_Payment_{merchantNo}_{countryCode}_{currency}.xlsx: https://jtdocs.bluepay.asia/en/ReportDownload.html
const currencyInName = /_([A-Z]{3})\.(?:csv|xlsx)$/i;

/**
 * Decrypts a reconciliation package (the `.zip.gpg` behind `downloadReport().downloadUrl`), unzips it
 * and reads its transaction detail file and summary file, xlsx or csv
 * (https://jtdocs.bluepay.asia/en/ReportDownload.html). Throws `ReportDecryptionError` (not encrypted,
 * wrong key, damaged or cut off) or `ReportFormatError` (not a zip, no detail file, a column it needs
 * missing, a cell it cannot read), each saying what to fix; never a partial result.
 *
 * @example
 * ```ts
 * import { readReportPackage } from '@lintas/end-of-day';
 *
 * const bytes = new Uint8Array(await (await fetch(downloadUrl)).arrayBuffer());
 * const report = await readReportPackage(bytes, { privateKey: process.env.LINTAS_REPORT_PRIVATE_KEY! });
 * for (const row of report.rows) console.log(row.mchOrderId, row.amount, row.fee);
 * ```
 */
export async function readReportPackage(bytes: Uint8Array, options: ReadReportPackageOptions): Promise<ReportPackage> {
  const zip = await decryptPackage(bytes, options);
  const files = unzipPackage(zip, options.files);
  const columns = columnNames(options.columns);
  const amountUnit = options.amountUnit ?? 'minor';
  const currency = options.currency ?? currencyInName.exec(files.detail.name)?.[1]?.toUpperCase();
  const detail = readDetailRows(await readTable(files.detail), {
    file: files.detail.name,
    columns,
    amountUnit,
    currency,
  });
  const summaryTable =
    files.summary === undefined ? undefined : { name: files.summary.name, table: await readTable(files.summary) };
  return {
    detailFile: files.detail.name,
    summaryFile: files.summary?.name,
    rows: detail.rows,
    unreadColumns: detail.unreadColumns,
    summary: checkSummary(summaryTable, detail.rows, { columns, amountUnit, currency }),
  };
}
