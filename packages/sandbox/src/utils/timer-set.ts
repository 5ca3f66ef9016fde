/** Timers that can all be cancelled at once (on `close()`). */
export class TimerSet {
  readonly #timers = new Set<NodeJS.Timeout>();

  /** Runs `task` after `delayMs`, unless cleared first. */
  schedule(delayMs: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      task();
    }, delayMs);
    this.#timers.add(timer);
  }

  /** Cancels every timer not yet run. */
  clear(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
