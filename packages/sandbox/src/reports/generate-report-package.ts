import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import * as openpgp from 'openpgp';
import type { ReportPackageFile } from './build-report-package.js';
import { csvLine } from './csv.js';
import { type GeneratedDayOptions, generatedDetailRow, generatedRows, majorUnits } from './generated-day.js';
import { DETAIL_HEADER, SUMMARY_HEADER } from './report-rows.js';
import { type Cell, rowXml, SHEET_END, SHEET_START, xlsxParts } from './xlsx.js';

/** A package of a given size and mix, made without a store: for benchmarks and demos of a big day. */
export interface GenerateReportPackageOptions extends GeneratedDayOptions {
  /** The merchant (`appId`) the files are named after. */
  readonly appId: string;
  /** The armored OpenPGP public key the package is encrypted to. */
  readonly publicKey: string;
  /** The files' format. Default `xlsx`, the gateway's. */
  readonly format?: 'xlsx' | 'csv';
  /** How amounts are written: `minor` (the default, as the API writes them) or `major` (`500.10`). */
  readonly amountUnit?: 'minor' | 'major';
}

/** Writes `rows` of text into a zip entry a megabyte at a time, so no file of the package is held whole. */
class ChunkedEntry {
  readonly #entry: ZipDeflate;
  #parts: string[] = [];
  #size = 0;
  constructor(zip: Zip, name: string) {
    this.#entry = new ZipDeflate(name, { level: 6 });
    zip.add(this.#entry);
  }
  write(text: string): void {
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#size >= 1024 * 1024) this.#flush(false);
  }
  end(): void {
    this.#flush(true);
  }
  #flush(final: boolean): void {
    this.#entry.push(strToU8(this.#parts.join('')), final);
    this.#parts = [];
    this.#size = 0;
  }
}

/** A zip written as a stream into memory. */
function zipInto(): { zip: Zip; bytes: () => Uint8Array } {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  return { zip, bytes: () => Buffer.concat(chunks) };
}

/**
 * Makes a reconciliation package of `rows` transactions, the page's way
 * (https://jtdocs.bluepay.asia/en/ReportDownload.html): a zip of the detail file and the summary file,
 * xlsx or csv, encrypted to `publicKey`, its rows made up from their index (`generatedTransaction`) and
 * drifting as `mix` says. Written as a stream: a day of a million rows is made in seconds.
 */
export async function generateReportPackage(options: GenerateReportPackageOptions): Promise<ReportPackageFile> {
  const format = options.format ?? 'xlsx';
  const kind = options.transType === 1 ? 'Disbursement' : 'Payment';
  const stamp = `${options.date.replace(/-/g, '')}020000`;
  const { zip, bytes } = zipInto();
  const detail = `${options.date.replace(/-/g, '')}_${kind}_${options.appId}_${options.countryCode ?? 'PH'}_${options.currency ?? 'PHP'}.${format}`;
  const totals = writeDetail(zip, detail, format, kind, options);
  const summary = [
    [...SUMMARY_HEADER],
    [options.appId, options.countryCode ?? 'PH', options.currency ?? 'PHP', totals.count, totals.amount, totals.fee],
  ];
  const summaryName = `summary_${options.appId}_${stamp}.${format}`;
  let packed: Uint8Array;
  if (totals.xlsx === undefined) {
    addWhole(zip, summaryName, strToU8(summary.map(csvLine).join('')));
    zip.end();
    packed = bytes();
  } else {
    // An xlsx is already compressed: kept as it is, its sizes in its header (a stored entry written as
    // a stream would declare none, and its end could not be found).
    packed = zipSync({ [detail]: [totals.xlsx, { level: 0 }], [summaryName]: xlsxOf(kind, summary) });
  }
  const message = await openpgp.createMessage({ binary: packed });
  const encryptionKeys = await openpgp.readKey({ armoredKey: options.publicKey });
  const encrypted = await openpgp.encrypt({ message, encryptionKeys, format: 'binary' });
  return { name: `Settlement_${options.appId}_${stamp}.zip.gpg`, bytes: encrypted as Uint8Array };
}

/** Writes the detail file into `zip` row by row; its totals, as the summary states them. */
function writeDetail(
  zip: Zip,
  name: string,
  format: 'xlsx' | 'csv',
  kind: string,
  options: GenerateReportPackageOptions,
) {
  const totals = { count: 0, amount: 0, fee: 0 };
  const unit = options.amountUnit ?? 'minor';
  const money = (minor: number) => (unit === 'minor' ? minor : majorUnits(minor, options.currency ?? 'PHP'));
  const inner = format === 'xlsx' ? zipInto() : undefined;
  if (inner !== undefined)
    for (const [part, bytes] of Object.entries(xlsxParts(kind))) addWhole(inner.zip, part, bytes);
  const out = new ChunkedEntry(inner?.zip ?? zip, inner === undefined ? name : 'xl/worksheets/sheet1.xml');
  const line = (row: readonly Cell[], r: number) => (inner === undefined ? csvLine(row) : rowXml(row, r));
  if (inner !== undefined) out.write(SHEET_START);
  out.write(line(DETAIL_HEADER, 1));
  for (const one of generatedRows(options)) {
    totals.count += 1;
    totals.amount += one.amount;
    totals.fee += one.fee;
    out.write(line(generatedDetailRow(one, unit), totals.count + 1));
  }
  if (inner !== undefined) out.write(SHEET_END);
  out.end();
  inner?.zip.end();
  return { count: totals.count, amount: money(totals.amount), fee: money(totals.fee), xlsx: inner?.bytes() };
}

function addWhole(zip: Zip, name: string, bytes: Uint8Array): void {
  const entry = new ZipDeflate(name);
  zip.add(entry);
  entry.push(bytes, true);
}

function xlsxOf(kind: string, rows: readonly (readonly Cell[])[]): Uint8Array {
  const { zip, bytes } = zipInto();
  for (const [part, content] of Object.entries(xlsxParts(kind))) addWhole(zip, part, content);
  addWhole(
    zip,
    'xl/worksheets/sheet1.xml',
    strToU8(`${SHEET_START}${rows.map((row, r) => rowXml(row, r + 1)).join('')}${SHEET_END}`),
  );
  zip.end();
  return bytes();
}
