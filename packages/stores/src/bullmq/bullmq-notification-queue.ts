import type { NotificationQueue } from '@lintas/core';
import { bullmqJobId } from '../queue/notification-job-id.js';
import { checkRedisPersistence } from '../redis/check-redis-persistence.js';
import type { RedisClient } from '../redis/redis-client.js';
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
  /**
   * Where the warning goes when the queue's Redis would lose acknowledged jobs in a crash (`appendonly no`,
   * or `appendfsync no`), or would not say (`CONFIG` and `INFO` refused). Default `console.warn`.
   */
  readonly warn?: (message: string) => void;
}

/**
 * A {@link NotificationQueue} on a BullMQ queue, for `createNotificationHandler({ queue })`: each
 * notification becomes one job whose id is its key (a redelivery adds nothing while the job is kept),
 * retried with exponential backoff, and kept in the failed set after its last attempt. Run the jobs
 * with a BullMQ `Worker` and {@link bullmqNotificationProcessor}. The handler acknowledges the gateway
 * once Redis holds the job: run Redis with `appendonly yes` and `appendfsync always`
 * (https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/). At start it asks the
 * queue's Redis how it persists (`CONFIG GET appendonly`, see `checkRedisPersistence`) and warns when a
 * crash would lose jobs.
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
  warnOfPersistence(queue, options.warn ?? console.warn);
  return {
    async enqueue(job) {
      await queue.add(job.eventName, job, { ...jobOptions, jobId: bullmqJobId(job.key) });
    },
  };
}

/**
 * Asks the queue's Redis (BullMQ's own connection) how it persists, and warns once when a crash would
 * lose acknowledged jobs. In the background: the queue is usable at once, and a Redis that is not up
 * yet is asked once it is.
 */
function warnOfPersistence(queue: BullmqQueue, warn: (message: string) => void): void {
  const connected = queueClient(queue);
  if (connected === undefined) return;
  connected
    .then((client) => checkRedisPersistence(client))
    .then((check) => {
      if (check.message !== undefined) warn(`[lintas] ${check.message}`);
    })
    .catch(() => undefined);
}

/** The Redis client of a BullMQ `Queue`: `queue.getBackend().client`, or `queue.client` on earlier BullMQ. */
function queueClient(queue: BullmqQueue): Promise<RedisClient> | undefined {
  const bullmq = queue as {
    readonly getBackend?: () => { readonly client?: Promise<RedisClient> } | undefined;
    readonly client?: Promise<RedisClient>;
  };
  try {
    return bullmq.getBackend?.()?.client ?? bullmq.client;
  } catch {
    return undefined;
  }
}
