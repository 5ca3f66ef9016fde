import type { NotificationHandler, NotificationJob, NotificationJobResult } from '@lintas/core';
import { jobActions, jobError } from '../queue/job-action.js';
import type { BullmqJob } from './bullmq-types.js';

/**
 * The processor of a BullMQ `Worker` for the jobs of {@link bullmqNotificationQueue}: runs each with
 * `handler.processJob(job)` (the handler the web process enqueues with, or one made with the same
 * options) and tells BullMQ what became of it. Processed, or processed already: the job completes, with
 * the outcome as its return value. Busy (another delivery or worker holds the notification): the job is
 * delayed and runs again, with no attempt counted. Failed: the attempt fails, and BullMQ retries it with
 * its backoff. Refused (it does not verify as the gateway's): failed at once, without retrying.
 *
 * @example
 * ```ts
 * import { Worker } from 'bullmq';
 * import { bullmqNotificationProcessor } from '@lintas/stores/bullmq';
 * import { handler } from './notifications.js';
 *
 * new Worker('lintas-notifications', bullmqNotificationProcessor(handler), {
 *   connection: { url: process.env.REDIS_URL },
 *   concurrency: 8,
 *   maxStalledCount: 5, // a worker that dies mid-listener: the job runs again, its claim keeps it single
 * });
 * ```
 */
export function bullmqNotificationProcessor(
  handler: Pick<NotificationHandler, 'processJob'>,
): (job: BullmqJob, token?: string) => Promise<NotificationJobResult['outcome']> {
  return async (job, token) => {
    const result = await handler.processJob(job.data as NotificationJob);
    switch (jobActions[result.outcome]) {
      case 'complete':
        return result.outcome;
      case 'later': {
        const retryAfterMs = 'retryAfterMs' in result ? result.retryAfterMs : 5_000;
        await job.moveToDelayed(Date.now() + retryAfterMs, token);
        // BullMQ knows these by name: the job was moved, not failed.
        throw named(
          'DelayedError',
          new Error('The notification is held by another delivery; the job runs again later.'),
        );
      }
      case 'retry':
        throw jobError(result);
      case 'dead-letter':
        throw named(
          'UnrecoverableError',
          new Error(`The notification job was refused: ${jobError(result).message}`, { cause: jobError(result) }),
        );
    }
  };
}

function named(name: string, error: Error): Error {
  error.name = name;
  return error;
}
