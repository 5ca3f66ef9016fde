import { PgBoss, TestClock } from 'pg-boss';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { schedulePgBossReconcile, workPgBossReconcile } from '../src/pg-boss/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { journalSubjects } from './support/journals.js';

// schedulePgBossReconcile's schedule, on pg-boss's own test clock: time moves only when the test ticks it, in
// JavaScript and in PostgreSQL alike (the clock is attached to the schema), so a five-minute cron is tested
// without waiting five minutes. pg-boss adds a scheduled job at most once a minute, whatever the expression
// says; on the system clock that minute is what the test would wait for.
const clients = useClients();
const postgres = journalSubjects.find((subject) => subject.kind === 'postgres');

describe('a reconcile scheduled with pg-boss', () => {
  let boss: PgBoss | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: false });
    boss = undefined;
  });

  it('runs reconcile() on each occurrence of its cron, and not before', async () => {
    if (!postgres) throw new Error('no PostgreSQL journal subject');
    // pg-boss runs an occurrence of the last minute as due: 09:01:30 is over a minute past 09:00, and the
    // first occurrence of */5 is 3.5 minutes away.
    const clock = new TestClock(Date.UTC(2026, 10, 2, 9, 1, 30));
    boss = new PgBoss({
      connectionString: inject('postgresUrl'),
      schema: uniqueName('schedule'),
      clock,
    });
    boss.on('error', () => undefined);
    await boss.start();
    const lines: string[] = [];
    const runs: number[] = [];
    await schedulePgBossReconcile(boss, { cron: '*/5 * * * *' });
    await workPgBossReconcile(boss, {
      client: { appId: 'A100', call: () => Promise.reject(new Error('the journal is empty: nothing is looked up')) },
      journal: await postgres.create(clients),
      endpoints: [],
      log: (line) => lines.push(line),
      onResults: () => {
        runs.push(clock.now());
      },
      pollingIntervalSeconds: 5,
    });

    await clock.tick(3 * 60_000);
    expect(runs, 'a run before the first occurrence, 09:05').toEqual([]);

    await clock.tick(60_000);
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBe(1);
    expect(new Date(runs[0] ?? 0).toISOString()).toMatch(/^2026-11-02T09:05:/);

    await clock.tick(5 * 60_000);
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBe(2);
    expect(new Date(runs[1] ?? 0).toISOString()).toMatch(/^2026-11-02T09:10:/);
    expect(lines.filter((line) => line.startsWith('[lintas] reconcile: 0 entries'))).toHaveLength(2);
  });
});
