import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from './journal-entry-id.js';
import type { ReconciliationJournal } from './reconciliation-journal.js';

/** `journal.record` as a client hook: a failure to record is reported, never thrown into the call. */
export function journalHook(
  record: ReconciliationJournal['record'],
  onError: (error: unknown, entryId: string) => void,
): (event: OutcomeUnknownEvent) => Promise<void> {
  return async (event) => {
    try {
      await record(event);
    } catch (error) {
      report(onError, error, journalEntryId(event.endpoint, event.keys));
    }
  };
}

/**
 * Runs `write`, a close of the entry `entryId`; if it fails, reports the failure to `onError` and
 * rejects with it. The client ignores a failed close (the entry stays open for `reconcile()`), so
 * `onError` is where the merchant hears of it.
 */
export async function reportedClose(
  write: () => Promise<unknown>,
  onError: (error: unknown, entryId: string) => void,
  entryId: string,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    report(onError, error, entryId);
    throw error;
  }
}

function report(onError: (error: unknown, entryId: string) => void, error: unknown, entryId: string): void {
  try {
    onError(error, entryId);
  } catch {
    // Reporting must never change the call's outcome.
  }
}
