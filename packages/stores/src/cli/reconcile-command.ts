import { parseArgs } from 'node:util';
import { type AnyEndpoint, createClientFromEnv } from '@lintas/core';
import { type ReconcileResult, reconcile } from '../journal/reconcile.js';
import type { JournalEntry, JournalStatus } from '../journal/reconciliation-journal.js';
import { familyPackages } from './family-packages.js';
import { importFromProject } from './import-from-project.js';
import { openJournalStore } from './open-journal-store.js';
import { isDateRun, runReconcileDate } from './reconcile-date.js';

/** Where `lintas reconcile` runs: its arguments, environment, folder and output. */
export interface ReconcileCommandContext {
  /** The arguments after `reconcile`. */
  readonly argv: readonly string[];
  /** Environment variables: `LINTAS_*` and `LINTAS_JOURNAL_URL`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The merchant's project: its plugins and database client are loaded from there. */
  readonly cwd: string;
  /** Writes the summary (or the JSON) to standard output. */
  readonly stdout: (text: string) => void;
  /** Writes progress and errors to standard error. */
  readonly stderr: (text: string) => void;
  /** Whether standard error is a terminal: `--date` draws a progress bar only then. */
  readonly isTTY?: boolean;
}

/** The usage of `lintas reconcile`. */
export const reconcileUsage = `Usage: lintas reconcile [--store <url>] [--prefix <prefix> | --table <table>] [--json]
                        [--limit <n>] [--window-minutes <n>] [--abandoned-after-minutes <n>]

Settles the journal of money-moving calls after an incident (a crash, a deploy, an outage): every call
whose outcome is unknown, and every call still open after its process died, is looked up at the gateway
through its status check, by its keys. Each ends committed (the gateway holds it, with the amount and
every field its check returns matching), not committed (nothing found after the gateway's window:
nothing moved; whether to make it again is your application's decision), needs a person (other terms
under these keys, an amount the check cannot confirm, or no status check), or not settled yet (run again
later). A call whose caller was told it failed is never looked up, and never advised to be sent again.

End of day: lintas reconcile --date <yyyy-MM-dd> matches a day's reconciliation package with the
journal (needs @lintas/end-of-day; lintas reconcile --date --help).

Reads LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY (the merchant whose calls were journaled),
and the journal's URL from --store or LINTAS_JOURNAL_URL: redis://, rediss://, postgres:// or
postgresql://. Uses the project's installed family packages (@lintas/philippines, ...) and its redis,
ioredis or pg package.

  --store <url>                    the journal's server (default: LINTAS_JOURNAL_URL)
  --prefix <prefix>                Redis key prefix of the journal (default lintas:journal:)
  --table <table>                  PostgreSQL table of the journal (default lintas_outcome_journal)
  --json                           print the result as JSON, for scripts
  --limit <n>                      at most n entries this run (default 100)
  --window-minutes <n>             the gateway's window for a request in flight (default 10)
  --abandoned-after-minutes <n>    an open call older than this is taken as abandoned (default 10)`;

/** The outcome classes an operator acts on, in the order the summary lists them. */
const classes = [
  ['committed', 'committed', 'the gateway holds it: amount and every field its status check returns matching'],
  ['not-committed', 'not committed', "nothing found after the gateway's window: nothing moved"],
  ['unknown', 'needs a person', 'other terms under these keys, an unconfirmed amount, or no status check'],
  ['unsettled', 'not settled yet', 'not found yet, or the lookup failed: run again later'],
] as const;

type OutcomeClass = (typeof classes)[number][0];

const classOf = (status: JournalStatus): OutcomeClass =>
  status === 'committed' || status === 'not-committed' || status === 'unknown' ? status : 'unsettled';

/**
 * Runs `lintas reconcile` (core's `lintas` command hands it over when `@lintas/stores` is installed):
 * resolves with the exit code, 0 when the run completed (whatever it found), 1 when it could not run,
 * 2 for wrong arguments.
 */
