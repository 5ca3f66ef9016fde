import { type Deadline, JournalTimeoutError } from './journal-timeout-error.js';
import { messageOf } from './journal-write.js';
import { writeInTime } from './write-in-time.js';

/**
 * Runs `read` (a read, settlement or removal: the same thing when run twice) until the store answers,
 * within `timeoutMs`: a try the store refused (a connection it dropped as it restarted) is tried again
 * while there is time, as a write is. Rejects with {@link JournalTimeoutError} naming the store once
 * the time is up, its `cause` the store's last refusal when it refused.
 */
export async function readInTime<TValue>(read: () => Promise<TValue>, deadline: Deadline): Promise<TValue> {
  let answer: { readonly value: TValue } | undefined;
  try {
    await writeInTime(
      async () => {
        answer = { value: await read() };
      },
      { ...deadline, landedLate: () => undefined },
    );
  } catch (error) {
    if (error instanceof JournalTimeoutError) throw error;
    const { store, what, timeoutMs } = deadline;
    throw new JournalTimeoutError(
      `the journal's store, ${store}, could not answer ${what} within ${timeoutMs} ms: ${messageOf(error)}`,
      { cause: error, store },
    );
  }
  return (answer as { readonly value: TValue }).value;
}
