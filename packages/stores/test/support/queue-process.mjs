// One process of the queue tests and the bench: an HTTP server running createNotificationHandler with a
// queue (ENGINE=bullmq on Redis, ENGINE=pg-boss on PostgreSQL, ENGINE=inline for none), and a worker that
// runs the queue's jobs with handler.processJob, through the built packages, as a merchant would. The
// claims are kept in the same Redis or PostgreSQL. It tells its parent its port over IPC.
//
// The listener writes `started <key> <ms>` and `finished <key> <ms>` to its own file in EFFECTS_DIR: the
// ledger the tests read. A notification with remark 'hang' hangs its listener in a process started with
// HANGS=1, until the process is killed; one with 'fail-once' fails the first time each process runs it.
// RECONCILE=1 also runs the scheduled reconcile's worker, writing `reconcile <start> <end>` to the ledger.
import { appendFileSync, closeSync, openSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createNotificationHandler, rsaSha256Verifier, toNodeListener } from '@lintas/core';
import { philippines } from '@lintas/philippines';

const env = process.env;
const ledger = env.EFFECTS_DIR ? join(env.EFFECTS_DIR, `effects-${process.pid}.log`) : undefined;
const note = (line) => ledger && appendFileSync(ledger, `${line}\n`);
const failedHere = new Set();
const workMs = Number(env.WORK_MS ?? 0);
const leaseMs = Number(env.LEASE_MS ?? 60_000);

