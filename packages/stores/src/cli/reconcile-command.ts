import { type AnyEndpoint, createClientFromEnv } from '@lintas/core';
import { reconcile } from '../journal/reconcile.js';
import { familyPackages } from './family-packages.js';
import { importFromProject } from './import-from-project.js';
import { openJournalStore } from './open-journal-store.js';
import { parseReconcileArgs, type ReconcileArgs } from './reconcile-args.js';
import { isDateRun, runReconcileDate } from './reconcile-date.js';
import { classOfResult, jsonReport, labelOf, textReport } from './reconcile-report.js';

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
export const reconcileUsage = `Usage: lintas reconcile [--store <url>] [--prefix <prefix> | --table <table>] [--json] [--re-drive]
                        [--limit <n>] [--window-minutes <n>] [--abandoned-after-minutes <n>]

Settles the journal of money-moving calls of the merchant account LINTAS_APP_ID after an incident (a
crash, a deploy, an outage): every call whose outcome is unknown, and every call still open after its
process died, is looked up at the gateway through its status check, by its keys; an operation with no
status check settles as its family's README says (sent again with the same keys, only with --re-drive;
a harmless probe; the gateway's notification your handler's store kept; or nothing reached anyone).
Each ends committed (the gateway holds it), not committed (nothing under its keys once no request could
still arrive: nothing moved; whether to make it again is your application's decision), abandoned
(nothing the gateway answered reached anyone: nobody can use it, nothing moved), needs a person, or not
settled yet (run again later); each line says why and what to do. Another account's entries are listed,
never looked up. A call whose caller was told it failed is never looked up.

End of day: lintas reconcile --date <yyyy-MM-dd> matches a day's reconciliation package with the
journal (needs @lintas/end-of-day; lintas reconcile --date --help).

Reads LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY (the merchant whose calls were journaled),
and the journal's URL from --store or LINTAS_JOURNAL_URL: redis://, rediss://, postgres:// or
postgresql://; the notification store of the same server, under its default names, is read for the
evidence of confirmed notifications. Uses the project's installed family packages (@lintas/philippines,
...) and its redis, ioredis or pg package.

  --store <url>                    the journal's server (default: LINTAS_JOURNAL_URL)
  --prefix <prefix>                Redis key prefix of the journal (default lintas:journal:)
  --table <table>                  PostgreSQL table of the journal (default lintas_outcome_journal)
  --json                           print the result as JSON, for scripts
  --re-drive                       send again, with the same keys, the operations that settle only so
                                   (it may make an intent that never reached the gateway, late)
  --limit <n>                      at most n entries this run (default 100)
  --window-minutes <n>             the gateway's window for a request in flight (default 10)
  --abandoned-after-minutes <n>    an open call older than this is taken as abandoned (default 10)`;

/**
 * Runs `lintas reconcile` (core's `lintas` command hands it over when `@lintas/stores` is installed):
 * resolves with the exit code, 0 when the run completed (whatever it found), 1 when it could not run,
 * 2 for wrong arguments.
 */
export async function runReconcileCommand(context: ReconcileCommandContext): Promise<number> {
  // `--date`: end of day, matching a day's package with the journal (`@lintas/end-of-day`).
  if (isDateRun(context.argv)) return runReconcileDate(context, familyPlugins);
  const parsed = parseReconcileArgs(context.argv, context.env);
  if (parsed.kind === 'help') {
    context.stdout(`${reconcileUsage}\n`);
    return 0;
  }
  if (parsed.kind === 'wrong') {
    context.stderr(`lintas reconcile: ${parsed.message}\n${parsed.withUsage ? `\n${reconcileUsage}\n` : ''}`);
    return 2;
  }
  return runReconcile(context, parsed.args);
}

/** One run of `lintas reconcile` with `args`: 0 when it completed (whatever it found), 1 when it could not run. */
async function runReconcile(context: ReconcileCommandContext, args: ReconcileArgs): Promise<number> {
  const { stdout, stderr } = context;
  let store: Awaited<ReturnType<typeof openJournalStore>> | undefined;
  try {
    const client = await createClientFromEnv({ env: context.env });
    const endpoints = await familyPlugins(context.cwd);
    store = await openJournalStore({ url: args.url, prefix: args.prefix, table: args.table }, context.cwd);
    const { journal, notifications } = store;
    const families = endpoints.map((plugin) => plugin.name).join(', ') || 'none';
    stderr(`lintas reconcile: journal at ${store.where}, families ${families}\n`);
    const results = await reconcile({
      client,
      journal,
      endpoints,
      reDrive: args.reDrive,
      notifications,
      limit: args.limit,
      windowMs: args.windowMs,
      abandonedAfterMs: args.abandonedAfterMs,
      onSettled: (result, done, total) =>
        stderr(`[${done}/${total}] ${labelOf(classOfResult(result)).padEnd(16)} ${result.entry.id}\n`),
    });
    const waiting = { unknown: await journal.list('unknown', { limit: 1000 }) };
    stdout(
      args.json
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
