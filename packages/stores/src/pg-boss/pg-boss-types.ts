/** A job as a pg-boss worker hands it over. */
export interface PgBossJob {
  /** The job's id (made from the notification's key). */
  readonly id: string;
  /** What was sent: a `NotificationJob`. */
  readonly data: unknown;
}

/** How a pg-boss worker with `perJobResults` settles each job of its batch. */
export interface PgBossJobResult {
  /** The job's id. */
  readonly id: string;
  /** Complete it, fail it (a retry, while some are left), or send it to the dead-letter queue at once. */
  readonly status: 'completed' | 'failed' | 'deadletter';
  /** Kept with the job: the outcome, and why it failed. */
  readonly output?: object;
}

/** The options of a queue that the notification and reconcile queues set. */
export interface PgBossQueueOptions {
  /** `stately` for the reconcile's queue: one job active and one waiting. */
  readonly policy?: string;
  /** Retries of a failed job before it is dead-lettered. */
  readonly retryLimit?: number;
  /** The delay before a retry, in seconds. */
  readonly retryDelay?: number;
  /** Whether each retry waits about twice as long as the one before. */
  readonly retryBackoff?: boolean;
  /** The longest delay between two retries, in seconds. */
  readonly retryDelayMax?: number;
  /** How long a job may stay active before pg-boss takes its worker for dead, in seconds. */
  readonly expireInSeconds?: number;
  /** The queue failed jobs go to after their last retry. */
  readonly deadLetter?: string;
}

/** What the adapters use of a started `PgBoss` (`new PgBoss(connectionString)` from `pg-boss`, `await boss.start()`). */
export interface PgBoss {
  /** Creates the queue `name`, or leaves it as it is when it exists. */
  createQueue(name: string, options?: PgBossQueueOptions): Promise<void>;
  /** Adds a job under `options.id`; resolves `null` when the queue holds one of that id already. */
  send(name: string, data: object, options: { readonly id: string }): Promise<string | null>;
  /** Runs `handler` on the queue's jobs in this process; resolves with the worker's id. */
  work(
    name: string,
    options: {
      readonly batchSize: number;
      readonly perJobResults: true;
      readonly localConcurrency?: number;
      readonly pollingIntervalSeconds?: number;
    },
    handler: (jobs: PgBossJob[]) => Promise<PgBossJobResult[]>,
  ): Promise<string>;
  /** Adds a job to `name` on `cron`; calling it again updates the one schedule. */
  schedule(name: string, cron: string, data?: object | null, options?: { readonly tz?: string }): Promise<void>;
}
