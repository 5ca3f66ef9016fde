import type { CallIntent, CallJournal, CallOutcome } from '@lintas/core';
import type { JournalEntry, JournalStatus } from '@lintas/stores';

/** The demo's journal: the client's write-ahead entries, listed by status as `@lintas/end-of-day` reads them. */
export interface DemoJournal extends CallJournal {
  list(status: JournalStatus, options?: { readonly limit?: number }): Promise<readonly JournalEntry[]>;
}

const idOf = (intent: CallIntent) =>
  `${intent.endpoint}?${new URLSearchParams(
    Object.keys(intent.keys)
      .sort()
      .map((name) => [name, String(intent.keys[name])]),
  ).toString()}`;

const statusOf = (outcome: CallOutcome): JournalStatus =>
  outcome.status === 'succeeded' ? 'committed' : outcome.status === 'failed' ? 'failed' : 'pending';

/**
 * A journal kept in this process's memory, for the demo only: it shows what a journal is for, and is
 * lost with the process. A merchant's journal is durable and shared: `createRedisJournal` or
 * `createPostgresJournal` of `@lintas/stores`.
 */
export function createMemoryJournal(now: () => number = Date.now): DemoJournal {
  const entries = new Map<string, JournalEntry>();
  return {
    async open(intent) {
      const at = now();
      entries.set(idOf(intent), {
        id: idOf(intent),
        endpoint: intent.endpoint,
        keys: intent.keys,
        params: intent.params,
        status: 'open',
        attempts: 0,
        openedAt: at,
        recordedAt: at,
        firstRecordedAt: entries.get(idOf(intent))?.firstRecordedAt ?? at,
        checks: 0,
      });
    },
    async close(intent, outcome) {
      const entry = entries.get(idOf(intent));
      if (entry === undefined) return;
      const record = outcome.status === 'succeeded' ? { record: outcome.data } : {};
      entries.set(entry.id, {
        ...entry,
        ...record,
        status: statusOf(outcome),
        attempts: outcome.attempts,
        recordedAt: now(),
      });
    },
    async list(status, options = {}) {
      return [...entries.values()].filter((entry) => entry.status === status).slice(0, options.limit ?? 100);
    },
  };
}
