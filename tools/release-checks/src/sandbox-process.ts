import { type ChildProcess, spawn } from 'node:child_process';

/** A `lintas-sandbox` CLI process and the `LINTAS_*` settings it printed. */
export interface SandboxProcess {
  readonly env: Record<string, string>;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const settingNames = ['LINTAS_BASE_URL', 'LINTAS_APP_ID', 'LINTAS_PRIVATE_KEY', 'LINTAS_PLATFORM_PUBLIC_KEY'];

/** Waits for `child` to print the four `export LINTAS_*=...` lines of its banner; `signal` stops it. */
function settingsOf(child: ChildProcess, signal: () => void): Promise<SandboxProcess> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`lintas-sandbox printed no settings within 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const env = Object.fromEntries(
        [...output.matchAll(/^export (LINTAS_[A-Z_]+)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
      );
      if (!settingNames.every((name) => name in env) || !/^Press Ctrl\+C/m.test(output)) return;
      clearTimeout(timer);
      resolve({
        env: env as Record<string, string>,
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            signal();
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`lintas-sandbox exited ${code} before printing its settings:\n${output}`));
    });
  });
}

/**
 * Starts the `lintas-sandbox` CLI at `cliPath` on a free port, as a merchant would with `npx lintas-sandbox`,
 * and reads the `export LINTAS_*=...` lines it prints for the demo merchant.
 */
export function startSandboxCli(cliPath: string, cwd: string): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [cliPath, '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return settingsOf(child, () => child.kill('SIGINT'));
}

/**
 * Runs a shell command that starts the sandbox (`npx lintas-sandbox --port 0`) in its own process group,
 * so that stopping it ends npx and the CLI it started, and reads the settings it prints.
 */
export function startSandboxCommand(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<SandboxProcess> {
  const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const group = child.pid;
  return settingsOf(child, () => {
    if (group !== undefined) process.kill(-group, 'SIGINT');
  });
}
