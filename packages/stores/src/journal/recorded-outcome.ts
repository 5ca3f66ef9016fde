import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from './journal-entry-id.js';

/** What a journal writes when an outcome is recorded, serialised the same way by every store. */
export interface RecordedOutcome {
  readonly id: string;
  readonly endpoint: string;
  readonly keys: string;
  readonly params: string;
  readonly attempts: number;
  readonly reason: string;
  readonly recordedAt: number;
}

/** The columns of an event, with keys and params as JSON text. */
export function recordedOutcome(event: OutcomeUnknownEvent, now: number): RecordedOutcome {
  return {
    id: journalEntryId(event.endpoint, event.keys),
    endpoint: event.endpoint,
    keys: JSON.stringify(event.keys),
    params: JSON.stringify(event.params),
    attempts: event.attempts,
    reason: event.error.message,
    recordedAt: now,
  };
}
