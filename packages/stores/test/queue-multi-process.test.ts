import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../src/postgres/index.js';
import { waitFor } from './support/child-process.js';
import { type PostgresServer, startPostgresServer } from './support/postgres-server.js';
import { type Effect, type Receivers, startReceivers } from './support/receivers.js';
import { type RedisServer, startRedisServer } from './support/redis-server.js';
import { inPool, platformKeys } from './support/signed-notifications.js';

// Four processes, each a web receiver that enqueues and a worker that runs the queue's jobs, on a
// Redis (BullMQ) or a PostgreSQL (pg-boss) of the test's own, started here so it can be killed and
// started again. Each listener writes its start and end to a ledger the test reads: every notification
// the processes acknowledged must end with exactly one finished effect, whatever dies meanwhile.
const script = fileURLToPath(new URL('./support/queue-process.mjs', import.meta.url));
const platform = platformKeys();

interface Engine {
  readonly engine: 'bullmq' | 'pg-boss';
  readonly store: 'redis' | 'postgres';
  start(): Promise<RedisServer | PostgresServer>;
}

const engines: readonly Engine[] = [
  { engine: 'bullmq', store: 'redis', start: () => startRedisServer({ persist: true }) },
  {
    engine: 'pg-boss',
    store: 'postgres',
    async start() {
      const server = await startPostgresServer();
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await migratePostgres(client).finally(() => client.end());
      return server;
    },
  },
];

const finishedOf = (effects: readonly Effect[], key: string) =>
  effects.filter((effect) => effect.what === 'finished' && effect.key === key);
/** The starts of `key`'s listener, earliest first. */
const startedOf = (effects: readonly Effect[], key: string) =>
  effects.filter((effect) => effect.what === 'started' && effect.key === key).sort((a, b) => a.at - b.at);

/** The gateway: delivers `body` round robin until a process acknowledges it (bounded), as it redelivers. */
async function deliverUntilAcknowledged(processes: Receivers, body: string, first: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 400; round++) {
    const status = await processes.deliver((first + round) % processes.count, body).catch(() => 0);
    statuses.push(status);
    if (status === 200) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`never acknowledged; answers: ${statuses.join(',')}`);
}

describe.each(engines)('notifications on $engine: 4 processes killed mid-job, $store restarted', (engine) => {
  let server: RedisServer | PostgresServer | undefined;
  let processes: Receivers | undefined;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterEach(async () => {
    await processes?.stop();
    processes = undefined;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('loses no acknowledged notification and runs no listener effect twice', { timeout: 300_000 }, async () => {
    const live = await startReceivers({
      count: 4,
      script,
      store: { kind: engine.store, url: (server as RedisServer).url, namespace: `queue_${engine.store}_${Date.now()}` },
      platformPublicKey: platform.publicKeyPem,
      leaseMs: 3000,
      workMs: 40,
      // Every first process hangs on a 'hang' notification until it is killed; the one respawned does not.
      hanging: [0, 1, 2, 3],
      env: { ENGINE: engine.engine },
    });
    processes = live;
    const run = `${engine.engine}-${Date.now()}`;
    const make = (count: number, from: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const transactionId = `${run}-${from + index}`;
          const remark = from + index < 2 ? 'hang' : (from + index) % 5 === 0 ? 'fail-once' : undefined;
          return {
            key: `payment.success:${transactionId}`,
            body: await platform.paymentSuccess(transactionId, remark),
          };
        }),
      );
    const first = await make(30, 0);
    const second = await make(20, 30);

    // The gateway delivers the first batch; each is acknowledged once its job is in the queue.
    const answered = await inPool(
      first.map(
        ({ body }, index) =>
          () =>
            deliverUntilAcknowledged(live, body, index),
      ),
      8,
    );
    expect(answered.every((statuses) => statuses.at(-1) === 200)).toBe(true);

    // Two workers took a 'hang' job each and hang mid-listener: each is killed (SIGKILL) and replaced.
    if (process.env.QUEUE_DEBUG) console.log('first batch acknowledged');
    const hung = await waitFor('both hanging jobs to start', async () => {
      const effects = await live.effects();
      const started = first.slice(0, 2).map(({ key }) => startedOf(effects, key)[0]);
      return started.every((effect) => effect !== undefined) ? (started as Effect[]) : undefined;
    });
    for (const { pid } of hung) {
      const index = [0, 1, 2, 3].find((candidate) => live.pid(candidate) === pid);
      if (index === undefined) continue; // killed already: it took both
      await live.kill(index);
      await live.respawn(index);
    }

    // The store dies (SIGKILL) while the second batch is delivered and the jobs run, and comes back on
    // the same port: deliveries meanwhile are refused and delivered again.
    if (process.env.QUEUE_DEBUG) console.log('hanging workers killed');
    const delivering = inPool(
      second.map(
        ({ body }, index) =>
          () =>
            deliverUntilAcknowledged(live, body, index),
      ),
      8,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server?.restart('SIGKILL');
    expect((await delivering).every((statuses) => statuses.at(-1) === 200)).toBe(true);

    if (process.env.QUEUE_DEBUG) console.log('second batch acknowledged');
    const all = [...first, ...second];
    const effects = await waitFor(
      'every acknowledged notification to be processed',
      async () => {
        const now = await live.effects();
        return all.every(({ key }) => finishedOf(now, key).length > 0) ? now : undefined;
      },
      150_000,
      250,
    );
    // A moment more: a listener running twice would write its second effect now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const settled = await live.effects();
    for (const { key } of all) expect(finishedOf(settled, key), key).toHaveLength(1);
    expect(settled.filter((effect) => effect.what === 'finished')).toHaveLength(all.length);
    // The killed workers' jobs ran again: the run that finished is a later one than the run that hung. It
    // is most often in another process; on a loaded machine the 3 s lease can lapse before the kill, and
    // the hanging process itself may take the job again and finish it (seen: it never hangs twice).
    for (const { key } of first.slice(0, 2)) {
      const [hanging, ...later] = startedOf(effects, key);
      const finished = finishedOf(effects, key)[0];
      expect(later.length, key).toBeGreaterThan(0);
      expect(
        later.some((start) => start.pid === finished?.pid && start.at <= finished.at && start.at >= (hanging?.at ?? 0)),
        key,
      ).toBe(true);
    }
    // The failing listeners failed and were retried.
    for (const { key } of all.filter((_, index) => index >= 2 && index % 5 === 0))
      expect(startedOf(effects, key).length, key).toBeGreaterThan(1);
    // Work was spread over the processes.
    expect(
      new Set(settled.filter((effect) => effect.what === 'finished').map((effect) => effect.pid)).size,
    ).toBeGreaterThan(1);

    // Redelivered now, every notification is acknowledged and runs nothing. All at once, a claim can outlast
    // its deadline (a tenth of the 3 s lease) on a loaded machine: that delivery is told to come back (503),
    // as the gateway would, and nothing else.
    const again = await inPool(
      all.map(
        ({ body }, index) =>
          () =>
            deliverUntilAcknowledged(live, body, index),
      ),
      all.length,
    );
    expect(again.every((statuses) => statuses.at(-1) === 200)).toBe(true);
    expect(again.flatMap((statuses) => statuses.slice(0, -1)).filter((status) => status !== 503)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await live.effects()).filter((effect) => effect.what === 'started')).toHaveLength(
      settled.filter((effect) => effect.what === 'started').length,
    );
  });
});
