import { runScheduledReconcile, type ScheduledReconcileOptions } from '../queue/run-scheduled-reconcile.js';
import type { PgBoss } from './pg-boss-types.js';

/** Options of {@link schedulePgBossReconcile}. */
export interface PgBossReconcileSchedule {
  /** The cron expression of the runs, e.g. `*\/5 * * * *` (every 5 minutes, the default). */
  readonly cron?: string;
  /** The time zone `cron` is read in. Default UTC. */
  readonly tz?: string;
  /** The queue's name. Default `lintas-reconcile`. */
  readonly name?: string;
  /** How long a run may take before pg-boss takes its worker for dead and runs it again, in seconds. Default 900. */
  readonly expireInSeconds?: number;
}

/**
 * Schedules `reconcile()` with pg-boss: a queue of its own with the `stately` policy (at most one run
 * active and one waiting: the lock, however many workers run {@link workPgBossReconcile}, and no pile-up
 * when a run outlasts the interval) and a schedule that adds a job on `cron`. Calling it again (every
 * instance at start) updates the one schedule.
 *
 * @example
 * ```ts
 * import { schedulePgBossReconcile, workPgBossReconcile } from '@lintas/stores/pg-boss';
 *
 * await schedulePgBossReconcile(boss, { cron: '*\/5 * * * *' });
 * await workPgBossReconcile(boss, { client, journal, endpoints: [philippines], onResults });
 * ```
 */
export async function schedulePgBossReconcile(boss: PgBoss, schedule: PgBossReconcileSchedule = {}): Promise<void> {
  const name = schedule.name ?? 'lintas-reconcile';
  await boss.createQueue(name, { policy: 'stately', retryLimit: 0, expireInSeconds: schedule.expireInSeconds ?? 900 });
  await boss.schedule(name, schedule.cron ?? '*/5 * * * *', null, schedule.tz === undefined ? {} : { tz: schedule.tz });
}

/**
 * Runs the scheduled reconcile's jobs in this process: each runs `reconcile()` once, logs a summary line,
 * hands the results to `onResults`, and completes with the summary. Resolves with the worker's id.
 */
export function workPgBossReconcile(
  boss: PgBoss,
  options: ScheduledReconcileOptions & { readonly name?: string; readonly pollingIntervalSeconds?: number },
): Promise<string> {
  const { name = 'lintas-reconcile', pollingIntervalSeconds } = options;
  const polling = pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds };
  return boss.work(name, { batchSize: 1, perJobResults: true, ...polling }, async (jobs) => {
    const settled = [];
    for (const job of jobs) {
      try {
        settled.push({ id: job.id, status: 'completed' as const, output: await runScheduledReconcile(options) });
      } catch (error) {
        settled.push({
          id: job.id,
          status: 'failed' as const,
          output: { message: error instanceof Error ? error.message : String(error) },
        });
      }
    }
    return settled;
  });
}
