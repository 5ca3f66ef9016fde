import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownChild, stopChild } from './child-process.js';

const workerScript = fileURLToPath(new URL('./notification-worker.mjs', import.meta.url));

/** Where the receiving processes keep their notification store. */
export interface ReceiverStore {
  readonly kind: 'redis' | 'postgres';
  readonly url: string;
  /** A Redis key prefix or a PostgreSQL table, fresh for each test. */
  readonly namespace: string;
}

/** Several processes running the notification handler on one shared store. */
export interface Receivers {
  readonly count: number;
  /** POSTs `body` to receiver `index`; resolves with the HTTP status. */
  deliver(index: number, body: string): Promise<number>;
  /** Kills receiver `index` at once (SIGKILL), mid-listener or not. */
  kill(index: number): Promise<void>;
  /** Starts receiver `index` again (after `kill`), on a new port; `hanging` receivers come back not hanging. */
  respawn(index: number): Promise<void>;
  /** The process id of receiver `index`. */
  pid(index: number): number | undefined;
  /** Every line the receivers wrote to their ledgers (effects and the rest), with the writer's pid. */
  ledger(): Promise<readonly { readonly pid: number; readonly line: string }[]>;
  /** Each listener start and end the receivers wrote, in order per process. */
  effects(): Promise<readonly Effect[]>;
  /** Stops every receiver and removes their files. */
  stop(): Promise<void>;
}

/** One line of a receiver's effects file. */
export interface Effect {
  readonly pid: number;
  readonly what: 'started' | 'finished';
  readonly key: string;
  readonly at: number;
}

/** Options of {@link startReceivers}. */
export interface ReceiverOptions {
  readonly count: number;
  readonly store: ReceiverStore;
  /** The PEM of the key notifications are signed with. */
  readonly platformPublicKey: string;
  readonly leaseMs: number;
  /** How long each listener works before it resolves. */
  readonly workMs?: number;
  /** The receivers whose listener hangs on a notification with remark `hang`, until killed. */
  readonly hanging?: readonly number[];
  /** Whether the receivers write their effects (the tests) or not (the bench). */
  readonly recordEffects?: boolean;
  /** The script each receiver runs; default the inline handler's (`notification-worker.mjs`). */
  readonly script?: string;
  /** More environment for the receivers. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Forks `count` receiving processes and resolves once each listens on its own port of 127.0.0.1. */
export async function startReceivers(options: ReceiverOptions): Promise<Receivers> {
  const dir = await mkdtemp(join(tmpdir(), 'lintas-receivers-'));
  const children: ChildProcess[] = [];
  let ports: number[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM')));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < options.count; index++) children.push(spawnReceiver(options, index, dir, false));
    ports = await Promise.all(children.map(readyPort));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    count: options.count,
    async deliver(index, body) {
      const response = await fetch(`http://127.0.0.1:${ports[index]}/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async kill(index) {
      const child = children[index];
      if (child) await stopChild(child, 'SIGKILL');
    },
    async respawn(index) {
      const child = spawnReceiver(options, index, dir, true);
      children[index] = child;
      ports[index] = await readyPort(child);
    },
    ledger: () => readLedger(dir),
    pid: (index) => children[index]?.pid,
    async effects() {
      const lines: Effect[] = [];
      for (const { pid, line } of await readLedger(dir)) {
        const [what, key, at] = line.split(' ');
        if ((what === 'started' || what === 'finished') && key && at) lines.push({ pid, what, key, at: Number(at) });
      }
      return lines;
    },
    stop,
  };
}

/** Forks receiver `index`; a respawned one never hangs. */
function spawnReceiver(options: ReceiverOptions, index: number, dir: string, respawned: boolean): ChildProcess {
  return ownChild(
    fork(options.script ?? workerScript, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        STORE: options.store.kind,
        STORE_URL: options.store.url,
        STORE_NAMESPACE: options.store.namespace,
        PLATFORM_PUBLIC_KEY: options.platformPublicKey,
        LEASE_MS: String(options.leaseMs),
        WORK_MS: String(options.workMs ?? 0),
        HANGS: !respawned && options.hanging?.includes(index) ? '1' : '0',
        ...(options.recordEffects === false ? {} : { EFFECTS_DIR: dir }),
        ...options.env,
      },
    }),
  );
}

async function readLedger(dir: string): Promise<{ pid: number; line: string }[]> {
  const lines: { pid: number; line: string }[] = [];
  for (const file of await readdir(dir)) {
    const pid = Number(/^effects-(\d+)\.log$/.exec(file)?.[1]);
    if (Number.isNaN(pid)) continue;
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n'))
      if (line !== '') lines.push({ pid, line });
  }
  return lines;
}

function readyPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a receiver did not listen within 60 s')), 60_000);
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'ready' || typeof message.port !== 'number') return;
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a receiver exited with ${code} before listening`));
    });
  });
}
