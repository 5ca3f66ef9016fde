import type { JournalEntry } from '@lintas/stores';
import type { ReportRow } from '../package/read-detail-rows.js';
import type { DayLine, DayLineKind } from './day-line.js';
import { decideRow } from './decide-row.js';
import { HeldLines } from './held-lines.js';
import { operationKind } from './operation-kind.js';
import type { RowStore } from './row-store.js';

/** What {@link matchDay} matches the package's rows with. */
export interface MatchDayInput {
  /** The package's rows, all read. */
  readonly rows: RowStore;
  /** The journal's candidate entries, a page at a time. */
  readonly pages: AsyncIterable<readonly JournalEntry[]>;
  /** True for an entry of the day itself, whose absence from the package counts. */
  readonly ofTheDay: (entry: JournalEntry) => boolean;
  readonly expectedFee?: ((row: ReportRow) => number | undefined) | undefined;
  /** The package's currency: the journaled call's when its entry names none. */
  readonly packageCurrency: string | undefined;
  /** Every line as it is decided, matched ones included. */
  readonly onLine?: ((line: DayLine) => void) | undefined;
  /** How many journal entries were read so far. */
  readonly onEntries?: ((read: number) => void) | undefined;
  /** Where the lines that are not matched are held. Default: all of them. */
  readonly held?: HeldLines;
}

/** The rows matched with the journal: the lines that are not matched, every line counted, and the day's entries no row named. */
export interface DayMatch {
  readonly lines: readonly DayLine[];
  readonly counts: Record<DayLineKind, number>;
  /** Entries of the day (not only of its margins) that no row of the package names: to look up. */
  readonly unmatched: readonly JournalEntry[];
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
 * Matches the day a journal page at a time: each entry takes the row of its order id not taken yet (a
 * static code's entry every row of its order id), and the pair is decided (`decideRow`); an entry no
 * order id names is tried by its transaction id once the journal is read; every row left is
 * `'missing-in-journal'`. Matched lines are counted and passed to `onLine`, never held.
 */
export async function matchDay(input: MatchDayInput): Promise<DayMatch> {
  const counts: Record<DayLineKind, number> = {
    matched: 0,
    'missing-in-journal': 0,
    'missing-in-report': 0,
    differs: 0,
    'not-settled': 0,
  };
  const held = input.held ?? new HeldLines();
  // Each row is decided from a view the store reuses: a row is copied only for a line kept or handed
  // out, so a million matched rows cost no million copies.
  const decide = (index: number, entry: JournalEntry | undefined, order?: string) => {
    if (entry !== undefined) input.rows.take(index);
    const kind = entry === undefined ? undefined : operationKind(entry.endpoint);
    const expectedFee = input.expectedFee?.(input.rows.row(index));
    const view = input.rows.view(index, order);
    const decided = decideRow({ row: view, entry, kind, expectedFee, packageCurrency: input.packageCurrency });
    counts[decided.kind] += 1;
    if (decided.kind === 'matched' && input.onLine === undefined) return;
    const line = { ...decided, row: { ...view } };
    input.onLine?.(line);
    if (line.kind !== 'matched') held.add(line);
  };
  const waiting: JournalEntry[] = [];
  let read = 0;
  for await (const page of input.pages) {
    for (const entry of page) {
      const order = orderIdOf(entry);
      if (operationKind(entry.endpoint) === 'static-code') {
        if (order !== undefined) for (const index of input.rows.untakenOf(order)) decide(index, entry, order);
        continue;
      }
      const index = order === undefined ? -1 : input.rows.firstUntakenOf(order);
      if (index >= 0) decide(index, entry, order);
      else if (input.ofTheDay(entry) || transactionIdOf(entry) !== undefined) waiting.push(entry);
    }
    read += page.length;
    input.onEntries?.(read);
  }
  const unmatched = matchByTransaction(input, waiting, decide);
  for (const index of input.rows.untaken()) decide(index, undefined);
  return { lines: held.lines(), counts, unmatched };
}

/** Entries no order id named, tried by their transaction id; the day's entries left, to look up. */
function matchByTransaction(
  input: MatchDayInput,
  waiting: readonly JournalEntry[],
  decide: (index: number, entry: JournalEntry) => void,
): JournalEntry[] {
  const byTransaction = new Map<string, number>();
  if (waiting.some((entry) => transactionIdOf(entry) !== undefined))
    for (const index of input.rows.untaken()) {
      const id = input.rows.view(index).transactionId;
      if (id !== undefined && !byTransaction.has(id)) byTransaction.set(id, index);
    }
  const unmatched: JournalEntry[] = [];
  for (const entry of waiting) {
    const id = transactionIdOf(entry);
    const index = id === undefined ? undefined : byTransaction.get(id);
    if (index !== undefined) {
      byTransaction.delete(id as string);
      decide(index, entry);
    } else if (input.ofTheDay(entry)) unmatched.push(entry);
  }
  return unmatched;
}
