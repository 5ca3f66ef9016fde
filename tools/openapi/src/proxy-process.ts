import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { repositoryRoot } from './documents.js';

/** `lintas proxy` running in a process of its own, as a merchant runs it, and everything it printed. */
export interface ProxyProcess {
  readonly url: string;
  /** What it printed so far, stdout and stderr. */
  output(): string;
  /** Stops it (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** The built `lintas` command of @lintas/core. */
export const lintasCommand = join(repositoryRoot, 'packages/core/dist/cli/lintas.js');

/**
 * Starts `lintas proxy --port 0 ...args` with `env`, from this package's folder (which has the family
 * packages installed, as a merchant's project has), and resolves once it prints where it listens.
 */
export function startProxyProcess(args: readonly string[], env: Record<string, string>): Promise<ProxyProcess> {
  const child: ChildProcess = spawn(process.execPath, [lintasCommand, 'proxy', '--port', '0', ...args], {
    cwd: join(repositoryRoot, 'tools/openapi'),
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url)
        resolve({
          url,
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`lintas proxy exited (${code}) before listening:\n${output}`)));
  });
}

/** A raw HTTP answer. */
export interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

/**
 * A `POST` with headers of the caller's choice, `Host` included (which `fetch` cannot set): what a
 * page on a rebound name, or another site, sends.
 */
export function post(url: string, body: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', headers: { 'content-length': Buffer.byteLength(body), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
