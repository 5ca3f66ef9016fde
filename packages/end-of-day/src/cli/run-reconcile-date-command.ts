import { type AnyEndpoint, createClientFromEnv } from '@lintas/core';
import type { ReconciliationJournal } from '@lintas/stores';
import { printable } from '../package/printable.js';
import { type DayReconciliation, reconcileDay } from '../reconcile-day.js';
import { exitCodeOfDays, exitCodeOfError, exitCodes } from './exit-code.js';
import { formatDay } from './format-day.js';
import { progressBar, progressLog } from './progress-bar.js';
import { type ReconcileDateArgs, readReconcileDateArgs, reconcileDateUsage } from './reconcile-date-args.js';

/** A journal opened from its URL by `@lintas/stores/cli`, and how to close its connection. */
export interface OpenedDayJournal {
  readonly journal: Pick<ReconciliationJournal, 'list'>;
  /** Where it is, without credentials. */
  readonly where: string;
  close(): Promise<void>;
}

/** Where `lintas reconcile --date` runs: what `@lintas/stores/cli` hands over. */
export interface ReconcileDateContext {
  /** The arguments after `reconcile`. */
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal: the progress bar is drawn only then. */
  readonly isTTY?: boolean;
  /** Opens the journal at a URL with the project's client library. */
  openJournal(location: {
    readonly url: string;
    readonly prefix?: string;
    readonly table?: string;
  }): Promise<OpenedDayJournal>;
  /** The family plugins the project has installed, for the status checks. */
  endpoints(): Promise<readonly { readonly endpoints: object }[]>;
}

/**
 * Runs `lintas reconcile --date` (see {@link reconcileDateUsage}): every package of the dates and
 * types asked for, matched with the journal. Resolves with the exit code (see `exitCodes`).
 */
export async function runReconcileDateCommand(context: ReconcileDateContext): Promise<number> {
  const { stdout, stderr } = context;
  let args: ReconcileDateArgs;
  try {
    args = readReconcileDateArgs(context.argv, context.env, context.cwd);
  } catch (error) {
    stderr(`lintas reconcile --date: ${(error as Error).message}\n\n${reconcileDateUsage}\n`);
    return exitCodes.usage;
  }
  if (args.help) {
    stdout(`${reconcileDateUsage}\n`);
    return exitCodes.ok;
  }
  let opened: OpenedDayJournal | undefined;
  const days: DayReconciliation[] = [];
  try {
    const client = await createClientFromEnv({ env: context.env });
    const endpoints = (await context.endpoints()) as readonly (AnyEndpoint | { readonly endpoints: object })[];
    opened = await context.openJournal(args.store);
    stderr(`lintas reconcile --date: journal at ${opened.where}\n`);
    for (const date of args.dates)
      for (const transType of args.transTypes)
        days.push(await runDay(context, args, { client, endpoints, opened, date, transType }));
  } catch (error) {
    // A message can quote the package's cells: shown printable, never drawn on the terminal.
    stderr(`lintas reconcile --date: ${printable((error as Error)?.message ?? String(error), 4000)}\n`);
    if (args.json) stdout(`${JSON.stringify({ ok: false, error: errorJson(error), days }, null, 2)}\n`);
    return exitCodeOfError(error);
  } finally {
    await opened?.close().catch(() => undefined);
  }
  stdout(
    args.json
      ? `${JSON.stringify({ ok: days.every((day) => day.ok), days }, null, 2)}\n`
      : days.map(formatDay).join('\n'),
  );
  return exitCodeOfDays(days);
}

interface DayRun {
  readonly client: Awaited<ReturnType<typeof createClientFromEnv>>;
  readonly endpoints: readonly (AnyEndpoint | { readonly endpoints: object })[];
  readonly opened: OpenedDayJournal;
  readonly date: string;
  readonly transType: 1 | 2;
}

async function runDay(context: ReconcileDateContext, args: ReconcileDateArgs, run: DayRun): Promise<DayReconciliation> {
  // A bar on a terminal; off one (a scheduler's log), a line every ten seconds once a day is long.
  const label = `${run.date} ${run.transType === 1 ? 'payouts' : 'payments'}`;
  const bar = context.isTTY === true ? progressBar(context.stderr, label) : progressLog(context.stderr, label);
  try {
    return await reconcileDay({
      client: run.client,
      journal: run.opened.journal,
      endpoints: run.endpoints,
      date: run.date,
      countryCode: args.countryCode,
      transType: run.transType,
      ...(args.privateKey === undefined ? {} : { privateKey: args.privateKey }),
      ...(args.passphrase === undefined ? {} : { passphrase: args.passphrase }),
      ...(args.password === undefined ? {} : { password: args.password }),
      columns: args.columns,
      ...(args.amountUnit === undefined ? {} : { amountUnit: args.amountUnit }),
      utcOffset: args.utcOffset,
      journalLimit: args.journalLimit,
      limits: args.limits,
      maxLines: args.maxLines,
      onProgress: bar.update,
    });
  } finally {
    bar.done();
  }
}

function errorJson(error: unknown) {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  const reason = (error as { reason?: unknown } | null)?.reason;
  return { name, message, ...(typeof reason === 'string' ? { reason } : {}), exitCode: exitCodeOfError(error) };
}
