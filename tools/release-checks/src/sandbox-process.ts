import { spawn, type ChildProcess } from 'node:child_process';

/** A `lintas-sandbox` CLI process and the `LINTAS_*` settings it printed. */
export interface SandboxProcess {
  readonly env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the `lintas-sandbox` CLI at `cliPath` on a free port, as a merchant would with `npx lintas-sandbox`,
 * and reads the `LINTAS_*=...` lines it prints for the demo merchant.
 */
export function startSandboxCli(cliPath: string, cwd: string): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(process.execPath, [cliPath, '--port', '0'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`lintas-sandbox printed no settings within 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const env = Object.fromEntries(
        [...output.matchAll(/^export (LINTAS_[A-Z_]+)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
      );
      if (
        ['LINTAS_BASE_URL', 'LINTAS_APP_ID', 'LINTAS_PRIVATE_KEY', 'LINTAS_PLATFORM_PUBLIC_KEY'].every(
          (name) => name in env,
        )
      ) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({
          env: env as Record<string, string>,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGINT');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`lintas-sandbox exited ${code} before printing its settings:\n${output}`));
    });
  });
}
