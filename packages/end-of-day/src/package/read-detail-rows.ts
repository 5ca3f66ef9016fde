import { ReportFormatError } from '../errors/report-format-error.js';
import { type AmountUnit, minorDigits, parseAmount } from './parse-amount.js';
import type { Table } from './read-table.js';
import { headerKey, type ReportField } from './report-columns.js';

/** One transaction of the detail file. */
export interface ReportRow {
  /** Its row number in the file (1 is the first row), for a person to find it. */
  readonly line: number;
  readonly transactionId: string | undefined;
  readonly mchOrderId: string | undefined;
  /** In minor units. */
  readonly amount: number;
  /** In minor units, when the file has a fee column. */
  readonly fee: number | undefined;
  readonly currency: string | undefined;
  readonly status: string | undefined;
  readonly transactionTime: string | undefined;
  readonly settlementTime: string | undefined;
}

/** The detail file, read. */
export interface DetailRows {
  readonly rows: readonly ReportRow[];
  /** Headers of the file no member is read from: kept out of the match, named in the report. */
  readonly unreadColumns: readonly string[];
}

/** How {@link readDetailRows} reads a file. */
export interface DetailRowsOptions {
  readonly file: string;
  readonly columns: Readonly<Record<ReportField, readonly string[]>>;
  readonly amountUnit: AmountUnit;
  /** The currency of rows that name none (the package's, from its file name or the client's country). */
  readonly currency: string | undefined;
}

const fields: readonly ReportField[] = [
  'transactionId',
  'mchOrderId',
  'amount',
  'fee',
  'currency',
  'status',
  'transactionTime',
  'settlementTime',
];

/**
 * Reads the detail file's rows: the header is the first of its first 20 rows that names the amount and
 * an id; rows below it with neither id (blank lines) or that start with "Total" are left out. Throws
 * `ReportFormatError`: `'missing-column'` naming the member, the headers accepted and the headers found;
 * `'bad-value'` naming the row and cell.
 */
export function readDetailRows(table: Table, options: DetailRowsOptions): DetailRows {
  const headerIndex = table.slice(0, 20).findIndex((row) => {
    const found = new Set(row.map(headerKey));
    const has = (field: ReportField) => options.columns[field].some((name) => found.has(headerKey(name)));
    return has('amount') && (has('transactionId') || has('mchOrderId'));
  });
  const header = table[headerIndex] ?? table[0] ?? [];
  const index = Object.fromEntries(
    fields.map((field) => {
      const accepted = new Set(options.columns[field].map(headerKey));
      return [field, header.findIndex((cell) => accepted.has(headerKey(cell)))];
    }),
  ) as Record<ReportField, number>;
  if (headerIndex < 0) throw missingColumn(options, header, index.amount < 0 ? 'amount' : 'mchOrderId');
  const unreadColumns = header.filter((cell, column) => cell !== '' && !Object.values(index).includes(column));

  const rows: ReportRow[] = [];
  for (const [offset, cells] of table.slice(headerIndex + 1).entries()) {
    const line = headerIndex + offset + 2;
    const cell = (field: ReportField) => {
      const column = index[field];
      const text = column < 0 ? '' : (cells[column] ?? '').trim();
      return text === '' ? undefined : text;
    };
    const transactionId = cell('transactionId');
    const mchOrderId = cell('mchOrderId');
    // Blank lines, and a total line under the rows ("Total", "Subtotal" where an id would be).
    if (transactionId === undefined && mchOrderId === undefined) continue;
    if (/^(sub)?total\b/i.test(cells.find((text) => text.trim() !== '') ?? '')) continue;
    if (cells.length !== header.length)
      throw new ReportFormatError(
        'bad-value',
        `${options.file}, row ${line}: it has ${cells.length} cells and its header ${header.length}: the file is cut or shifted`,
        { file: options.file },
      );
    const currency = cell('currency') ?? options.currency;
    const money = (field: 'amount' | 'fee') => {
      const text = cell(field);
      if (text === undefined) {
        if (field === 'fee') return undefined;
        throw badValue(options, line, field, '');
      }
      const amount = parseAmount(text, options.amountUnit, minorDigits(currency));
      if (amount === undefined) throw badValue(options, line, field, text);
      return amount;
    };
    rows.push({
      line,
      transactionId,
      mchOrderId,
      amount: money('amount') as number,
      fee: money('fee'),
      currency,
      status: cell('status'),
      transactionTime: cell('transactionTime'),
      settlementTime: cell('settlementTime'),
    });
  }
  return { rows, unreadColumns };
}

function missingColumn(options: DetailRowsOptions, header: readonly string[], field: ReportField): ReportFormatError {
  const accepted = options.columns[field].map((name) => `"${name}"`).join(', ');
  const found =
    header
      .filter((cell) => cell !== '')
      .map((cell) => `"${cell}"`)
      .join(', ') || 'none';
  return new ReportFormatError(
    'missing-column',
    `${options.file} has no ${field} column (a header named ${accepted}); its headers are ${found}. ` +
      `Name yours with \`columns: { ${field}: '<header>' }\` (--column ${field}=<header>)`,
    { file: options.file },
  );
}

function badValue(options: DetailRowsOptions, line: number, field: 'amount' | 'fee', text: string): ReportFormatError {
  const hint =
    options.amountUnit === 'minor' && /\.\d*[1-9]/.test(text)
      ? ": it has a fraction; if the file writes major units (23.00), pass `amountUnit: 'major'` (--amount-unit major)"
      : '';
  return new ReportFormatError(
    'bad-value',
    `${options.file}, row ${line}: the ${field} ${text === '' ? 'is empty' : `"${text}" is not an amount in ${options.amountUnit} units`}${hint}`,
    { file: options.file },
  );
}
