import {
  createClient,
  createNotificationHandler,
  type NotificationHandler,
  type NotificationJobResult,
  type NotificationQueue,
  type NotificationStore,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDemoMerchant } from '@lintas/sandbox';
import { captureBodies, useListeners, useSandbox } from '@lintas/testing';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { createClient as createRedis } from 'redis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { bullmqNotificationProcessor, bullmqNotificationQueue } from '../src/bullmq/index.js';
import { createPgBossNotificationQueue, workPgBossNotifications } from '../src/pg-boss/index.js';
import { createPostgresNotificationStore, migratePostgres } from '../src/postgres/index.js';
import { bullmqJobId, pgBossJobId } from '../src/queue/notification-job-id.js';
import { createRedisNotificationStore } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

// Issue 42, finding 4: a queued job is a delivery, not a verdict. On real BullMQ (Redis) and pg-boss
// (PostgreSQL), with the sandbox as the gateway: the merchant's handler confirms each notification
// with its lookup, and so does the worker when the job runs. A job that anyone who can write into the
// queue wrote (another merchant's notification, genuinely signed by the gateway), or the merchant's own
// job altered there, runs nothing. And a delivery that arrives while the queue's server is down is
// answered 503 within the lease, not held open until the server returns.

const setup = useSandbox(philippines);
const listen = useListeners();
const clients = useClients();
const portOf = (url: string) => Number(new URL(url).port);

/** What the listener did: the order it marked paid and the amount it read from the gateway's record. */
interface Marked {
  readonly mchOrderId: string;
  readonly amount: unknown;
}

/** A job the worker ran, as the queue handed it over, and what `processJob` answered. */
interface Ran {
  readonly job: unknown;
  readonly result: NotificationJobResult;
}

/** A queue engine opened for a test: its handler serving deliveries, and its queue open to writes. */
interface Opened {
  readonly handler: NotificationHandler;
  /** Starts the worker, which runs the queue's jobs (what it ran is in `ran`). */
  work(): Promise<void>;
  /** The job the queue holds for the notification `key`, as the handler wrote it. */
  read(key: string): Promise<Record<string, unknown>>;
  /** Writes `data` into the queue as anyone with access could: as a new job, or in place of `key`'s job. */
  write(data: object, replacing?: string): Promise<void>;
  close(): Promise<void>;
}

interface Engine {
  readonly name: string;
  readonly port: () => number;
  /** Opens the engine through `port`, with a handler whose store and queue are on it. */
  open(
    port: number,
    handlerOf: (store: NotificationStore, queue: NotificationQueue) => NotificationHandler,
    ran: Ran[],
  ): Promise<Opened>;
}

/** The worker's side of `handler`, noting each job it ran and what it answered. */
const noting = (handler: NotificationHandler, ran: Ran[]) => ({
  async processJob(job: Parameters<NotificationHandler['processJob']>[0]) {
    const result = await handler.processJob(job);
    ran.push({ job, result });
    return result;
  },
});

