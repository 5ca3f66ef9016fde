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
  /** The account the call was sent for, or undefined for an event that names none. */
  readonly appId: string | undefined;
  readonly endpoint: string;
  /** JSON text of the keys. */
  readonly keys: string;
  /** JSON text of the params. */
  readonly params: string;
  /** JSON text of the call's `extraParams`, or undefined when it had none. */
  readonly extraParams: string | undefined;
  /** `'open'`, or what the outcome closes it as. */
  readonly status: JournalStatus;
  /** Attempts to add. */
  readonly attempts: number;
  /** JSON text of the reason, or undefined to clear it. */
  readonly reason: string | undefined;
  /** JSON text of the record, or undefined to clear it. */
  readonly record: string | undefined;
  /** JSON text of the `keyId` that signed the call's last request, or undefined to clear it. */
  readonly keyId: string | undefined;
  /** When, in epoch ms: the entry's new `recordedAt` (and `openedAt` for an open). */
  readonly at: number;
  /** Whether the entry is finished (committed by its call, or failed) and expires after the journal's `closedTtlMs`. */
  readonly expires: boolean;
  /**
   * What the write is: an open (stores `token`, and is skipped when a newer open holds the entry), the
   * close of the open that stored `token` (skipped when another open holds the entry since, and once
   * written, so writing it twice changes nothing), or a write that applies whatever the entry holds
   * (an unknown outcome from a hook, or a close of an intent this process did not open).
   */
  readonly kind: 'open' | 'close' | 'record';
  /** The open's token: stored by an open, matched by its close. */
  readonly token: string | undefined;
}

/** Merchant data as the stores keep it: JSON text. */
export const toJournalText = (value: unknown): string => JSON.stringify(value);

/** The value of a text {@link toJournalText} wrote; `undefined` for an absent field. */
export function fromJournalText(text: string | null | undefined): unknown {
  return text === null || text === undefined || text === '' ? undefined : JSON.parse(text);
}

const base = (intent: JournalIntent, at: number) => ({
  id: journalEntryId(intent.endpoint, intent.keys, intent.appId),
  appId: intent.appId,
  endpoint: intent.endpoint,
  keys: toJournalText(intent.keys),
  params: toJournalText(intent.params),
  extraParams: intent.extraParams === undefined ? undefined : toJournalText(intent.extraParams),
  at,
});

/** The write of an intent, before the first attempt, under the open's `token`. */
export function openWrite(intent: JournalIntent, at: number, token: string): JournalWrite {
  return {
    ...base(intent, at),
    status: 'open',
    attempts: 0,
    reason: undefined,
    record: undefined,
    keyId: undefined,
    expires: false,
    kind: 'open',
    token,
  };
}

/**
 * The write that closes an intent with its outcome: the close of the open that stored `token`, or,
 * without one, a write whatever the entry holds.
 */
export function closeWrite(
  intent: JournalIntent,
  outcome: JournalOutcome,
  at: number,
  token: string | undefined,
): JournalWrite {
  const common = {
    ...base(intent, at),
    attempts: outcome.attempts,
    keyId: outcome.keyId === undefined ? undefined : toJournalText(outcome.keyId),
    kind: token === undefined ? ('record' as const) : ('close' as const),
    token,
  };
  switch (outcome.status) {
    case 'succeeded':
      return {
        ...common,
        status: 'committed',
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
  const { attempts, error, keyId } = event;
  return closeWrite(
    event,
    { status: 'unknown', attempts, error, ...(keyId === undefined ? {} : { keyId }) },
    at,
    undefined,
  );
}

/** The message of an error, as a reason: never more than the error says (errors carry no secret). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
