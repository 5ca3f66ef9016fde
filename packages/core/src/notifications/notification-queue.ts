/**
 * One notification handed to a queue by a handler with `queue`, as plain JSON: a worker runs it with
 * `handler.processJob(job)`. It holds what the gateway signed (`param` and `sign`, verified again when
 * the job runs, so nothing written into the queue by anyone else runs a listener) and, once confirmed,
 * the gateway's record. No key or secret is in it; the payer's data in `param` is, as in the body the
 * gateway posted: keep the queue as private as the database it runs on.
 */
export interface NotificationJob {
  /**
   * The notification's `key` (`<eventName>:<id>`), the same for every redelivery of it: enqueue it as
   * the job's id, so the queue holds one job per notification however often the gateway delivers it.
   */
  readonly key: string;
  /** The notification's event, e.g. `payment.success`. */
  readonly eventName: string;
  /** The exact `param` text the gateway signed. */
  readonly param: string;
  /** The gateway's signature of `param`. */
  readonly sign: string;
  /** The URL the notification was posted to (the listener's `request.url` when the job runs). */
  readonly url: string;
  /** The gateway's record, when the handler confirmed the notification with a lookup (`confirm`). */
  readonly record?: unknown;
  /** When the handler enqueued it, in epoch ms. */
  readonly enqueuedAt: number;
}

/**
 * Where a handler with `queue` hands its notifications: it verifies each one, confirms it (with
 * `confirm`), claims it, enqueues its job and acknowledges the gateway as soon as the queue holds it; a
 * worker then runs the listener with `handler.processJob(job)`, under the queue's own retries, backoff and
 * dead-letter queue. `@lintas/stores/bullmq` and `@lintas/stores/pg-boss` make one from BullMQ and
 * pg-boss; any queue that stores a job durably before it resolves will do.
 *
 * @example
 * ```ts
 * import type { NotificationQueue } from '@lintas/core';
 *
 * // Amazon SQS (@aws-sdk/client-sqs): a FIFO queue deduplicates on the notification's key.
 * const queue: NotificationQueue = {
 *   async enqueue(job) {
 *     await sqs.send(new SendMessageCommand({
 *       QueueUrl, MessageBody: JSON.stringify(job), MessageGroupId: job.key, MessageDeduplicationId: job.key,
 *     }));
 *   },
 * };
 * ```
 */
export interface NotificationQueue {
  /**
   * Adds `job` and resolves once the queue holds it durably; rejects when it could not (the delivery is
   * then answered HTTP 500 and the gateway delivers it again). Adding a job whose `key` the queue holds
   * already adds nothing.
   */
  enqueue(job: NotificationJob): Promise<void>;
}

/**
 * How `handler.processJob(job)` ended, for the worker to tell its queue:
 * - `processed`: the listener resolved, and the notification is marked processed: complete the job;
 * - `duplicate`: it was processed already (or no listener handles it and the handler acknowledges
 *   those): complete the job, nothing ran;
 * - `busy`: another delivery or worker holds its claim right now: run the job again after
 *   `retryAfterMs`, without counting it as a failed attempt where the queue allows;
 * - `failed`: the listener threw, the store failed, or no listener handles it: fail the job, so the
 *   queue retries it with its backoff and dead-letters it after its last attempt;
 * - `refused`: the job does not verify as the gateway's (written into the queue by someone else, or
 *   signed with a key the verifier no longer holds): fail it for good, without retrying.
 */
export type NotificationJobResult =
  | { readonly outcome: 'processed' }
  | { readonly outcome: 'duplicate' }
  | { readonly outcome: 'busy'; readonly retryAfterMs: number }
  | { readonly outcome: 'failed'; readonly error: unknown }
  | { readonly outcome: 'refused'; readonly error: unknown };
