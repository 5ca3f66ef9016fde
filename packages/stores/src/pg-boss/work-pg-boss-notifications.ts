import type { NotificationHandler, NotificationJob } from '@lintas/core';
import { jobActions, jobError } from '../queue/job-action.js';
import { defaultPgBossNotificationQueue } from './pg-boss-notification-queue.js';
import type { PgBoss, PgBossJob, PgBossJobResult } from './pg-boss-types.js';

/** Options of {@link workPgBossNotifications}. */
export interface WorkPgBossNotificationsOptions {
  /** The queue's name, as given to `createPgBossNotificationQueue`. Default `lintas-notifications`. */
  readonly name?: string;
  /** How many jobs this process runs at once. Default 1 (pg-boss's own). */
  readonly localConcurrency?: number;
  /** How often an idle worker looks for jobs, in seconds. Default 2 (pg-boss's own); at least 0.5. */
  readonly pollingIntervalSeconds?: number;
}

const statuses = { complete: 'completed', later: 'failed', retry: 'failed', 'dead-letter': 'deadletter' } as const;

/**
 * Runs the jobs of the notification queue in this process: each with `handler.processJob(job)` (the
 * handler the web process enqueues with, or one made with the same options). Processed, or processed
 * already: the job completes. Failed, or busy (another delivery or worker holds the notification): it
 * fails, and pg-boss retries it after its delay. Refused (it does not verify as the gateway's): it goes
 * to the dead-letter queue at once. Resolves with the worker's id (`boss.offWork(name)` stops it).
 *
 * @example
 * ```ts
 * import { PgBoss } from 'pg-boss';
 * import { workPgBossNotifications } from '@lintas/stores/pg-boss';
 * import { handler } from './notifications.js';
 *
 * const boss = await new PgBoss(process.env.DATABASE_URL!).start();
 * await workPgBossNotifications(boss, handler, { localConcurrency: 8 });
 * ```
 */
export function workPgBossNotifications(
  boss: PgBoss,
  handler: Pick<NotificationHandler, 'processJob'>,
  options: WorkPgBossNotificationsOptions = {},
): Promise<string> {
  const { name = defaultPgBossNotificationQueue, ...polling } = options;
  return boss.work(name, { batchSize: 1, perJobResults: true, ...polling }, (jobs) =>
    Promise.all(jobs.map((job) => settle(job, handler))),
  );
}

async function settle(job: PgBossJob, handler: Pick<NotificationHandler, 'processJob'>): Promise<PgBossJobResult> {
  const result = await handler.processJob(job.data as NotificationJob);
  const action = jobActions[result.outcome];
  const output = action === 'complete' || action === 'later' ? {} : { message: jobError(result).message };
  return { id: job.id, status: statuses[action], output: { outcome: result.outcome, ...output } };
}
