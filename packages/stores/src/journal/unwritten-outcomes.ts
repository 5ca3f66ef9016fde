import type { JournalWrite } from './journal-write.js';

/** Outcomes a journal's store did not take in time, kept in this process and written again until it does. */
export interface UnwrittenOutcomes {
  /** Keeps `change`, and writes it again later. */
  add(change: JournalWrite): void;
  /** Writes every kept change now, in the order they came; resolves with how many are still unwritten. */
  flush(): Promise<number>;
}

/** The longest wait between two tries, in ms. */
const maxDelayMs = 30_000;
/** The first wait, in ms; it doubles after each try that leaves something unwritten. */
const firstDelayMs = 250;

/**
 * Unwritten outcomes written with `write` (bounded by the journal's deadline): tried again after
 * 250 ms, then after twice as long each time (at most 30 s) while the store refuses, and at once by
 * `flush()`. Each failed try is reported to `report`. The timer does not keep the process alive: a
 * process that ends with outcomes still unwritten leaves their entries open, for `reconcile()`.
 */
export function unwrittenOutcomes(
  write: (change: JournalWrite) => Promise<void>,
  report: (error: unknown, entryId: string) => void,
): UnwrittenOutcomes {
  const kept: JournalWrite[] = [];
  let delayMs = firstDelayMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<number> | undefined;

  function schedule(): void {
    if (timer !== undefined || kept.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    timer.unref?.();
    delayMs = Math.min(maxDelayMs, delayMs * 2);
  }

  async function writeKept(): Promise<number> {
    while (kept.length > 0) {
      const change = kept[0] as JournalWrite;
      try {
        await write(change);
      } catch (error) {
        report(error, change.id);
        break;
      }
      kept.shift();
      delayMs = firstDelayMs;
    }
    return kept.length;
  }

  function flush(): Promise<number> {
    flushing ??= writeKept().finally(() => {
      flushing = undefined;
      schedule();
    });
    return flushing;
  }

  return {
    add(change) {
      kept.push(change);
      schedule();
    },
    flush,
  };
}
