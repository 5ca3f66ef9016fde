/**
 * What the notification queue uses of a BullMQ `Queue` (`new Queue(name, { connection })` from
 * `bullmq`): adding a job under an id of its own.
 */
export interface BullmqQueue {
  /** Adds a job named `name` under `options.jobId`; nothing when the queue holds a job of that id already. */
  add(
    name: string,
    data: object,
    options: {
      readonly jobId: string;
      readonly attempts: number;
      readonly backoff: { readonly type: 'exponential'; readonly delay: number };
      readonly removeOnComplete: { readonly age: number };
      readonly removeOnFail: boolean;
    },
  ): Promise<unknown>;
}

/** What the processors use of a BullMQ `Job` a `Worker` hands them. */
export interface BullmqJob {
  /** The job's id (the notification's key, escaped). */
  readonly id?: string | undefined;
  /** What was enqueued: a `NotificationJob`. */
  readonly data: unknown;
  /** Moves the job to the delayed set until `timestamp`, without counting an attempt. */
  moveToDelayed(timestamp: number, token?: string): Promise<void>;
}
