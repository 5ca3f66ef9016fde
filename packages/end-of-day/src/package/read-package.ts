import { ReportFormatError } from '../errors/report-format-error.js';
import { checkSummary, type SummaryCheck } from './check-summary.js';
import { csvSink, type RowHandler } from './csv-sink.js';
import { decryptPackage } from './decrypt-package.js';
import { detailConsumer } from './detail-consumer.js';
import type { PackageBytes } from './package-bytes.js';
import { detailFileError, fileName, packageFileOf } from './package-files.js';
import { printable } from './printable.js';
import type { ReportRow } from './read-detail-rows.js';
import type { ReadReportPackageOptions } from './read-report-package.js';
import { columnNames } from './report-columns.js';
import { type ReportLimits, reportLimits } from './report-limits.js';
import { type EntrySink, unzipEntries } from './unzip-entries.js';
import { xlsxSink } from './xlsx-sink.js';

/** What a package read as a stream says besides its rows. */
export interface PackageRead {
  readonly detailFile: string;
  readonly summaryFile: string | undefined;
  readonly unreadColumns: readonly string[];
  readonly totalLines: readonly number[];
  readonly summary: SummaryCheck;
}

// yyyyMMdd_Payment_{merchantNo}_{countryCode}_{currency}.xlsx: https://jtdocs.bluepay.asia/en/ReportDownload.html
const currencyInName = /_([A-Z]{3})\.(?:csv|xlsx)$/i;

/**
 * Decrypts, unzips and parses a package as one stream, within `limits`: each transaction row of the
 * detail file goes to `onRow` as it is read, and none is held; the summary file (small) is held and
 * checked against the detail rows' totals at the end. The entries it does not read are never inflated.
 */
export async function readPackage(
  bytes: PackageBytes,
  options: ReadReportPackageOptions,
  onRow: (row: ReportRow) => void,
): Promise<PackageRead> {
  const limits = reportLimits(options.limits);
  const columns = columnNames(options.columns);
  const details: string[] = [];
  let detail: { name: string; currency: string | undefined; consumer: ReturnType<typeof detailConsumer> } | undefined;
  let summary: { name: string; table: (readonly string[])[] } | undefined;
  const pick = (path: string): EntrySink | undefined => {
    const kind = packageFileOf(path, options.files);
    const name = fileName(path);
    if (kind === 'summary' && summary === undefined) {
      const held: (readonly string[])[] = [];
      summary = { name, table: held };
      return tableSink(name, (cells) => void held.push(cells), limits);
    }
    if (kind !== 'detail') return undefined;
    details.push(path);
    if (details.length > 1) throw detailFileError(details, []);
    const currency = (currencyInName.exec(name)?.[1] ?? options.currency)?.toUpperCase();
    const consumer = detailConsumer({ file: name, columns, amountUnit: options.amountUnit, currency }, onRow);
    detail = { name, currency, consumer };
    return tableSink(name, consumer.row, limits);
  };
  const decrypted = await decryptPackage(bytes, options, limits);
  const paths = await unzipEntries(decrypted, (entry) => pick(entry.path), {
    limits,
    what: 'the package',
    entryLimit: (entry) =>
      packageFileOf(entry.path, options.files) === 'summary'
        ? { bytes: limits.maxSummaryBytes, name: 'maxSummaryBytes' }
        : { bytes: limits.maxEntryBytes, name: 'maxEntryBytes' },
  }).catch(async (error: unknown) => {
    throw await decrypted.failure(error);
  });
  if (detail === undefined) throw detailFileError([], paths);
  const read = detail.consumer.finish();
  return {
    detailFile: detail.name,
    summaryFile: summary?.name,
    unreadColumns: read.unreadColumns,
    totalLines: read.totalLines,
    summary: checkSummary(summary, read.totals, { columns, amountUnit: read.amountUnit, currency: detail.currency }),
  };
}

/** The sink of a csv or xlsx file, told by its name. */
function tableSink(name: string, onRow: RowHandler, limits: ReportLimits): EntrySink {
  if (/\.csv$/i.test(name)) return csvSink(name, onRow, limits);
  if (/\.xlsx$/i.test(name)) return xlsxSink(name, onRow, limits);
  throw new ReportFormatError('unreadable-file', `${printable(name)} is neither a .csv nor an .xlsx file`, {
    file: name,
  });
}
