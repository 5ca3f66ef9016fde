import { randomUUID } from 'node:crypto';
import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from './journal-entry-id.js';
import { type JournalOptions, journalDefaults } from './journal-options.js';
import { JournalTimeoutError, withDeadline } from './journal-timeout-error.js';
import { closeWrite, type JournalWrite, messageOf, openWrite, unknownWrite } from './journal-write.js';
import { readInTime } from './read-in-time.js';
import type {
  JournalEntry,
  JournalIntent,
  JournalListOptions,
  JournalOutcome,
  JournalSettlement,
  JournalStatus,
  ReconciliationJournal,
} from './reconciliation-journal.js';
import { unwrittenOutcomes } from './unwritten-outcomes.js';
import { writeInTime } from './write-in-time.js';

/** What a store does, unbounded: each method is one atomic change or read. */
export interface JournalBackend {
  /** Names the store in errors: `Redis (keys lintas:journal:*)`, `PostgreSQL (table lintas_outcome_journal)`. */
  readonly store: string;
  /** Applies a write (see `JournalWrite.kind` for when it is skipped). */
  write(change: JournalWrite): Promise<void>;
  /** Applies a write that is never skipped (`kind: 'record'`) and reads the entry back. */
  writeAndRead(change: JournalWrite): Promise<JournalEntry>;
  get(id: string): Promise<JournalEntry | undefined>;
  list(status: JournalStatus, options: JournalListOptions): Promise<readonly JournalEntry[]>;
  settle(id: string, settlement: JournalSettlement): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * The journal of a store, its writes bounded by `timeoutMs` (and an open's `signal`): an open the
 * store does not confirm in time rejects, and is closed as failed (nothing sent) if it lands later;
 * a close or an unknown outcome it does not confirm in time is kept and written again until it does.
 * Its reads, settlements and removals (what `reconcile()` does) are tried while there is time, and
 * reject with `JournalTimeoutError`, naming the store, when it does not answer in time.
 * Each open stores a token of its own that only its close matches, so a late or repeated close never
 * overwrites a later call of the same operation, and is written once.
 */
export function boundedJournal(backend: JournalBackend, options: JournalOptions): ReconciliationJournal {
  const { timeoutMs, onError, now } = journalDefaults(options);
  const report = (error: unknown, entryId: string) => {
    try {
      onError(error, entryId);
    } catch {
      // Reporting must never change the call's outcome.
    }
  };
  const { store } = backend;
  const bounded = <TValue>(work: Promise<TValue>, what: string) => withDeadline(work, { store, timeoutMs, what });
  const inTime = <TValue>(read: () => Promise<TValue>, what: string) => readInTime(read, { store, timeoutMs, what });
  const unwritten = unwrittenOutcomes(
    (change) => bounded(backend.write(change), `the outcome of ${change.id}`),
    report,
  );
  // The token of each intent this process opened, until its close.
  const tokens = new WeakMap<JournalIntent, string>();

  /** Writes `change` in time, or keeps it for later and reports why. */
  async function writeOrKeep(change: JournalWrite): Promise<void> {
    try {
      await bounded(backend.write(change), `the outcome of ${change.id}`);
    } catch (error) {
      report(error, change.id);
      unwritten.add(change);
    }
  }

  async function record(event: OutcomeUnknownEvent): Promise<JournalEntry> {
    const change = unknownWrite(event, now());
    try {
      return await bounded(backend.writeAndRead(change), `the outcome of ${change.id}`);
    } catch (error) {
      unwritten.add(change);
      throw error;
    }
  }

  return {
    async open(intent, openOptions = {}) {
      const token = randomUUID();
      const change = openWrite(intent, now(), token);
      await writeInTime(() => backend.write(change), {
        store,
        timeoutMs,
        signal: openOptions.signal,
        what: `the intent of ${change.id}`,
        // The call was not sent: an intent that lands later is closed at once as what its caller got.
        landedLate: (error) => void writeOrKeep(closeWrite(intent, notSent(error, store), now(), token)),
      });
      tokens.set(intent, token);
    },
    async close(intent, outcome) {
      const token = tokens.get(intent);
      tokens.delete(intent);
      await writeOrKeep(closeWrite(intent, outcome, now(), token));
    },
    record,
    hook: async (event) => {
      try {
        await record(event);
      } catch (error) {
        report(error, journalEntryId(event.endpoint, event.keys, event.appId));
      }
    },
    flush: () => unwritten.flush(),
    get: (id) => inTime(() => backend.get(id), `the entry ${id}`),
    list: (status, listOptions = {}) =>
      inTime(() => backend.list(status, listOptions), `the list of ${status} entries`),
    settle: (id, settlement) => inTime(() => backend.settle(id, settlement), `the settlement of ${id}`),
    remove: (id) => inTime(() => backend.remove(id), `the removal of ${id}`),
  };
}

/** The outcome of a call whose intent the journal did not confirm in time: failed, nothing sent. */
function notSent(error: unknown, store: string): JournalOutcome {
  const why = `not sent: the journal did not confirm the intent in time (${messageOf(error)})`;
  return { status: 'failed', attempts: 0, error: new JournalTimeoutError(why, { store }) };
}
