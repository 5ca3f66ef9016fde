import type { CallOutcome, CallRecord, HistoryEntry } from './api-types.js';
import type { Operation } from './catalog.js';
import { curlOf, typescriptOf } from './snippets.js';

/** How many calls the history keeps (the oldest go first). */
const KEPT = 200;

/** The calls the console made, newest first, each with what it sent and got and its snippets. */
export interface CallHistory {
  /** Records a call that started at `at` (epoch ms) and answers its record. */
  add(
    operation: Operation,
    params: Record<string, unknown>,
    outcome: CallOutcome,
    at: number,
    durationMs: number,
  ): CallRecord;
  /** The calls, newest first, as the list shows them. */
  list(): HistoryEntry[];
  /** One call in full. */
  get(id: number): CallRecord | undefined;
  /** Every call kept, in full, newest first (for an export). */
  records(): readonly CallRecord[];
}

/** The line a call's outcome shows in the list: `resolved`, or its error's name and code. */
function verdictOf(outcome: CallOutcome): string {
  if (!outcome.error) return 'resolved';
  return outcome.error.code === undefined ? outcome.error.name : `${outcome.error.name} ${outcome.error.code}`;
}

/** Creates an empty {@link CallHistory} of calls to `baseUrl`. */
export function createCallHistory(baseUrl: string): CallHistory {
  const records: CallRecord[] = [];
  let next = 0;
  const entryOf = ({ id, at, family, name, durationMs, outcome }: CallRecord): HistoryEntry => ({
    id,
    at,
    family,
    name,
    durationMs,
    ok: !outcome.error,
    verdict: verdictOf(outcome),
    attempts: outcome.exchanges.length,
  });
  return {
    add(operation, params, outcome, at, durationMs) {
      next += 1;
      const attempts = outcome.exchanges.length;
      const record: CallRecord = {
        id: next,
        at,
        family: operation.family,
        name: operation.name,
        path: operation.path,
        params,
        outcome,
        durationMs,
        curl: outcome.exchanges.map((exchange, index) => curlOf(exchange, baseUrl, index + 1, attempts)),
        typescript: typescriptOf(operation, params),
      };
      records.unshift(record);
      records.length = Math.min(records.length, KEPT);
      return record;
    },
    list: () => records.map(entryOf),
    get: (id) => records.find((record) => record.id === id),
    records: () => [...records],
  };
}
