/** Options every journal takes. */
export interface JournalOptions {
  /**
   * How long each write may take, in ms, before the journal gives up on it. Opening an intent that the
   * store does not confirm in time rejects (the client sends nothing: `JournalWriteError`); a close or
   * an unknown outcome that the store does not confirm in time is kept in this process and written
   * later, and the call settles at once. A read, settlement or removal (what `reconcile()` does) that
   * the store does not answer in time rejects with `JournalTimeoutError`, naming the store. Default 2000.
   */
  readonly timeoutMs?: number;
  /**
   * How long an entry its call closed itself (committed by its answer, or failed) is kept, in ms: for
   * end of day (`@lintas/end-of-day` matches a settled day's package with it, days after the calls) and
   * to look at after an incident. Default 30 days, past any settlement delay; if you lower it, keep it
   * above your settlement delay plus a margin. The gateway's own records stay the reference.
   */
  readonly closedTtlMs?: number;
  /**
   * How long an entry a lookup settled (`'committed'` or `'not-committed'`) is kept, in ms, for audit.
   * Default 30 days. Open, pending and unknown entries are kept until removed.
   */
  readonly resolvedTtlMs?: number;
  /**
   * Called when the journal could not write an outcome in time (the store was unreachable or slow):
   * the outcome is kept in this process and written again until the store takes it; the call keeps
   * its result. Default: `console.error`.
   */
  readonly onError?: (error: unknown, entryId: string) => void;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

const day = 24 * 3600 * 1000;

/** The defaults of {@link JournalOptions}, resolved once. */
export function journalDefaults(options: JournalOptions): Required<JournalOptions> {
  return {
    timeoutMs: options.timeoutMs ?? 2000,
    closedTtlMs: options.closedTtlMs ?? 30 * day,
    resolvedTtlMs: options.resolvedTtlMs ?? 30 * day,
    onError:
      options.onError ??
      ((error, entryId) => console.error(`[lintas] the journal could not write the outcome of ${entryId}:`, error)),
    now: options.now ?? Date.now,
  };
}
