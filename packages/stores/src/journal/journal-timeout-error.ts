/**
 * A journal's store did not answer within the journal's `timeoutMs` (a write, or a read of
 * `reconcile()`), or a write was aborted (the call's `timeout` or `signal`). A client reports it as the
 * `cause` of `JournalWriteError`; `reconcile()` and `lintas reconcile` fail with it.
 */
export class JournalTimeoutError extends Error {
  override readonly name = 'JournalTimeoutError';
  /** The store that did not answer, e.g. `Redis (keys lintas:journal:*)` or `PostgreSQL (table lintas_outcome_journal)`. */
  readonly store: string | undefined;

  constructor(message: string, options?: { cause?: unknown; store?: string }) {
    super(message, options);
    this.store = options?.store;
  }
}

/** What {@link withDeadline} bounds: the store, the time, the signal, and the write or read it names. */
export interface Deadline {
  /** Names the store in the error: `Redis (keys lintas:journal:*)`. */
  readonly store: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  /** Names the write or read in the error, e.g. `the intent of <id>`. */
  readonly what: string;
}

/**
 * `work`, bounded: rejects with {@link JournalTimeoutError} after `timeoutMs`, or as soon as `signal`
 * aborts, whatever `work` does later.
 */
export function withDeadline<TValue>(work: Promise<TValue>, deadline: Deadline): Promise<TValue> {
  const { store, timeoutMs, signal, what } = deadline;
  return new Promise<TValue>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      done();
      reject(
        new JournalTimeoutError(`${what} was aborted before the journal's store, ${store}, answered`, {
          cause: signal?.reason,
          store,
        }),
      );
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new JournalTimeoutError(`the journal's store, ${store}, did not answer ${what} within ${timeoutMs} ms`, {
          store,
        }),
      );
    }, timeoutMs);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}
