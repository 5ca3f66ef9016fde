import type { NotificationQueue } from '@lintas/core';
import { pgBossJobId } from '../queue/notification-job-id.js';
import type { PgBoss } from './pg-boss-types.js';

/** Options of {@link createPgBossNotificationQueue}. */
export interface PgBossNotificationQueueOptions {
  /** The queue's name. Default `lintas-notifications`; its dead-letter queue is the name and `-dead`. */
  readonly name?: string;
  /**
   * Retries of each job (a listener that throws, a store that fails, a notification another worker
   * holds) before pg-boss moves it to the dead-letter queue. Default 20: with the default delays,
   * retries for about 8 hours.
   */
  readonly retryLimit?: number;
  /** The delay before the first retry, in seconds; each retry waits about twice as long, up to an hour. Default 5. */
  readonly retryDelaySeconds?: number;
  /**
   * How long a worker may run one job before pg-boss takes it for dead and retries it, in seconds: keep
   * it above your listener's longest run. Default 900 (pg-boss's own).
   */
  readonly expireInSeconds?: number;
}

/** The default name of the notification queue. */
export const defaultPgBossNotificationQueue = 'lintas-notifications';

/**
 * Creates (when missing) the pg-boss queue of the notifications and its dead-letter queue, and returns
 * the {@link NotificationQueue} for `createNotificationHandler({ queue })`: each notification becomes
 * one job whose id is made from its key (a redelivery adds nothing while the job is kept), retried with
 * exponential backoff and dead-lettered after its last retry. Run its jobs with
 * {@link workPgBossNotifications}. The handler acknowledges the gateway once PostgreSQL committed the job.
 *
 * @example
 * ```ts
 * import { PgBoss } from 'pg-boss';
 * import { createPgBossNotificationQueue } from '@lintas/stores/pg-boss';
 *
 * const boss = await new PgBoss(process.env.DATABASE_URL!).start();
 * const queue = await createPgBossNotificationQueue(boss);
 * export const handler = createNotificationHandler({ verifier, plugins: [philippines], confirm: client, store, queue, on: listeners });
 * ```
 */
export async function createPgBossNotificationQueue(
  boss: PgBoss,
  options: PgBossNotificationQueueOptions = {},
): Promise<NotificationQueue> {
  const name = options.name ?? defaultPgBossNotificationQueue;
  const retries = {
    retryLimit: options.retryLimit ?? 20,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: options.expireInSeconds ?? 900,
  };
  await boss.createQueue(`${name}-dead`, { expireInSeconds: retries.expireInSeconds });
  await boss.createQueue(name, { ...retries, deadLetter: `${name}-dead` });
  return {
    async enqueue(job) {
      await boss.send(name, job, { id: pgBossJobId(job.key) });
    },
  };
}
