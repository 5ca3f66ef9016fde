import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from './journal-entry-id.js';
import type { JournalIntent, JournalOutcome, JournalStatus } from './reconciliation-journal.js';

/**
 * One write of a call to its entry (opened, or closed with its outcome), serialised the same way by
 * every store: merchant data (keys, params, the record, the reason) as JSON text, so that every
 * character a call sends (NUL, lone surrogates, ...) round-trips, where a `jsonb` column or a raw
 * PostgreSQL `text` value would refuse or alter it.
 */
export interface JournalWrite {
  readonly id: string;
  readonly endpoint: string;
  /** JSON text of the keys. */
  readonly keys: string;
  /** JSON text of the params. */
  readonly params: string;
  /** `'open'`, or what the outcome closes it as. */
  readonly status: JournalStatus;
  /** Attempts to add. */
  readonly attempts: number;
  /** JSON text of the reason, or undefined to clear it. */
  readonly reason: string | undefined;
  /** JSON text of the record, or undefined to clear it. */
  readonly record: string | undefined;
  /** Whether this write opens the entry (sets `openedAt`). */
  readonly opens: boolean;
  /** When, in epoch ms: the entry's new `recordedAt`. */
  readonly at: number;
  /** Whether the entry is finished (`succeeded` or `failed`) and expires after the journal's `closedTtlMs`. */
  readonly expires: boolean;
}

/** Merchant data as the stores keep it: JSON text. */
export const toJournalText = (value: unknown): string => JSON.stringify(value);

/** The value of a text {@link toJournalText} wrote; `undefined` for an absent field. */
export function fromJournalText(text: string | null | undefined): unknown {
  return text === null || text === undefined || text === '' ? undefined : JSON.parse(text);
}

const base = (intent: JournalIntent, at: number) => ({
  id: journalEntryId(intent.endpoint, intent.keys),
  endpoint: intent.endpoint,
  keys: toJournalText(intent.keys),
  params: toJournalText(intent.params),
  at,
});

/** The write of an intent, before the first attempt. */
export function openWrite(intent: JournalIntent, at: number): JournalWrite {
  return {
    ...base(intent, at),
    status: 'open',
    attempts: 0,
    reason: undefined,
    record: undefined,
    opens: true,
    expires: false,
  };
}

/** The write that closes an intent with its outcome. */
export function closeWrite(intent: JournalIntent, outcome: JournalOutcome, at: number): JournalWrite {
  const common = { ...base(intent, at), attempts: outcome.attempts, opens: false };
  switch (outcome.status) {
    case 'succeeded':
      return {
        ...common,
        status: 'succeeded',
        reason: undefined,
        record: toJournalText(outcome.data ?? null),
        expires: true,
      };
    case 'failed':
      return {
        ...common,
        status: 'failed',
        reason: toJournalText(messageOf(outcome.error)),
        record: undefined,
        expires: true,
      };
    case 'unknown':
      return {
        ...common,
        status: 'pending',
        reason: toJournalText(messageOf(outcome.error)),
        record: undefined,
        expires: false,
      };
  }
}

/** The write of an unknown outcome reported by `hooks.outcomeUnknown`. */
export function unknownWrite(event: OutcomeUnknownEvent, at: number): JournalWrite {
  return closeWrite(event, { status: 'unknown', attempts: event.attempts, error: event.error }, at);
}

/** The message of an error, as a reason: never more than the error says (errors carry no secret). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
