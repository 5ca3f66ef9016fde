import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { ownChild, stopChild, waitFor } from './child-process.js';
import { freePort } from './free-port.js';

/** A Redis server of this test run. */
export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
  /**
   * Stops the server with `signal` (SIGKILL: it dies, as on a crash) and starts it again on the same
   * port and directory; resolves once it answers PING.
   */
  restart(signal: NodeJS.Signals): Promise<void>;
}

/** Options of {@link startRedisServer}. */
export interface RedisServerOptions {
  /** Keep an append-only file, written before each write is acknowledged (what a queue needs to survive a restart). */
  readonly persist?: boolean;
  /** More arguments of `redis-server`, e.g. `['--rename-command', 'CONFIG', '']` as managed services do. */
  readonly args?: readonly string[];
}

/**
 * Starts Debian's `redis-server` on a free port of 127.0.0.1, in a temporary directory, without
 * persistence unless asked; `stop()` shuts it down and removes the directory.
 */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'lintas-redis-'));
  const persistence = options.persist
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--save', '']
    : ['--save', '', '--appendonly', 'no'];
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = ownChild(
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          ...persistence,
          '--protected-mode',
          'yes',
          ...(options.args ?? []),
        ],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      ),
    );
    child = server;
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor('redis-server to answer PING', async () => {
      if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode}): ${stderr}`);
      const client = createClient({ url, socket: { reconnectStrategy: false } });
      client.on('error', () => undefined);
      await client.connect();
      const pong = await client.ping();
      await client.quit();
      return pong === 'PONG' ? true : undefined;
    });
  };
  const stop = async () => {
    if (child) await stopChild(child, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    async restart(signal) {
      if (child) await stopChild(child, signal);
      await start();
    },
  };
}
