/**
 * Wakes the readers that wait for the log to change (a `logs --follow` long-poll): each new request or
 * delivery attempt resolves every waiter; a waiter also ends after its time, or when the sandbox closes.
 */
export class LogChanges {
  readonly #waiters = new Set<() => void>();
  #closed = false;

  /** A request or a delivery attempt was logged. */
  changed(): void {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Whether the sandbox closed: a reader stops waiting. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Resolves at the next change, after `timeoutMs`, or at close, whichever is first. */
  next(timeoutMs: number): Promise<void> {
    if (this.#closed || timeoutMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.#waiters.add(wake);
    });
  }

  /** Releases every waiter: a closing sandbox keeps no reader waiting. */
  close(): void {
    this.#closed = true;
    this.changed();
  }
}
