import { type Deadline, JournalTimeoutError, withDeadline } from './journal-timeout-error.js';

/** The wait before a write the store refused is tried again, in ms. */
const retryDelayMs = 50;

/** What {@link writeInTime} is bounded by, and told. */
export interface InTime extends Deadline {
  /** Called when a write lands after the caller was given up on, with why it was. */
  readonly landedLate: (error: unknown) => void;
}

/**
 * Runs `write` until the store confirms it, within `timeoutMs` and before `signal` aborts: a write the
 * store refused (a connection it dropped as it restarted) is tried again after 50 ms while there is
 * time, so `write` must store the same thing when run twice. Rejects once the time is up or `signal`
 * aborts ({@link JournalTimeoutError}), or with the store's last refusal when no time is left for
 * another try; nothing is written after that, and a write already on its way that lands later calls
 * `landedLate`.
 */
export async function writeInTime(write: () => Promise<void>, bound: InTime): Promise<void> {
  const deadline = performance.now() + bound.timeoutMs;
  let gaveUp = false;
  let last: Promise<void> = Promise.resolve();
  const writing = (async () => {
    for (;;) {
      last = write();
      try {
        return await last;
      } catch (error) {
        if (gaveUp || performance.now() + retryDelayMs >= deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      if (gaveUp) throw new JournalTimeoutError('given up', { store: bound.store });
    }
  })();
  try {
    await withDeadline(writing, bound);
  } catch (error) {
    gaveUp = true;
    writing.catch(() => undefined);
    last.then(
      () => bound.landedLate(error),
      () => undefined,
    );
    throw error;
  }
}
