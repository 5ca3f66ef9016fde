import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

/** An example's server, started with `npm run <script>` in a process group of its own. */
export interface RunningApp {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** What it printed so far. */
  output(): string;
  /** The executables of every process of its group (npm, the shell, the server). */
  executables(): string[];
  /** Ends the whole group, and resolves once none of its processes is left. */
  stop(): Promise<void>;
}

/** The ids of the processes in process group `group`, read from /proc. */
function processesOf(group: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the group; the command name (field 2) may hold spaces, so read after it.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
      if (Number(fields[2]) === group) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

function executableOf(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return undefined;
  }
}

/** Resolves once `url` answers any HTTP status; rejects when `exited()` or after `timeoutMs`. */
async function answering(url: string, exited: () => boolean, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`the example exited before it answered:\n${output()}`);
    if (Date.now() > deadline)
      throw new Error(`the example did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Runs `npm run <script>` in `project` with `node` first on PATH, so npm, tsx and the server all run on
 * that Node, on `port`; resolves once `GET /orders/<unknown>` answers.
 */
export async function startApp(
  project: string,
  script: string,
  options: { readonly node: string; readonly port: number; readonly env: NodeJS.ProcessEnv },
): Promise<RunningApp> {
  const child = spawn('npm', ['run', script], {
    cwd: project,
    env: {
      ...options.env,
      PATH: `${dirname(options.node)}${delimiter}${options.env['PATH'] ?? ''}`,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const group = child.pid;
  if (group === undefined) throw new Error(`npm run ${script} did not start`);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      try {
        process.kill(-group, signal);
      } catch {
        return; // no process is left in the group
      }
      for (let waited = 0; waited < 10_000 && processesOf(group).length > 0; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (processesOf(group).length === 0) return;
    }
  };
  try {
    await answering(
      `${url}/orders/not-an-order`,
      () => exited,
      120_000,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    output: () => output,
    executables: () => processesOf(group).flatMap((pid) => executableOf(pid) ?? []),
    stop,
  };
}
