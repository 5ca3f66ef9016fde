import { fileURLToPath } from 'node:url';
import { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { waitFor } from './support/child-process.js';
import { type Receivers, startReceivers } from './support/receivers.js';
import { platformKeys } from './support/signed-notifications.js';

// reconcile() on a schedule, in 4 processes that each run the engine's worker for it: one run at a time
// (each run holds its lock for 0.8 s, longer than the 0.5 s between runs), one of them killed mid-run, its
// results handed to onResults and a summary line to the log. BullMQ repeats the job every 0.5 s; pg-boss adds
// a scheduled job at most once a minute whatever its cron says, so for pg-boss the test adds the jobs the
// schedule would, every 0.25 s, to the queue schedulePgBossReconcile made (its schedule is tested on pg-boss's
// own test clock in pg-boss-schedule.test.ts).
const script = fileURLToPath(new URL('./support/queue-process.mjs', import.meta.url));
const platform = platformKeys();

interface Run {
  readonly pid: number;
  readonly start: number;
  readonly end: number;
}

/** The runs in the ledger: ended ones, and started ones whose process was killed, ending at `killedAt`. */
async function runsOf(processes: Receivers, killed?: { pid: number; at: number }): Promise<Run[]> {
  const runs: Run[] = [];
  const ledger = await processes.ledger();
  for (const { pid, line } of ledger) {
    const [what, start, end] = line.split(' ');
    if (what === 'reconcile') runs.push({ pid, start: Number(start), end: Number(end) });
    const ended = ledger.some((other) => other.line.startsWith(`reconcile ${start} `));
    if (what === 'reconcile-start' && !ended && killed?.pid === pid)
      runs.push({ pid, start: Number(start), end: killed.at });
  }
  return runs.sort((a, b) => a.start - b.start);
}

describe.each([
  { engine: 'bullmq', kind: 'redis', url: () => inject('redisUrl') },
  { engine: 'pg-boss', kind: 'postgres', url: () => inject('postgresUrl') },
] as const)('reconcile on a $engine schedule, run by 4 processes', ({ engine, kind, url }) => {
  let processes: Receivers | undefined;
  let stopScheduling: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stopScheduling?.();
    stopScheduling = undefined;
    await processes?.stop();
    processes = undefined;
  });

  it('runs one reconcile at a time, goes on when the process running one is killed, and logs each run', {
    timeout: 180_000,
  }, async () => {
    const namespace = `reconcile_${engine.replace('-', '_')}_${Date.now()}`;
    const live = await startReceivers({
      count: 4,
      script,
      store: { kind, url: url(), namespace },
      platformPublicKey: platform.publicKeyPem,
      leaseMs: 60_000,
      env: { ENGINE: engine, RECONCILE: '1', RECONCILE_MS: '800', WORKER: '0' },
    });
    processes = live;
    if (engine === 'pg-boss') stopScheduling = await addScheduledJobs(url(), namespace);
    await waitFor('two runs', async () => ((await runsOf(live)).length >= 2 ? true : undefined), 60_000, 200);

    // Kill the process in the middle of a run.
    const running = await waitFor(
      'a run in progress',
      async () => {
        const ledger = await live.ledger();
        return ledger.find(
          ({ line }) =>
            line.startsWith('reconcile-start ') &&
            !ledger.some((other) => other.line.startsWith(`reconcile ${line.split(' ')[1]} `)),
        );
      },
      60_000,
      20,
    );
    const index = [0, 1, 2, 3].find((candidate) => live.pid(candidate) === running.pid) ?? 0;
    await live.kill(index);
    const killed = { pid: running.pid, at: Date.now() };
    const before = (await runsOf(live)).length;
    await waitFor(
      'two more runs',
      async () => ((await runsOf(live)).length >= before + 2 ? true : undefined),
      60_000,
      200,
    );

    const runs = await runsOf(live, killed);
    for (const [previous, next] of runs.slice(1).map((run, at) => [runs[at] as Run, run] as const))
      expect(
        next.start,
        `a run of ${next.pid} began while one of ${previous.pid} held the lock`,
      ).toBeGreaterThanOrEqual(previous.end);
    expect(runs.filter((run) => run.pid !== killed.pid).length).toBeGreaterThanOrEqual(2);
    // Each ended run logged its summary line.
    const logged = (await live.ledger()).filter(({ line }) => line.startsWith('log [lintas]_reconcile:_0_entries'));
    expect(logged.length).toBeGreaterThanOrEqual(runs.filter((run) => run.end !== killed.at).length);
  });
});

/**
 * Adds a job to the scheduled reconcile's queue every 0.25 s, as pg-boss's schedule would on each occurrence
 * (the queue's `stately` policy keeps at most one waiting). Resolves with what stops it.
 */
async function addScheduledJobs(url: string, schema: string): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: url, schema, max: 2, schedule: false, supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  const timer = setInterval(() => void boss.send('lintas-reconcile', null).catch(() => undefined), 250);
  return async () => {
    clearInterval(timer);
    await boss.stop({ graceful: false });
  };
}
