/**
 * A journal's store did not answer a write within the journal's `timeoutMs`, or the write was aborted
 * (the call's `timeout` or `signal`). A client reports it as the `cause` of `JournalWriteError`.
 */
export class JournalTimeoutError extends Error {
  override readonly name = 'JournalTimeoutError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * `write`, bounded: rejects with {@link JournalTimeoutError} after `timeoutMs`, or as soon as `signal`
 * aborts, whatever `write` does later. `what` names the write in the error.
 */
export function withDeadline<TValue>(
  write: Promise<TValue>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  what: string,
): Promise<TValue> {
  return new Promise<TValue>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      done();
      reject(
        new JournalTimeoutError(`${what} was aborted before the journal's store answered`, { cause: signal?.reason }),
      );
    };
    const timer = setTimeout(() => {
      done();
      reject(new JournalTimeoutError(`the journal's store did not answer ${what} within ${timeoutMs} ms`));
    }, timeoutMs);
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    write.then(
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
