import { type AmountUnit, readAmount } from '@lintas/core';
import { printable } from './printable.js';
import { headerKey, type SummaryField } from './report-columns.js';

/** One total of the summary file that the detail rows do not add up to. */
export interface SummaryDifference {
  readonly field: SummaryField;
  /** What the summary file says. */
  readonly summary: number;
  /** What the detail rows add up to. */
  readonly detail: number;
}

/** The summary file against the detail rows. */
export interface SummaryCheck {
  /** False when the package has no summary file, or it names none of the totals read. */
  readonly checked: boolean;
  readonly differences: readonly SummaryDifference[];
  /** Why it was not checked, for the report. */
  readonly note?: string;
}

const fields: readonly SummaryField[] = ['totalCount', 'totalAmount', 'totalFee'];

/** The detail rows' totals, as the summary states them. */
export type DetailTotals = Readonly<Record<SummaryField, number>>;

/**
 * Checks the summary's totals (count, amount, fee: the columns it has, summed over its rows) against
 * the detail rows. The page does not show the summary's layout: a summary with none of the columns is
 * reported as not checked, never as matching. Its amounts are read in the detail file's unit.
 */
export function checkSummary(
  summary: { readonly name: string; readonly table: readonly (readonly string[])[] } | undefined,
  detail: DetailTotals,
  options: {
    readonly columns: Readonly<Record<SummaryField, readonly string[]>>;
    readonly amountUnit: AmountUnit | undefined;
    readonly currency: string | undefined;
  },
): SummaryCheck {
  if (summary === undefined) return { checked: false, differences: [], note: 'the package holds no summary file' };
  const headerIndex = summary.table
    .slice(0, 20)
    .findIndex((row) => fields.some((field) => columnOf(row, options.columns[field]) >= 0));
  const header = summary.table[headerIndex];
  if (header === undefined)
    return {
      checked: false,
      differences: [],
      note: `${printable(summary.name)} names none of the totals (${fields.map((field) => options.columns[field][0]).join(', ')}): pass \`columns\` to read it`,
    };
  const differences: SummaryDifference[] = [];
  for (const field of fields) {
    const column = columnOf(header, options.columns[field]);
    if (column < 0) continue;
    let total = 0;
    for (const row of summary.table.slice(headerIndex + 1)) {
      const text = row[column]?.trim() ?? '';
      if (text === '') continue;
      const value = readTotal(text, field, options);
      if (value === undefined)
        return {
          checked: false,
          differences: [],
          note: `${printable(summary.name)}: "${printable(text)}" is not a ${field}`,
        };
      total += value;
    }
    if (total !== detail[field]) differences.push({ field, summary: total, detail: detail[field] });
  }
  return { checked: true, differences };
}

function readTotal(
  text: string,
  field: SummaryField,
  options: { readonly amountUnit: AmountUnit | undefined; readonly currency: string | undefined },
): number | undefined {
  if (field === 'totalCount') return /^(\d+|\d{1,3}(,\d{3})+)$/.test(text) ? Number(text.replace(/,/g, '')) : undefined;
  // An amount is read in the detail file's unit, or its own when that decides (a decimal point); a
  // total whose unit neither shows is not checked rather than guessed.
  const unit = options.amountUnit ?? (text.includes('.') ? 'major' : undefined);
  if (unit === undefined || options.currency === undefined) return undefined;
  try {
    return readAmount(text, options.currency, unit);
  } catch {
    return undefined;
  }
}

function columnOf(row: readonly string[], names: readonly string[]): number {
  const accepted = new Set(names.map(headerKey));
  return row.findIndex((cell) => accepted.has(headerKey(cell)));
}