export async function runReconcileCommand(context: ReconcileCommandContext): Promise<number> {
  // `--date`: end of day, matching a day's package with the journal (`@lintas/end-of-day`).
  if (isDateRun(context.argv)) return runReconcileDate(context, familyPlugins);
  const { stdout, stderr } = context;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: context.argv.filter((arg) => arg !== '--'),
      options: {
        store: { type: 'string' },
        prefix: { type: 'string' },
        table: { type: 'string' },
        json: { type: 'boolean' },
        limit: { type: 'string' },
        'window-minutes': { type: 'string' },
        'abandoned-after-minutes': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    stderr(`lintas reconcile: ${(error as Error).message}\n\n${reconcileUsage}\n`);
    return 2;
  }
  if (values.help) {
    stdout(`${reconcileUsage}\n`);
    return 0;
  }
  const numbers: Record<string, number> = {};
  for (const [name, fallback] of [
    ['limit', 100],
    ['window-minutes', 10],
    ['abandoned-after-minutes', 10],
  ] as const) {
    const given = values[name];
    const value = given === undefined ? fallback : Number(given);
    if (!Number.isFinite(value) || value < 0 || (name === 'limit' && (!Number.isInteger(value) || value < 1))) {
      stderr(
        `lintas reconcile: --${name} must be a ${name === 'limit' ? 'positive integer' : 'number of minutes, 0 or more'}, got ${String(given)}\n`,
      );
      return 2;
    }
    numbers[name] = value;
  }
  const url = (typeof values.store === 'string' ? values.store : undefined) ?? context.env.LINTAS_JOURNAL_URL;
  if (url === undefined || url.trim() === '') {
    stderr(
      'lintas reconcile: no journal: pass --store <url> or set LINTAS_JOURNAL_URL (redis://... or postgres://...)\n',
    );
    return 2;
  }

  let store: Awaited<ReturnType<typeof openJournalStore>> | undefined;
  try {
    const client = await createClientFromEnv({ env: context.env });
    const endpoints = await familyPlugins(context.cwd);
    store = await openJournalStore(
      {
        url: url.trim(),
        prefix: typeof values.prefix === 'string' ? values.prefix : undefined,
        table: typeof values.table === 'string' ? values.table : undefined,
      },
      context.cwd,
    );
    const { journal } = store;
    stderr(
      `lintas reconcile: journal at ${store.where}, families ${endpoints.map((plugin) => plugin.name).join(', ') || 'none'}\n`,
    );
    const minute = 60_000;
    const results = await reconcile({
      client,
      journal,
      endpoints,
      limit: numbers.limit ?? 100,
      windowMs: (numbers['window-minutes'] ?? 10) * minute,
      abandonedAfterMs: (numbers['abandoned-after-minutes'] ?? 10) * minute,
      onSettled: (result, done, total) =>
        stderr(`[${done}/${total}] ${labelOf(classOf(result.entry.status)).padEnd(15)} ${result.entry.id}\n`),
    });
    const waiting = { unknown: await journal.list('unknown', { limit: 1000 }) };
    stdout(
      values.json
        ? `${JSON.stringify(jsonReport(results, waiting), null, 2)}\n`
        : textReport(store.where, results, waiting),
    );
    return 0;
  } catch (error) {
    stderr(`lintas reconcile: ${(error as Error)?.message ?? String(error)}\n`);
    return 1;
  } finally {
    await store?.close().catch(() => undefined);
  }
}

interface FamilyPlugin {
  readonly name: string;
  readonly endpoints: Readonly<Record<string, AnyEndpoint>>;
}

/** Every family plugin the project has installed. */
export async function familyPlugins(cwd: string): Promise<FamilyPlugin[]> {
  const plugins: FamilyPlugin[] = [];
  for (const name of familyPackages) {
    const module = await importFromProject(name, cwd);
    for (const value of Object.values(module ?? {})) {
      if (typeof value === 'object' && value !== null && 'endpoints' in value && 'name' in value)
        plugins.push(value as FamilyPlugin);
    }
  }
  return plugins;
}

const labelOf = (outcome: OutcomeClass): string => classes.find(([name]) => name === outcome)?.[1] ?? outcome;

interface Waiting {
  readonly unknown: readonly JournalEntry[];
}

function textReport(where: string, results: readonly ReconcileResult[], waiting: Waiting): string {
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

function jsonReport(results: readonly ReconcileResult[], waiting: Waiting) {
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
