import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENV_FILE } from './sandbox-state.js';

/** Where a verb finds its sandbox when `--url` names none. */
export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:8790';

/** The `LINTAS_BASE_URL` of a `.env` text; `undefined` when it has none. */
export function baseUrlOfEnv(text: string): string | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith('LINTAS_BASE_URL='));
  const value = line?.slice('LINTAS_BASE_URL='.length).trim();
  return value ? value : undefined;
}

/**
 * The sandbox a verb talks to: `--url`, else the `LINTAS_BASE_URL` of the `.env` the running sandbox
 * wrote in its state folder, else `LINTAS_BASE_URL` of the environment, else the default port.
 */
export function sandboxUrl(
  flag: string | undefined,
  stateFolder: string,
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (flag) return flag;
  const file = join(resolve(cwd, stateFolder), ENV_FILE);
  const fromFile = existsSync(file) ? baseUrlOfEnv(readFileSync(file, 'utf8')) : undefined;
  return fromFile ?? env['LINTAS_BASE_URL'] ?? DEFAULT_SANDBOX_URL;
}
