// The store-agnostic part: the reconciliation journal's contract and `reconcile()`. The stores
// themselves are in `@lintas/stores/redis` and `@lintas/stores/postgres`.

export { journalEntryId } from './journal/journal-entry-id.js';
export type { JournalOptions } from './journal/journal-options.js';
export { JournalTimeoutError } from './journal/journal-timeout-error.js';
export type { EvidenceQuery, NotificationEvidenceReader } from './journal/notification-evidence.js';
export { type ReconcileClient, type ReconcileOptions, type ReconcileResult, reconcile } from './journal/reconcile.js';
export type {
  JournalEntry,
  JournalIntent,
  JournalListOptions,
  JournalOpenOptions,
  JournalOutcome,
  JournalSettlement,
  JournalStatus,
  ReconciliationJournal,
} from './journal/reconciliation-journal.js';
