import type { JournalEntry } from '@lintas/stores';
import type { DayLine } from './day-line.js';
import { isSettledStatus, lineEntry } from './decide-row.js';

/** What the gateway's status check said of a journaled operation the package does not list. */
export type EntryLookup =
  /** It found the operation, in `status` (`COMPLETED`, `PENDING`, `FAILED`, `CLOSED`, ...). */
  | { readonly kind: 'found'; readonly status: string | undefined }
  /** The gateway holds no such operation. */
  | { readonly kind: 'not-found'; readonly message: string }
  /** The check failed (timeout, network, another gateway code, other terms under the keys). */
  | { readonly kind: 'failed'; readonly message: string }
  /** The operation's endpoint has no status check, or was not given. */
  | { readonly kind: 'no-lookup' };

/**
 * What a journaled operation of the day that the package does not list comes to:
 * - the gateway shows it settled (`COMPLETED`, ...) → `'missing-in-report'`;
 * - the gateway shows it in another status (pending, failed, closed) → `'not-settled'`: no money moved;
 * - the gateway holds no such operation, or it cannot be checked → `'missing-in-report'`, saying so:
 *   never taken as matched.
 */
export function decideEntry(entry: JournalEntry, lookup: EntryLookup): DayLine {
  const line = { entry: lineEntry(entry) };
  switch (lookup.kind) {
    case 'found':
      return lookup.status !== undefined && !isSettledStatus(lookup.status)
        ? { kind: 'not-settled', ...line, note: `the gateway shows it ${lookup.status}: no money moved` }
        : {
            kind: 'missing-in-report',
            ...line,
            note: `the gateway shows it ${lookup.status ?? 'done'}, and the package does not list it`,
          };
    case 'not-found':
      return {
        kind: 'missing-in-report',
        ...line,
        note: `your journal has it ${entry.status}, and the gateway holds no such operation (${lookup.message})`,
      };
    case 'failed':
      return {
        kind: 'missing-in-report',
        ...line,
        note: `not in the package, and its status check failed: ${lookup.message}; check it by its keys`,
      };
    case 'no-lookup':
      return {
        kind: 'missing-in-report',
        ...line,
        note: 'not in the package, and no status check tells whether it settled: check it by its keys',
      };
  }
}
