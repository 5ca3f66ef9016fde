import { spawn } from 'node:child_process';
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
}

/**
 * Starts Debian's `redis-server` on a free port of 127.0.0.1, in a temporary directory, without
 * persistence; `stop()` shuts it down and removes the directory.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'lintas-redis-'));
  const child = ownChild(
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    ),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('redis-server to answer PING', async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${stderr}`);
      const client = createClient({ url, socket: { reconnectStrategy: false } });
      client.on('error', () => undefined);
      await client.connect();
      const pong = await client.ping();
      await client.quit();
      return pong === 'PONG' ? true : undefined;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
