import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What a run of the `lintas` command printed, and how it exited. */
export interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The `lintas` command as @lintas/core installs it. */
export const lintasBin = join(
  dirname(createRequire(import.meta.url).resolve('@lintas/core/package.json')),
  'dist/cli/lintas.js',
);

/** Runs `lintas <args>` as an operator would: from `cwd`, with `env` and PATH only. */
export function runLintas(args: readonly string[], env: Record<string, string>, cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [lintasBin, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
