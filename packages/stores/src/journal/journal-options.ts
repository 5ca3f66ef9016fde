/** Options every journal takes. */
export interface JournalOptions {
  /**
   * How long an entry its call closed itself (`'succeeded'` or `'failed'`) is kept, in ms, to look at
   * after an incident. Default 1 day. The gateway's own records stay the reference.
   */
  readonly closedTtlMs?: number;
  /** How long a `'resolved'` entry (an unknown outcome a lookup settled) is kept, in ms, for audit. Default 30 days. Other entries are kept until removed. */
  readonly resolvedTtlMs?: number;
  /**
   * Called when the journal could not record an outcome (the store was unreachable): from `hook` (the
   * call still rejects with its `OutcomeUnknownError`, which your code must then keep), and from `close`
   * (the client's call keeps its result, and the entry stays `'open'` until `reconcile()` settles it).
   * Default: `console.error`.
   */
  readonly onError?: (error: unknown, entryId: string) => void;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

const day = 24 * 3600 * 1000;

/** The defaults of {@link JournalOptions}, resolved once. */
export function journalDefaults(options: JournalOptions): Required<JournalOptions> {
  return {
    closedTtlMs: options.closedTtlMs ?? day,
    resolvedTtlMs: options.resolvedTtlMs ?? 30 * day,
    onError:
      options.onError ??
      ((error, entryId) => console.error(`[lintas] the journal could not record the outcome of ${entryId}:`, error)),
    now: options.now ?? Date.now,
  };
}
