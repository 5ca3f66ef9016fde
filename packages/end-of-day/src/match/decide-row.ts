import type { JournalEntry } from '@lintas/stores';
import type { ReportRow } from '../package/read-detail-rows.js';
import type { DayLine, FieldDifference, LineEntry } from './day-line.js';
import { journaledCurrency } from './journaled-currency.js';
import type { OperationKind } from './operation-kind.js';

/** The facts one row of the package is decided from. */
export interface RowFacts {
  readonly row: ReportRow;
  /** The journal entry of its order id (or transaction id), if any. */
  readonly entry: JournalEntry | undefined;
  /** The kind of that entry's operation. */
  readonly kind: OperationKind | undefined;
  /** The fee you expect for the row (your rate card), when you check fees. */
  readonly expectedFee: number | undefined;
  /**
   * The package's currency (its country's): the journaled call's, when its entry names none (an
   * endpoint that takes one currency).
   */
  readonly packageCurrency: string | undefined;
}

/** A status a package row is settled in (a row in another status moved no money). */
export const isSettledStatus = (status: string | undefined): boolean =>
  status === undefined || /^(completed?|success(ful)?|settled|paid)$/i.test(status);

/**
 * What a row of the package comes to against the journal:
 * - no entry → `'missing-in-journal'` (the gateway settled money your journal has no call for);
 * - the row's own status says it did not settle → `'not-settled'`;
 * - an entry whose call was told it failed, or that reconcile found never committed → `'differs'` on
 *   `status`: the gateway settled it though your records say nothing moved;
 * - the row's currency is not the journaled call's → `'differs'` on `currency` (amounts in two
 *   currencies are never compared as numbers);
 * - amount (params), transaction id (the call's answer), fee (the answer's, or `expectedFee`) unequal
 *   → `'differs'`, naming each;
 * - a payment to a static code: its amount is the payer's, nothing more to compare → `'matched'`;
 * - otherwise `'matched'` (noting an entry the journal still had open, pending or unknown).
 */
export function decideRow(facts: RowFacts): DayLine {
  const { row, entry } = facts;
  if (entry === undefined)
    return {
      kind: 'missing-in-journal',
      row,
      note: 'settled by the gateway, and no call of yours is journaled for it',
    };
  const line = { row, entry: lineEntry(entry) };
  if (!isSettledStatus(row.status))
    return { kind: 'not-settled', ...line, note: `the package lists it as ${row.status}: no money moved` };
  if (entry.status === 'failed' || entry.status === 'not-committed')
    return {
      kind: 'differs',
      ...line,
      differences: [{ field: 'status', report: row.status ?? 'settled', journal: entry.status }],
      note: `your journal says nothing moved (${entry.status}), and the gateway settled it`,
    };
  const currency = journaledCurrency(entry) ?? facts.packageCurrency;
  if (currency === undefined || row.currency.toUpperCase() !== currency)
    return {
      kind: 'differs',
      ...line,
      differences: [{ field: 'currency', report: row.currency, journal: currency }],
      note: `the package settled it in ${row.currency}, and your call was in ${currency ?? 'a currency the journal does not name'}`,
    };
  if (facts.kind === 'static-code') return { kind: 'matched', ...line, note: 'a payment to your static code' };
  const record = (entry.record ?? {}) as Readonly<Record<string, unknown>>;
  const differences: FieldDifference[] = [];
  const amount = numberOf(entry.params.amount) ?? numberOf(record.amount);
  if (amount !== row.amount) differences.push({ field: 'amount', report: row.amount, journal: amount });
  const transactionId = typeof record.transactionId === 'string' ? record.transactionId : undefined;
  if (transactionId !== undefined && row.transactionId !== undefined && transactionId !== row.transactionId)
    differences.push({ field: 'transactionId', report: row.transactionId, journal: transactionId });
  const fee = facts.expectedFee ?? numberOf(record.fee);
  if (fee !== undefined && row.fee !== fee) differences.push({ field: 'fee', report: row.fee, journal: fee });
  if (differences.length > 0) return { kind: 'differs', ...line, differences };
  return entry.status === 'committed'
    ? { kind: 'matched', ...line }
    : { kind: 'matched', ...line, note: `your journal had it ${entry.status}; the gateway settled it` };
}

/** An entry as a line shows it: no params, no record. */
export function lineEntry(entry: JournalEntry): LineEntry {
  return { id: entry.id, endpoint: entry.endpoint, keys: entry.keys, status: entry.status };
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}
