import {
  type ReconcileSummary,
  runScheduledReconcile,
  type ScheduledReconcileOptions,
} from '../queue/run-scheduled-reconcile.js';

/** What scheduling uses of the BullMQ `Queue` that holds only the reconcile's jobs. */
export interface BullmqReconcileQueue {
  /** At most this many jobs of the queue run at once, across every worker. */
  setGlobalConcurrency(concurrency: number): Promise<unknown>;
  /** Creates or updates the scheduler `id`, which adds a job of `template` on `repeat`. */
  upsertJobScheduler(
    id: string,
    repeat: { readonly every: number } | { readonly pattern: string },
    template: {
      readonly name: string;
      readonly opts: { readonly removeOnComplete: number; readonly removeOnFail: number };
    },
  ): Promise<unknown>;
}

/** Options of {@link scheduleBullmqReconcile}: a run every `everyMs`, or on a cron `pattern`. */
export type BullmqReconcileSchedule = { readonly everyMs: number } | { readonly pattern: string };

/**
 * Schedules `reconcile()` on a BullMQ queue of its own: a job scheduler adds a job every `everyMs` (or
 * on the cron `pattern`), and the queue's global concurrency of 1 is the lock: however many workers run
 * {@link bullmqReconcileProcessor}, one run at a time, in one of them; a run that outlasts the interval
 * delays the next. A worker that dies mid-run holds the lock until BullMQ finds its job stalled (its
 * `lockDuration`, 30 s by default) and runs it again. Calling it again (every instance at start) updates
 * the one schedule.
 *
 * @example
 * ```ts
 * import { Queue, Worker } from 'bullmq';
 * import { bullmqReconcileProcessor, scheduleBullmqReconcile } from '@lintas/stores/bullmq';
 *
 * const connection = { url: process.env.REDIS_URL };
 * await scheduleBullmqReconcile(new Queue('lintas-reconcile', { connection }), { everyMs: 5 * 60_000 });
 * new Worker('lintas-reconcile', bullmqReconcileProcessor({ client, journal, endpoints: [philippines], onResults }), { connection });
 * ```
 */
export async function scheduleBullmqReconcile(
  queue: BullmqReconcileQueue,
  schedule: BullmqReconcileSchedule,
): Promise<void> {
  await queue.setGlobalConcurrency(1);
  const repeat = 'pattern' in schedule ? { pattern: schedule.pattern } : { every: schedule.everyMs };
  await queue.upsertJobScheduler('lintas-reconcile', repeat, {
    name: 'reconcile',
    opts: { removeOnComplete: 100, removeOnFail: 1000 },
  });
}

/**
 * The processor of a BullMQ `Worker` on the reconcile's queue: each job runs `reconcile()` once, logs a
 * summary line, hands the results to `onResults` and completes with the summary (a run that fails fails
 * its job, and the next one runs on schedule).
 */
export function bullmqReconcileProcessor(options: ScheduledReconcileOptions): () => Promise<ReconcileSummary> {
  return () => runScheduledReconcile(options);
}
