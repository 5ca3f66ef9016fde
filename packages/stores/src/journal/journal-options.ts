/** Options every journal takes. */
export interface JournalOptions {
  /** How long a `'resolved'` entry is kept, in ms, for audit. Default 30 days. Other entries are kept until removed. */
  readonly resolvedTtlMs?: number;
  /**
   * Called when `hook` could not record an outcome (the store was unreachable): the call still rejects
   * with its `OutcomeUnknownError`, which your code must then keep. Default: `console.error`.
   */
  readonly onError?: (error: unknown, entryId: string) => void;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

/** The defaults of {@link JournalOptions}, resolved once. */
export function journalDefaults(options: JournalOptions): Required<JournalOptions> {
  return {
    resolvedTtlMs: options.resolvedTtlMs ?? 30 * 24 * 3600 * 1000,
    onError:
      options.onError ??
      ((error, entryId) => console.error(`[lintas] could not record the unknown outcome ${entryId}:`, error)),
    now: options.now ?? Date.now,
  };
}
