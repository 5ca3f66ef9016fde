import type { ReportField } from './report-columns.js';

/**
 * What a row under the detail file's header is:
 * - `'blank'`: no cell holds anything;
 * - `'total'`: no transaction id, no order id, no status and no time: only what a summary holds (an
 *   amount, a fee, a currency, and columns no member is read from, such as a "Total" label or a count);
 * - `'transaction'`: every other row, matched with the journal or reported (a row with a status and
 *   no id is reported as not in your journal, never left out).
 */
export type DetailRowKind = 'blank' | 'total' | 'transaction';

const identifying: readonly ReportField[] = [
  'transactionId',
  'mchOrderId',
  'status',
  'transactionTime',
  'settlementTime',
];

/**
 * The kind of a row, from which of its columns hold something (`'other'` for a column no member is
 * read from): by its structure only, never by what a cell says, so an order id `total-9` is a
 * transaction like any other.
 */
export function detailRowKind(filled: ReadonlySet<ReportField | 'other'>): DetailRowKind {
  if (filled.size === 0) return 'blank';
  return identifying.some((field) => filled.has(field)) ? 'transaction' : 'total';
}
