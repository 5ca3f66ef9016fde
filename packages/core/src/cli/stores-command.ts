import { pathToFileURL } from 'node:url';
import { resolveFromProject } from './resolve-from-project.js';

/** Where a command runs: its folder, environment and output. */
export interface CommandContext {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether standard error is a terminal (a progress bar is drawn only then). */
  readonly isTTY?: boolean;
}

interface StoresCli {
  runReconcileCommand(context: CommandContext & { readonly argv: readonly string[] }): Promise<number>;
}

/**
 * Runs a command that `@lintas/stores` implements (`reconcile`), as the project in `cwd` has it installed:
 * the journal's drivers and the family plugins are the project's, so core depends on none of them.
 * Resolves with the exit code; 1 with what to install when the project has no `@lintas/stores`.
 */
export async function runStoresCommand(
  command: 'reconcile',
  argv: readonly string[],
  context: CommandContext,
): Promise<number> {
  const entry = resolveFromProject('@lintas/stores/cli', context.cwd);
  if (entry === undefined) {
    context.stderr(
      `lintas ${command}: this needs @lintas/stores installed in this project (${context.cwd}), with your journal's client (redis, ioredis or pg) and your family packages: npm install @lintas/stores\n`,
    );
    return 1;
  }
  const cli = (await import(pathToFileURL(entry).href)) as StoresCli;
  return cli.runReconcileCommand({ ...context, argv });
}
