import { type ReconcileOptions, type ReconcileResult, reconcile } from '../journal/reconcile.js';
import type { JournalStatus } from '../journal/reconciliation-journal.js';

/** Options of a scheduled reconcile: those of `reconcile()`, and where its results go. */
export interface ScheduledReconcileOptions extends ReconcileOptions {
  /**
   * Called with the entries each run settled (or looked up and left as they were), e.g. to mark orders
   * paid or to alert on what is still unknown. Runs inside the lock: the next run waits for it.
   */
  readonly onResults?: (results: readonly ReconcileResult[]) => void | Promise<void>;
  /** Where each run's one-line summary goes. Default `console.info`; a failed run goes to `console.error`. */
  readonly log?: (line: string) => void;
}

/** What one scheduled run did: how many entries it looked up, by the status each has now. A job's return value. */
export interface ReconcileSummary {
  /** How many entries the run looked up. */
  readonly entries: number;
  /** How many of them have each status now. */
  readonly statuses: Readonly<Partial<Record<JournalStatus, number>>>;
  /** How long the run took, in ms (`onResults` excepted). */
  readonly durationMs: number;
}

/** Runs `reconcile()` once, logs a summary line and hands the results to `onResults`; a failure is logged and rethrown. */
export async function runScheduledReconcile(options: ScheduledReconcileOptions): Promise<ReconcileSummary> {
  const started = Date.now();
  const log = options.log ?? console.info;
  let results: readonly ReconcileResult[];
  try {
    results = await reconcile(options);
  } catch (error) {
    (options.log ?? console.error)(
      `[lintas] reconcile failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
  const statuses: Partial<Record<JournalStatus, number>> = {};
  for (const { entry } of results) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
  const summary = { entries: results.length, statuses, durationMs: Date.now() - started };
  const counts = Object.entries(statuses).map(([status, count]) => `${status} ${count}`);
  log(
    `[lintas] reconcile: ${summary.entries} entries in ${summary.durationMs} ms${counts.length ? ` (${counts.join(', ')})` : ''}`,
  );
  await options.onResults?.(results);
  return summary;
}
