import { spawn } from 'node:child_process';

/** What a finished command printed and how it exited. */
export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from its last output on stdout to its exit (from its start when it printed nothing). */
  exitAfterLastOutputMs: number;
}

/** Runs a command to its end without a shell; never throws on a non-zero exit (the caller asserts). */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // No standard input, as in CI: a command that would prompt (npx installing a package) fails instead of waiting.
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let lastOutputAt = performance.now();
    let exitedAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      lastOutputAt = performance.now();
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', () => (exitedAt = performance.now()));
    child.once('close', (status) => {
      const exitAfterLastOutputMs = Math.round((exitedAt ?? performance.now()) - lastOutputAt);
      resolve({ status, stdout, stderr, exitAfterLastOutputMs });
    });
  });
}

/** A one-paragraph description of a failed command, for assertion messages. */
export function describeRun(label: string, result: Pick<RunResult, 'status' | 'stdout' | 'stderr'>): string {
  return `${label} exited ${result.status}\n--- stdout ---\n${result.stdout.slice(-4000)}\n--- stderr ---\n${result.stderr.slice(-4000)}`;
}
