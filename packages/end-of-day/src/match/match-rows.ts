import type { JournalEntry } from '@lintas/stores';
import type { ReportRow } from '../package/read-detail-rows.js';
import type { DayLine } from './day-line.js';
import { decideRow } from './decide-row.js';
import { type OperationKind, operationKind } from './operation-kind.js';

/** The rows matched with the journal, and the day's entries no row named. */
export interface RowMatch {
  readonly lines: readonly DayLine[];
  /** Entries of the day (not only of its margins) that no row of the package names. */
  readonly unmatched: readonly JournalEntry[];
}

/** What {@link matchRows} takes besides the rows. */
export interface MatchRowsInput {
  /** Every candidate entry: the day's, and those of its margins (named by a row, or left alone). */
  readonly entries: readonly JournalEntry[];
  /** True for an entry of the day itself, whose absence from the package counts. */
  readonly ofTheDay: (entry: JournalEntry) => boolean;
  readonly expectedFee?: ((row: ReportRow) => number | undefined) | undefined;
  /** The package's currency: the journaled call's when its entry names none. */
  readonly packageCurrency: string | undefined;
}

const orderIdOf = (entry: JournalEntry): string | undefined => {
  const id = entry.keys.mchOrderId ?? entry.params.mchOrderId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

const transactionIdOf = (entry: JournalEntry): string | undefined => {
  const id = (entry.record as { transactionId?: unknown } | undefined)?.transactionId;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Pairs each row with the entry of its order id (else of its transaction id) and decides it
 * (`decideRow`). A static code's entry takes every row of its order id; any other entry takes one row,
 * and a second row of the same order is `'missing-in-journal'`.
 */
export function matchRows(rows: readonly ReportRow[], input: MatchRowsInput): RowMatch {
  const byOrder = new Map<string, JournalEntry>();
  const byTransaction = new Map<string, JournalEntry>();
  for (const entry of input.entries) {
    const order = orderIdOf(entry);
    const transaction = transactionIdOf(entry);
    if (order !== undefined) byOrder.set(order, entry);
    if (transaction !== undefined) byTransaction.set(transaction, entry);
  }
  const taken = new Set<JournalEntry>();
  const lines: DayLine[] = [];
  for (const row of rows) {
    let entry =
      (row.mchOrderId === undefined ? undefined : byOrder.get(row.mchOrderId)) ??
      (row.transactionId === undefined ? undefined : byTransaction.get(row.transactionId));
    const kind: OperationKind | undefined = entry === undefined ? undefined : operationKind(entry.endpoint);
    if (entry !== undefined && kind !== 'static-code' && taken.has(entry)) entry = undefined;
    if (entry !== undefined) taken.add(entry);
    lines.push(
      decideRow({ row, entry, kind, expectedFee: input.expectedFee?.(row), packageCurrency: input.packageCurrency }),
    );
  }
  const unmatched = input.entries.filter(
    (entry) => !taken.has(entry) && input.ofTheDay(entry) && operationKind(entry.endpoint) !== 'static-code',
  );
  return { lines, unmatched };
}