const engines: readonly Engine[] = [
  {
    name: 'BullMQ on Redis',
    port: () => portOf(inject('redisUrl')),
    async open(port, handlerOf, ran) {
      const prefix = uniqueName('trust');
      const connection = { host: '127.0.0.1', port, maxRetriesPerRequest: null };
      const redis = createRedis({ url: `redis://127.0.0.1:${port}` });
      redis.on('error', () => undefined); // it reconnects on its own
      await redis.connect();
      const queue = new Queue('lintas-notifications', { connection, prefix });
      queue.on('error', () => undefined);
      const store = createRedisNotificationStore({ client: redis, prefix: `${prefix}:claims:` });
      const handler = handlerOf(store, bullmqNotificationQueue(queue, { backoffMs: 200, warn: () => undefined }));
      let worker: Worker | undefined;
      return {
        handler,
        async work() {
          worker = new Worker('lintas-notifications', bullmqNotificationProcessor(noting(handler, ran)), {
            connection,
            prefix,
          });
          worker.on('error', () => undefined);
        },
        async read(key) {
          return (await queue.getJob(bullmqJobId(key)))?.data as Record<string, unknown>;
        },
        async write(data, replacing) {
          if (replacing !== undefined) await (await queue.getJob(bullmqJobId(replacing)))?.remove();
          const jobId = replacing === undefined ? uniqueName('written') : bullmqJobId(replacing);
          await queue.add('payment.success', data, { jobId, attempts: 1 });
        },
        async close() {
          await Promise.allSettled([worker?.close(true), queue.close()]);
          await redis.disconnect().catch(() => undefined);
        },
      };
    },
  },
  {
    name: 'pg-boss on PostgreSQL',
    port: () => portOf(inject('postgresUrl')),
    async open(port, handlerOf, ran) {
      const url = new URL(inject('postgresUrl'));
      url.port = String(port);
      const table = uniqueName('trust');
      await migratePostgres(clients.pool, { notificationsTable: table, journalTable: `${table}_journal` });
      const boss = new PgBoss({ connectionString: url.href, schema: table, max: 4, superviseIntervalSeconds: 1 });
      boss.on('error', () => undefined);
      await boss.start();
      const pool = new pg.Pool({ connectionString: url.href, max: 4 });
      pool.on('error', () => undefined); // an idle connection the server dropped
      const name = 'lintas-notifications';
      const queue = await createPgBossNotificationQueue(boss, { name, retryDelaySeconds: 1 });
      const handler = handlerOf(createPostgresNotificationStore({ client: pool, table }), queue);
      return {
        handler,
        async work() {
          await workPgBossNotifications(boss, noting(handler, ran), { name, pollingIntervalSeconds: 0.5 });
        },
        async read(key) {
          return (await boss.findJobs(name, { id: pgBossJobId(key) }))[0]?.data as Record<string, unknown>;
        },
        async write(data, replacing) {
          if (replacing !== undefined) await boss.deleteJob(name, pgBossJobId(replacing));
          await boss.send(name, data, replacing === undefined ? {} : { id: pgBossJobId(replacing) });
        },
        async close() {
          await Promise.allSettled([boss.stop({ graceful: false }), pool.end()]);
        },
      };
    },
  },
];

const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

/** A handler of merchant A that confirms every notification with the sandbox, marking orders in `marked`. */
function merchantHandler(marked: Marked[], leaseMs?: number) {
  return (store: NotificationStore, queue: NotificationQueue) =>
    createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [philippines],
      confirm: setup.client,
      store,
      queue,
      ...(leaseMs === undefined ? {} : { leaseMs }),
      onError: () => undefined,
      on: {
        'payment.success': (n) => {
          marked.push({ mchOrderId: n.payload.mchOrderId, amount: n.record.amount });
        },
      },
    });
}

/** A payment of `client`'s merchant, paid in the sandbox: the notification the gateway sent, as received. */
async function paidNotification(client: typeof setup.client): Promise<{ mchOrderId: string; body: string }> {
  const captured = await captureBodies(listen);
  const mchOrderId = uniqueName('order').replaceAll('_', '-');
  const payment = await client.philippines.createPayment({
    mchOrderId,
    amount: 50010,
    customerName: 'Juan Dela Cruz',
    channelCode: 'PH_GCASH_URL',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: `${captured.url}/notifications`,
  });
  setup.sandbox.completePayment({ transactionId: payment.transactionId });
  await expect.poll(() => captured.bodies.length, { timeout: 10_000 }).toBe(1);
  return { mchOrderId, body: captured.bodies[0] as string };
}

/** Another merchant of the same sandbox, whose notifications the same platform key signs. */
async function otherMerchantClient() {
  const merchant = createDemoMerchant(setup.sandbox);
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl: setup.sandbox.url, appId: merchant.appId, signer }).use(philippines);
}

