import type { NotificationQueue } from '@lintas/core';
import { bullmqJobId } from '../queue/notification-job-id.js';
import type { BullmqQueue } from './bullmq-types.js';

/** Options of {@link bullmqNotificationQueue}. */
export interface BullmqNotificationQueueOptions {
  /**
   * Attempts of each job (a listener that throws, a store that fails) before BullMQ leaves it in the
   * queue's failed set, its dead-letter queue. Default 12: with the default backoff, about 5.7 hours.
   */
  readonly attempts?: number;
  /** The delay before the first retry, in ms; each retry waits twice as long as the one before. Default 5,000. */
  readonly backoffMs?: number;
  /** How long a completed job is kept, in seconds (a redelivery meanwhile adds nothing). Default one day. */
  readonly keepCompletedSeconds?: number;
}

/**
 * A {@link NotificationQueue} on a BullMQ queue, for `createNotificationHandler({ queue })`: each
 * notification becomes one job whose id is its key (a redelivery adds nothing while the job is kept),
 * retried with exponential backoff, and kept in the failed set after its last attempt. Run the jobs
 * with a BullMQ `Worker` and {@link bullmqNotificationProcessor}. The handler acknowledges the gateway
 * once Redis holds the job: run Redis with `appendonly yes` (and `appendfsync always` to lose no job
 * acknowledged just before Redis itself dies).
 *
 * @example
 * ```ts
 * import { Queue } from 'bullmq';
 * import { bullmqNotificationQueue } from '@lintas/stores/bullmq';
 *
 * const queue = bullmqNotificationQueue(new Queue('lintas-notifications', { connection: { url: process.env.REDIS_URL } }));
 * export const handler = createNotificationHandler({ verifier, plugins: [philippines], confirm: client, store, queue, on: listeners });
 * ```
 */
export function bullmqNotificationQueue(
  queue: BullmqQueue,
  options: BullmqNotificationQueueOptions = {},
): NotificationQueue {
  const jobOptions = {
    attempts: options.attempts ?? 12,
    backoff: { type: 'exponential', delay: options.backoffMs ?? 5_000 },
    removeOnComplete: { age: options.keepCompletedSeconds ?? 86_400 },
    removeOnFail: false,
  } as const;
  return {
    async enqueue(job) {
      await queue.add(job.eventName, job, { ...jobOptions, jobId: bullmqJobId(job.key) });
    },
  };
}
