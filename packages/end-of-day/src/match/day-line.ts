import type { JournalStatus } from '@lintas/stores';
import type { ReportRow } from '../package/read-detail-rows.js';

/**
 * What one transaction came to:
 * - `'matched'`: in the package and in the journal, amount (and fee, when checked) equal;
 * - `'missing-in-journal'`: in the package (the gateway settled it) but not in your journal;
 * - `'missing-in-report'`: in your journal, settled at the gateway (or not known not to be), but not in
 *   the package;
 * - `'differs'`: in both, with another currency, amount, fee, transaction id, or a journal that says
 *   nothing moved;
 * - `'not-settled'`: in your journal, and the gateway's status check shows it did not settle (still
 *   pending, failed, closed): nothing to match, not a difference.
 */
export type DayLineKind = 'matched' | 'missing-in-journal' | 'missing-in-report' | 'differs' | 'not-settled';

/** The kinds that are differences: a person looks at each. */
export const differenceKinds: readonly DayLineKind[] = ['missing-in-journal', 'missing-in-report', 'differs'];

/** A journal entry as a line shows it. */
export interface LineEntry {
  readonly id: string;
  readonly endpoint: string;
  readonly keys: Readonly<Record<string, string | number>>;
  readonly status: JournalStatus;
}

/** One field that differs between the package and the journal. */
export interface FieldDifference {
  readonly field: 'amount' | 'currency' | 'fee' | 'transactionId' | 'status';
  /** What the package says. */
  readonly report: string | number | undefined;
  /** What the journal (or your `expectedFee`) says. */
  readonly journal: string | number | undefined;
}

/** One line of a day's reconciliation. */
export interface DayLine {
  readonly kind: DayLineKind;
  /** The package's row, when the transaction is in the package. */
  readonly row?: ReportRow;
  /** The journal's entry, when the transaction is in the journal. */
  readonly entry?: LineEntry;
  /** What differs, for `'differs'`. */
  readonly differences?: readonly FieldDifference[];
  /** Why, for a person. */
  readonly note?: string;
}