/** The gateway's delivery of `body` to the handler served at `url`: its status, and how long it took. */
async function deliver(url: string, body: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

/**
 * `job` with the notification it carries swapped for another: every member that holds the first one's
 * text (its body, or its `param` and `sign`) or its key holds the other's, as someone who writes into
 * the queue would swap it, whatever members a job has.
 */
function carrying(job: Record<string, unknown>, from: string, to: string, fromId: string, toId: string) {
  const [a, b] = [JSON.parse(from), JSON.parse(to)] as { param: string; sign: string }[];
  const swaps = new Map<unknown, string>([
    [from, to],
    [a?.param, b?.param as string],
    [a?.sign, b?.sign as string],
  ]);
  return Object.fromEntries(
    Object.entries(job).map(([name, value]) => [
      name,
      swaps.get(value) ?? (typeof value === 'string' ? value.replaceAll(fromId, toId) : value),
    ]),
  );
}

describe.each(engines)('a queued job on $name', (engine) => {
  it('runs nothing for a job written into the queue: another merchant’s notification, or the merchant’s own with record.amount changed', async () => {
    const marked: Marked[] = [];
    const ran: Ran[] = [];
    const queue = await engine.open(engine.port(), merchantHandler(marked), ran);
    opened.push(() => queue.close());
    const url = `${await listen(toNodeListener(queue.handler))}/notifications`;

    // The merchant's own notification is confirmed and enqueued; its job waits for the worker.
    const own = await paidNotification(setup.client);
    expect((await deliver(url, own.body)).status).toBe(200);
    const ownKey = `payment.success:${JSON.parse(JSON.parse(own.body).param).transactionId}`;
    const job = await queue.read(ownKey);
    expect(job).toMatchObject({ key: ownKey, eventName: 'payment.success' });

    // Someone who can write into the queue changes the amount of the job's record, in place...
    await queue.write({ ...job, record: { ...(job.record as object | undefined), amount: 1 } }, ownKey);
    // ...and writes another merchant's notification, genuinely signed by the gateway, as a job of its own.
    const other = await paidNotification(await otherMerchantClient());
    const otherId = JSON.parse(JSON.parse(other.body).param).transactionId as string;
    const ownId = ownKey.slice('payment.success:'.length);
    await queue.write(carrying(job, own.body, other.body, ownId, otherId));

    await queue.work();
    await expect.poll(() => ran.length, { timeout: 30_000 }).toBe(2);
    expect(ran.map(({ result }) => result.outcome)).toEqual(['refused', 'refused']);
    expect(marked).toEqual([]);

    // The worker runs what it can prove: a genuine notification of the merchant's, delivered now.
    const next = await paidNotification(setup.client);
    expect((await deliver(url, next.body)).status).toBe(200);
    await expect.poll(() => marked, { timeout: 30_000 }).toEqual([{ mchOrderId: next.mchOrderId, amount: 50010 }]);
  });

  it.each([
    ['down', (proxy: TcpFaultProxy) => proxy.down()],
    ['stalled', (proxy: TcpFaultProxy) => proxy.stall()],
  ] as const)(
    'answers a delivery 503 within the lease while its server is %s, and runs the listener once when it returns',
    async (_fault, strike) => {
      const leaseMs = 3000;
      const proxy = await startTcpFaultProxy(engine.port());
      opened.push(() => proxy.close());
      const marked: Marked[] = [];
      const queue = await engine.open(proxy.port, merchantHandler(marked, leaseMs), []);
      opened.push(() => queue.close());
      await queue.work();
      const url = `${await listen(toNodeListener(queue.handler))}/notifications`;
      const paid = await paidNotification(setup.client);

      await strike(proxy);
      const refused = await deliver(url, paid.body);
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(leaseMs);
      expect(marked).toEqual([]);

      // The server returns; the gateway delivers again until it is acknowledged, and the worker runs it once.
      await proxy.up();
      await expect
        .poll(async () => (await deliver(url, paid.body)).status, { timeout: 30_000, interval: 250 })
        .toBe(200);
      await expect.poll(() => marked, { timeout: 30_000 }).toEqual([{ mchOrderId: paid.mchOrderId, amount: 50010 }]);
      expect((await deliver(url, paid.body)).status).toBe(200);
      expect(marked).toHaveLength(1);
    },
  );
});
