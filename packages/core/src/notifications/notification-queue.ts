/**
 * One notification handed to a queue by a handler with `queue`, as plain JSON: a worker runs it with
 * `handler.processJob(job)`. A job is a delivery, not a verdict: it holds the body exactly as the
 * gateway posted it (and the headers its verification reads, none for the envelope API), and the worker
 * reads it as the handler read the request: verified again, proven the merchant's again (confirmed with
 * the gateway under your `appId` with `confirm`, its bound URL checked with `boundUrls`), claimed, and only
 * then run. A job written into the queue by anyone else (another merchant's notification, genuinely
 * signed, included), or altered there, runs nothing. No key or secret is in it; the payer's data in the
 * body is, as in the body the gateway posted: keep the queue as private as the database it runs on.
 */
export interface NotificationJob {
  /**
   * The notification's `key` (`<eventName>:<id>`), the same for every redelivery of it: enqueue it as
   * the job's id, so the queue holds one job per notification however often the gateway delivers it.
   */
  readonly key: string;
  /** The notification's event, e.g. `payment.success`. */
  readonly eventName: string;
  /** The body the gateway posted, exactly as received (UTF-8 text). */
  readonly body: string;
  /** The headers of the delivery that its verification reads, by lower-case name; `{}` for the envelope API. */
  readonly headers: Readonly<Record<string, string>>;
  /** The URL the notification was posted to (the listener's `request.url` when the job runs). */
  readonly url: string;
  /** When the handler enqueued it, in epoch ms. */
  readonly enqueuedAt: number;
}

/**
 * Where a handler with `queue` hands its notifications: it verifies each one, confirms it (with
 * `confirm`), claims it, enqueues its job and acknowledges the gateway as soon as the queue holds it; a
 * worker then runs the listener with `handler.processJob(job)`, under the queue's own retries, backoff and
 * dead-letter queue. `enqueue` has a tenth of the handler's `leaseMs` to resolve: a queue that is down or
 * slower is answered HTTP 503, and the gateway delivers the notification again. `@lintas/stores/bullmq` and `@lintas/stores/pg-boss` make one from BullMQ and
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
   * then answered HTTP 503 and the gateway delivers it again). Adding a job whose `key` the queue holds
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
 * - `failed`: the listener threw, the store failed or did not answer in time, the gateway could not
 *   confirm it yet, or no listener handles it: fail the job, so the queue retries it with its backoff and
 *   dead-letters it after its last attempt;
 * - `refused`: nothing proves the job the merchant's notification: it does not verify as the gateway's,
 *   the gateway holds no such record for your `appId` (or one that differs), its URL is bound to other
 *   keys, nothing can prove its event, or it is not a job a handler wrote (written into the queue by
 *   someone else, or altered there): fail it for good, without retrying.
 */
export type NotificationJobResult =
  | { readonly outcome: 'processed' }
  | { readonly outcome: 'duplicate' }
  | { readonly outcome: 'busy'; readonly retryAfterMs: number }
  | { readonly outcome: 'failed'; readonly error: unknown }
  | { readonly outcome: 'refused'; readonly error: unknown };
