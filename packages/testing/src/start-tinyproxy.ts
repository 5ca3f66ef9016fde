import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/** Options of {@link startTinyproxy}. */
export interface TinyproxyOptions {
  /** Ports `CONNECT` may open tunnels to; all when absent. `[443]` makes it refuse the sandbox. */
  readonly connectPorts?: readonly number[];
}

/** An HTTP proxy (Debian's `tinyproxy`) on 127.0.0.1, as a merchant's fixed egress IP runs one. */
export interface Tinyproxy {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /**
   * Every request it was sent so far, oldest first: a `CONNECT` (a tunnel, as undici opens for any URL)
   * or a forwarded request (Bun and Deno send `http://` URLs that way), with the `host:port` it went to.
   */
  requests(): Promise<{ readonly method: string; readonly host: string }[]>;
  /** Stops it at once (SIGTERM), dropping every open tunnel. */
  close(): Promise<void>;
}

/** Starts `tinyproxy` in the foreground on a free port of 127.0.0.1, logging each `CONNECT`. */
export async function startTinyproxy(options: TinyproxyOptions = {}): Promise<Tinyproxy> {
  const directory = await mkdtemp(join(tmpdir(), 'lintas-tinyproxy-'));
  // Run as root, tinyproxy drops to `nobody`, who must be able to write its log.
  await chmod(directory, 0o777);
  const log = join(directory, 'tinyproxy.log');
  const port = await freePort();
  const config = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Timeout 60',
    'MaxClients 100',
    'Allow 127.0.0.1',
    `LogFile "${log}"`,
    'LogLevel Connect',
    ...(options.connectPorts ?? []).map((allowed) => `ConnectPort ${allowed}`),
    ...(process.getuid?.() === 0 ? ['User nobody', 'Group nogroup'] : []),
  ];
  await writeFile(join(directory, 'tinyproxy.conf'), `${config.join('\n')}\n`);
  const child = spawn('tinyproxy', ['-d', '-c', join(directory, 'tinyproxy.conf')], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`tinyproxy could not start (apt-get install tinyproxy): ${error.message}`)),
    );
    child.once('spawn', resolve);
  });
  await listening(port, child);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async requests() {
      const text = await readFile(log, 'utf8').catch(() => '');
      return [...text.matchAll(/Request \(file descriptor \d+\): (\S+) (?:https?:\/\/)?([^/\s]+)\S* HTTP/g)].map(
        (match) => ({ method: match[1] ?? '', host: match[2] ?? '' }),
      );
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`tinyproxy exited (${child.exitCode}) before listening on ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`tinyproxy did not listen on ${port} within 5 s`);
}
