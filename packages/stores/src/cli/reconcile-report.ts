import type { ReconcileResult } from '../journal/reconcile.js';
import type { JournalEntry, JournalStatus } from '../journal/reconciliation-journal.js';

/** The outcome classes an operator acts on, in the order the summary lists them. */
const classes = [
  ['committed', 'committed', 'the gateway holds it: amount and every field its status check returns matching'],
  ['not-committed', 'not committed', "nothing found after the gateway's window: nothing moved"],
  ['unknown', 'needs a person', 'other terms under these keys, an unconfirmed amount, or no status check'],
  ['unsettled', 'not settled yet', 'not found yet, or the lookup failed: run again later'],
] as const;

/** What an operator does with an entry after a run. */
export type OutcomeClass = (typeof classes)[number][0];

/** The class of an entry's status: pending and open entries are not settled yet. */
export const classOf = (status: JournalStatus): OutcomeClass =>
  status === 'committed' || status === 'not-committed' || status === 'unknown' ? status : 'unsettled';

/** How the summary names a class. */
export const labelOf = (outcome: OutcomeClass): string => classes.find(([name]) => name === outcome)?.[1] ?? outcome;

/** Entries earlier runs left to a person, listed beside this run's. */
export interface Waiting {
  readonly unknown: readonly JournalEntry[];
}

/** The run's summary for a terminal: counts per class, then the entries an operator acts on. */
export function textReport(where: string, results: readonly ReconcileResult[], waiting: Waiting): string {
  const count = (outcome: OutcomeClass) => results.filter((result) => classOf(result.entry.status) === outcome).length;
  const lines = [
    `Reconciled ${results.length} ${results.length === 1 ? 'entry' : 'entries'} of the journal at ${where}:`,
  ];
  for (const [name, label, meaning] of classes)
    lines.push(`  ${label.padEnd(16)} ${String(count(name)).padStart(4)}   ${meaning}`);
  const fresh = new Set(results.map((result) => result.entry.id));
  const earlier = waiting.unknown.filter((entry) => !fresh.has(entry.id)).length;
  if (earlier > 0) lines.push(`  and from earlier runs: ${earlier} needing a person`);
  const committed = results.filter((result) => result.entry.status === 'committed' && result.entry.unconfirmed);
  if (committed.length > 0) {
    lines.push('', 'Committed, with fields its status check does not return (nothing confirms them):');
    for (const { entry } of committed) lines.push(`  ${entry.id}`, `    ${entry.unconfirmed?.join(', ') ?? ''}`);
  }
  const notCommitted = results.filter((result) => result.entry.status === 'not-committed');
  if (notCommitted.length > 0) {
    lines.push(
      '',
      'Not committed (nothing moved; make it again only if your application still wants it, with the same keys):',
    );
    for (const { entry } of notCommitted) lines.push(`  ${entry.id}`);
  }
  if (waiting.unknown.length > 0) {
    lines.push('', 'Needs a person (check each with the gateway, e.g. in its dashboard, by its keys):');
    for (const entry of waiting.unknown) lines.push(`  ${entry.id}`, `    ${entry.note ?? ''}`);
  }
  const unsettled = results.filter((result) => classOf(result.entry.status) === 'unsettled');
  if (unsettled.length > 0) {
    lines.push('', 'Not settled yet (run again later):');
    for (const { entry } of unsettled) lines.push(`  ${entry.id}`, `    ${entry.note ?? ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The run's result for scripts (`--json`): the counts, each entry of the run, and those waiting for a person. */
export function jsonReport(results: readonly ReconcileResult[], waiting: Waiting) {
  const summary = Object.fromEntries(
    classes.map(([name]) => [name, results.filter((result) => classOf(result.entry.status) === name).length]),
  );
  const describe = (entry: JournalEntry) => ({
    id: entry.id,
    endpoint: entry.endpoint,
    keys: entry.keys,
    status: entry.status,
    outcome: classOf(entry.status),
    params: entry.params,
    ...(entry.note === undefined ? {} : { note: entry.note }),
    ...(entry.record === undefined ? {} : { record: entry.record }),
    ...(entry.unconfirmed === undefined ? {} : { unconfirmed: entry.unconfirmed }),
  });
  return {
    summary,
    entries: results.map((result) => describe(result.entry)),
    waiting: { unknown: waiting.unknown.map(describe) },
  };
}
