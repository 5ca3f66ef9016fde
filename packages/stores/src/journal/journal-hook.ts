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
      try {
        onError(error, journalEntryId(event.endpoint, event.keys));
      } catch {
        // Reporting must never change the call's outcome.
      }
    }
  };
}
