import { importFromProject } from './import-from-project.js';
import { openJournalStore } from './open-journal-store.js';

/** True for `lintas reconcile --date ...`: end of day. */
export const isDateRun = (argv: readonly string[]): boolean =>
  argv.some((arg) => arg === '--date' || arg.startsWith('--date='));

/** What `lintas reconcile` runs with (see `ReconcileCommandContext`). */
interface DateRunContext {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly isTTY?: boolean;
}

interface EndOfDayCli {
  runReconcileDateCommand(
    context: DateRunContext & {
      openJournal: typeof openJournal;
      endpoints(): Promise<readonly { readonly endpoints: object }[]>;
    },
  ): Promise<number>;
}

const openJournal = (cwd: string) => (location: { url: string; prefix?: string; table?: string }) =>
  openJournalStore(location, cwd);

/**
 * Runs `lintas reconcile --date` with `@lintas/end-of-day` as the project has it installed, giving it
 * this package's journal drivers and the project's family plugins. Exit code 2, saying what to install,
 * when the project has no `@lintas/end-of-day`.
 */
export async function runReconcileDate(
  context: DateRunContext,
  familyPlugins: (cwd: string) => Promise<readonly { readonly endpoints: object }[]>,
): Promise<number> {
  const cli = (await importFromProject('@lintas/end-of-day/cli', context.cwd)) as EndOfDayCli | undefined;
  if (typeof cli?.runReconcileDateCommand !== 'function') {
    context.stderr(
      `lintas reconcile --date: this needs @lintas/end-of-day installed in this project (${context.cwd}): npm install @lintas/end-of-day\n`,
    );
    return 2;
  }
  return cli.runReconcileDateCommand({
    ...context,
    openJournal: openJournal(context.cwd) as never,
    endpoints: () => familyPlugins(context.cwd),
  });
}