/** Whether this process is the first to hang on `key` (the marker file is created once). */
function firstToHang(key) {
  try {
    closeSync(openSync(join(env.EFFECTS_DIR ?? '.', `hung-${key.replaceAll(':', '_')}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

const listeners = {
  'payment.success': async (notification) => {
    const { key } = notification;
    const behaviour = notification.payload.remark ?? '';
    note(`started ${key} ${Date.now()}`);
    if (behaviour === 'hang' && env.HANGS === '1' && firstToHang(key)) await new Promise(() => undefined);
    if (behaviour === 'fail-once' && !failedHere.has(key)) {
      failedHere.add(key);
      throw new Error('the listener failed; the queue retries it');
    }
    if (workMs > 0) await new Promise((resolve) => setTimeout(resolve, workMs));
    note(`finished ${key} ${Date.now()}`);
  },
};

const engines = {
  async bullmq() {
    const { Queue, Worker } = await import('bullmq');
    const { createClient } = await import('redis');
    const { createRedisNotificationStore } = await import('@lintas/stores/redis');
    const { bullmqNotificationProcessor, bullmqNotificationQueue, bullmqReconcileProcessor, scheduleBullmqReconcile } =
      await import('@lintas/stores/bullmq');
    const connection = { url: env.STORE_URL, maxRetriesPerRequest: null };
    const prefix = env.STORE_NAMESPACE;
    // node-redis for the claims: it queues commands while Redis restarts, and fails them after 2 s.
    const client = createClient({ url: env.STORE_URL, socket: { reconnectStrategy: () => 200 } });
    client.on('error', () => undefined);
    await client.connect();
    const store = createRedisNotificationStore({ client, prefix: `${prefix}:claims:` });
    const queue = new Queue('lintas-notifications', { connection, prefix });
    queue.on('error', () => undefined);
    const handler = makeHandler(store, bullmqNotificationQueue(queue, { backoffMs: 200 }));
    const closing = [];
    if (env.WORKER !== '0') {
      const worker = new Worker('lintas-notifications', bullmqNotificationProcessor(handler), {
        connection,
        prefix,
        concurrency: Number(env.CONCURRENCY ?? 4),
        // Short, so a killed worker's job runs again within the test; the claim keeps it single.
        lockDuration: 4000,
        stalledInterval: 1500,
        maxStalledCount: 10,
      });
      worker.on('error', () => undefined);
      closing.push(() => worker.close());
    }
    if (env.RECONCILE === '1') {
      const reconcileQueue = new Queue('lintas-reconcile', { connection, prefix });
      reconcileQueue.on('error', () => undefined);
      await scheduleBullmqReconcile(reconcileQueue, { everyMs: 500 });
      const worker = new Worker('lintas-reconcile', bullmqReconcileProcessor(await reconcileOptions()), {
        connection,
        prefix,
        lockDuration: 4000,
        stalledInterval: 1500,
      });
      worker.on('error', () => undefined);
      closing.push(
        () => worker.close(),
        () => reconcileQueue.close(),
      );
    }
    closing.push(
      () => queue.close(),
      () => client.quit(),
    );
    return { handler, close: () => Promise.allSettled(closing.map((close) => close())) };
  },

  async 'pg-boss'() {
    const { PgBoss } = await import('pg-boss');
    const { default: pg } = await import('pg');
    const { createPostgresNotificationStore } = await import('@lintas/stores/postgres');
    const { createPgBossNotificationQueue, schedulePgBossReconcile, workPgBossNotifications, workPgBossReconcile } =
      await import('@lintas/stores/pg-boss');
    const boss = new PgBoss({
      connectionString: env.STORE_URL,
      schema: env.STORE_NAMESPACE,
      max: 6,
      superviseIntervalSeconds: 1,
      monitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      cronMonitorIntervalSeconds: 1,
    });
    boss.on('error', () => undefined);
    await boss.start();
    const pool = new pg.Pool({ connectionString: env.STORE_URL, max: 4 });
    pool.on('error', () => undefined);
    const store = createPostgresNotificationStore({ client: pool });
    const queue = await createPgBossNotificationQueue(boss, { retryDelaySeconds: 1, expireInSeconds: 4 });
    const handler = makeHandler(store, queue);
    if (env.WORKER !== '0') {
      await workPgBossNotifications(boss, handler, {
        localConcurrency: Number(env.CONCURRENCY ?? 4),
        pollingIntervalSeconds: 0.5,
      });
    }
    if (env.RECONCILE === '1') {
      await schedulePgBossReconcile(boss, { cron: '* * * * * *', expireInSeconds: 10 });
      await workPgBossReconcile(boss, { ...(await reconcileOptions()), pollingIntervalSeconds: 0.5 });
    }
    return { handler, close: () => Promise.allSettled([boss.stop({ graceful: false, wait: true }), pool.end()]) };
  },

  async inline() {
    const { createClient } = await import('redis');
    const { createRedisNotificationStore } = await import('@lintas/stores/redis');
    const client = await createClient({ url: env.STORE_URL }).connect();
    const store = createRedisNotificationStore({ client, prefix: `${env.STORE_NAMESPACE}:claims:` });
    return { handler: makeHandler(store, undefined), close: () => client.quit() };
  },
};

function makeHandler(store, queue) {
  return createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: env.PLATFORM_PUBLIC_KEY }),
    store,
    leaseMs,
    // These processes test the queue, not the lookup that confirms a notification: no gateway runs here.
    plugins: [philippines],
    unconfirmed: ['payment.success'],
    ...(queue && { queue }),
    onError: () => undefined,
    on: listeners,
  });
}

/** A reconcile over an empty journal whose results hold the lock for RECONCILE_MS, noted in the ledger. */
async function reconcileOptions() {
  const { createPostgresJournal } = await import('@lintas/stores/postgres');
  const { createRedisJournal } = await import('@lintas/stores/redis');
  const journal =
    env.ENGINE === 'bullmq'
      ? createRedisJournal({
          client: await (await import('redis')).createClient({ url: env.STORE_URL }).connect(),
          prefix: `${env.STORE_NAMESPACE}:journal:`,
        })
      : createPostgresJournal({
          client: new (await import('pg')).default.Pool({ connectionString: env.STORE_URL, max: 2 }),
        });
  return {
    client: { call: () => Promise.reject(new Error('the journal is empty: nothing is looked up')) },
    journal,
    endpoints: [],
    log: (line) => note(`log ${line.replaceAll(' ', '_')}`),
    onResults: async (results) => {
      const start = Date.now();
      note(`reconcile-start ${start}`);
      await new Promise((resolve) => setTimeout(resolve, Number(env.RECONCILE_MS ?? 800)));
      note(`reconcile ${start} ${Date.now()} ${results.length}`);
    },
  };
}

const { handler, close } = await engines[env.ENGINE]();
const server = createServer(toNodeListener(handler));
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => close().finally(() => process.exit(0)));
});
