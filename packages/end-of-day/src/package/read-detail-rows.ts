import { type AmountUnit, isAmountError, minorUnits, readAmount } from '@lintas/core';
import { ReportFormatError } from '../errors/report-format-error.js';
import { decideAmountUnit } from './amount-unit.js';
import { type DetailRowKind, detailRowKind } from './detail-row-kind.js';
import { printable, printableList } from './printable.js';
import { headerKey, type ReportField } from './report-columns.js';

/** One transaction of the detail file. */
export interface ReportRow {
  /** Its row number in the file (1 is the first row), for a person to find it. */
  readonly line: number;
  readonly transactionId: string | undefined;
  readonly mchOrderId: string | undefined;
  /** In minor units of `currency`. */
  readonly amount: number;
  /** In minor units of `currency`, when the file has a fee column. */
  readonly fee: number | undefined;
  /** The row's currency (its cell, else the package's). */
  readonly currency: string;
  readonly status: string | undefined;
  readonly transactionTime: string | undefined;
  readonly settlementTime: string | undefined;
}

/** How the detail file's rows are read. */
export interface DetailRowsOptions {
  readonly file: string;
  readonly columns: Readonly<Record<ReportField, readonly string[]>>;
  /** The unit you gave; `undefined` lets the figures decide where they read one way only. */
  readonly amountUnit: AmountUnit | undefined;
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

/** The index of the detail file's header among its first 20 rows: it names the amount and an id. */
export function findDetailHeader(
  table: readonly (readonly string[])[],
  columns: Readonly<Record<ReportField, readonly string[]>>,
): number {
  return table.slice(0, 20).findIndex((row) => {
    const found = new Set(row.map(headerKey));
    const has = (field: ReportField) => columns[field].some((name) => found.has(headerKey(name)));
    return has('amount') && (has('transactionId') || has('mchOrderId'));
  });
}

/** Reads the rows under a header one at a time; the unit its figures show is kept from row to row. */
export function detailRowReader(header: readonly string[], options: DetailRowsOptions, missing = false) {
  const index = Object.fromEntries(
    fields.map((field) => {
      const accepted = new Set(options.columns[field].map(headerKey));
      return [field, header.findIndex((cell) => accepted.has(headerKey(cell)))];
    }),
  ) as Record<ReportField, number>;
  if (missing) throw missingColumn(options, header, index.amount < 0 ? 'amount' : 'mchOrderId');
  let shown: AmountUnit | undefined;
  const totalLines: number[] = [];
  const kindOf = rowKinds(header, index);
  const unreadColumns = header.filter((cell, column) => cell !== '' && !Object.values(index).includes(column));
  return {
    unreadColumns,
    /** The rows left out as total lines, by row number. */
    totalLines,
    amountUnit: () => options.amountUnit ?? shown,
    /** The row of `cells` at row number `line`, or `undefined` for a blank row. */
    read(cells: readonly string[], line: number): ReportRow | undefined {
      const cell = (field: ReportField) => {
        const column = index[field];
        const text = column < 0 ? '' : (cells[column] ?? '').trim();
        return text === '' ? undefined : text;
      };
      const kind = kindOf(cells);
      if (kind === 'total') totalLines.push(line);
      if (kind !== 'transaction') return undefined;
      if (cells.length !== header.length)
        throw new ReportFormatError(
          'bad-value',
          `${printable(options.file)}, row ${line}: it has ${cells.length} cells and its header ${header.length}: the file is cut or shifted`,
          { file: options.file },
        );
      const currency = rowCurrency(options, line, cell('currency'));
      const texts = { amount: cell('amount'), fee: cell('fee') };
      if (texts.amount === undefined) throw badValue(options, line, 'amount', '', 'is empty');
      const decided = decideAmountUnit({
        given: options.amountUnit,
        shown,
        texts: [texts.amount, texts.fee ?? ''],
        decimals: decimalsOf(currency) ?? 2,
      });
      if (decided === 'ambiguous') throw ambiguous(options, line, texts.amount, currency);
      if (options.amountUnit === undefined) shown = decided === 'major' ? 'major' : shown;
      const money = (field: 'amount' | 'fee', text: string) => readMoney(options, line, field, text, currency, decided);
      return {
        line,
        transactionId: cell('transactionId'),
        mchOrderId: cell('mchOrderId'),
        amount: money('amount', texts.amount),
        fee: texts.fee === undefined ? undefined : money('fee', texts.fee),
        currency,
        status: cell('status'),
        transactionTime: cell('transactionTime'),
        settlementTime: cell('settlementTime'),
      };
    },
  };
}

/**
 * The kind of each row (`detailRowKind`) from which of its columns hold something: a bit for each
 * member read and one for the other columns, each of the 512 sets decided once.
 */
function rowKinds(header: readonly string[], index: Readonly<Record<ReportField, number>>) {
  const bits = fields.length;
  const bitOf = header.map((_, column) => {
    const field = fields.findIndex((one) => index[one] === column);
    return 1 << (field < 0 ? bits : field);
  });
  const kinds: (DetailRowKind | undefined)[] = [];
  return (cells: readonly string[]): DetailRowKind => {
    let filled = 0;
    for (let column = 0; column < cells.length; column++)
      if ((cells[column] as string).trim() !== '') filled |= bitOf[column] ?? 1 << bits;
    let kind = kinds[filled];
    if (kind === undefined) {
      const members = new Set<ReportField | 'other'>();
      for (let bit = 0; bit <= bits; bit++) if (filled & (1 << bit)) members.add(fields[bit] ?? 'other');
      kind = detailRowKind(members);
      kinds[filled] = kind;
    }
    return kind;
  };
}

function rowCurrency(options: DetailRowsOptions, line: number, cell: string | undefined): string {
  const currency = (cell ?? options.currency)?.toUpperCase();
  if (currency === undefined)
    throw new ReportFormatError(
      'missing-column',
      `${printable(options.file)}, row ${line}: no currency (no currency column, none in the file's name): pass \`currency\``,
      { file: options.file },
    );
  if (decimalsOf(currency) === undefined)
    throw badValue(options, line, 'currency', cell ?? currency, 'is not a currency the gateway settles in');
  return currency;
}

/** The decimals of a currency the gateway uses (IDR none), as `toMinorUnits` counts them. */
export const decimalsOf = (currency: string): number | undefined =>
  Object.hasOwn(minorUnits, currency) ? minorUnits[currency as keyof typeof minorUnits].decimals : undefined;

function readMoney(
  options: DetailRowsOptions,
  line: number,
  field: 'amount' | 'fee',
  text: string,
  currency: string,
  unit: AmountUnit,
): number {
  try {
    return readAmount(text, currency, unit);
  } catch (error) {
    if (!isAmountError(error)) throw error;
    const hint =
      unit === 'minor' && text.includes('.')
        ? ": if the file writes major units (23.00), pass `amountUnit: 'major'` (--amount-unit major)"
        : '';
    throw badValue(options, line, field, text, `is not an amount in ${unit} units of ${currency}${hint}`, error);
  }
}

function missingColumn(options: DetailRowsOptions, header: readonly string[], field: ReportField): ReportFormatError {
  const accepted = printableList(options.columns[field], 10, (name) => `"${name}"`);
  const found =
    printableList(
      header.filter((cell) => cell !== ''),
      20,
      (cell) => `"${cell}"`,
    ) || 'none';
  return new ReportFormatError(
    'missing-column',
    `${printable(options.file)} has no ${field} column (a header named ${accepted}); its headers are ${found}. ` +
      `Name yours with \`columns: { ${field}: '<header>' }\` (--column ${field}=<header>)`,
    { file: options.file },
  );
}

function badValue(
  options: DetailRowsOptions,
  line: number,
  field: ReportField,
  text: string,
  why: string,
  cause?: unknown,
): ReportFormatError {
  return new ReportFormatError(
    'bad-value',
    `${printable(options.file)}, row ${line}: the ${field} ${text === '' ? '' : `"${printable(text)}" `}${why}`,
    { file: options.file, ...(cause === undefined ? {} : { cause }) },
  );
}

function ambiguous(options: DetailRowsOptions, line: number, text: string, currency: string): ReportFormatError {
  return new ReportFormatError(
    'ambiguous-amount',
    `${printable(options.file)}, row ${line}: the amount "${printable(text)}" reads both as minor units and as major units of ${currency}, ` +
      "and the gateway's pages do not say which the package writes: pass `amountUnit: 'minor'` or `'major'` (--amount-unit)",
    { file: options.file },
  );
}
