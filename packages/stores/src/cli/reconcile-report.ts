import type { ReconcileResult } from '../journal/reconcile.js';
import type { JournalEntry, JournalStatus } from '../journal/reconciliation-journal.js';

/** The outcome classes an operator acts on, in the order the summary lists them, with what each means. */
const classes = [
  ['committed', 'committed', 'the gateway holds it'],
  ['not-committed', 'not committed', 'nothing under its keys once no request could still arrive: nothing moved'],
  ['abandoned', 'abandoned', 'nothing the gateway answered reached anyone: nobody can use it, nothing moved'],
  ['unknown', 'needs a person', 'other terms under its keys, an amount nothing confirms, or no way to settle it'],
  ['unsettled', 'not settled yet', 'not found yet, the lookup failed, or sending it again is not allowed'],
  ['other-account', 'not this account', "another merchant account's, or journaled before entries named one"],
] as const;

/** What an operator does with an entry after a run. */
export type OutcomeClass = (typeof classes)[number][0];

/** The class of an entry's status: pending and open entries are not settled yet. */
export const classOf = (status: JournalStatus): OutcomeClass =>
  status === 'committed' || status === 'not-committed' || status === 'unknown' || status === 'abandoned'
    ? status
    : 'unsettled';

/** The class of a result: another account's entry is listed apart, whatever its status. */
export const classOfResult = (result: ReconcileResult): OutcomeClass =>
  result.account === undefined ? classOf(result.entry.status) : 'other-account';

/** How the summary names a class. */
export const labelOf = (outcome: OutcomeClass): string => classes.find(([name]) => name === outcome)?.[1] ?? outcome;

/** Entries earlier runs left to a person, listed beside this run's. */
export interface Waiting {
  readonly unknown: readonly JournalEntry[];
}

/** The run's summary for a terminal: counts per class, then each entry with why and what to do. */
export function textReport(where: string, results: readonly ReconcileResult[], waiting: Waiting): string {
  const count = (outcome: OutcomeClass) => results.filter((result) => classOfResult(result) === outcome).length;
  const lines = [
    `Reconciled ${results.length} ${results.length === 1 ? 'entry' : 'entries'} of the journal at ${where}:`,
  ];
  for (const [name, label, meaning] of classes)
    lines.push(`  ${label.padEnd(16)} ${String(count(name)).padStart(4)}   ${meaning}`);
  const fresh = new Set(results.map((result) => result.entry.id));
  const earlier = waiting.unknown.filter((entry) => !fresh.has(entry.id));
  if (earlier.length > 0) lines.push(`  and from earlier runs: ${earlier.length} needing a person`);
  for (const [name, label] of classes) {
    const listed = results.filter((result) => classOfResult(result) === name);
    if (listed.length === 0) continue;
    lines.push('', `${label[0]?.toUpperCase()}${label.slice(1)}:`);
    for (const result of listed) lines.push(...entryLines(result));
  }
  if (earlier.length > 0) {
    lines.push('', 'Needs a person, from earlier runs:');
    for (const entry of earlier)
      lines.push(`  ${entry.id}`, ...(entry.note ? [`    why: ${entry.note}`] : []), `    to do: ${personStep}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What a person does with an entry earlier runs left to one. */
const personStep = 'a person checks it with the gateway, in its dashboard, by its keys: the note says why';

/** One result as the summary lists it: its id, why (its note, how it was settled), and what to do. */
function entryLines({ entry, settledBy, next }: ReconcileResult): string[] {
  const how = settledBy === undefined ? '' : ` (by ${settledBy})`;
  return [`  ${entry.id}${how}`, ...(entry.note ? [`    why: ${entry.note}`] : []), `    to do: ${next}`];
}

/** The run's result for scripts (`--json`): the counts, each entry of the run, and those waiting for a person. */
export function jsonReport(results: readonly ReconcileResult[], waiting: Waiting) {
  const summary = Object.fromEntries(
    classes.map(([name]) => [name, results.filter((result) => classOfResult(result) === name).length]),
  );
  const describe = (entry: JournalEntry) => ({
    id: entry.id,
    ...(entry.appId === undefined ? {} : { appId: entry.appId }),
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
    entries: results.map((result) => ({
      ...describe(result.entry),
      outcome: classOfResult(result),
      ...(result.settledBy === undefined ? {} : { settledBy: result.settledBy }),
      ...(result.wouldResend === undefined ? {} : { wouldResend: result.wouldResend }),
      next: result.next,
    })),
    waiting: { unknown: waiting.unknown.map((entry) => ({ ...describe(entry), next: personStep })) },
  };
}
