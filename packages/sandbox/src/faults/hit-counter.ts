/** Counts requests per path, so tests can assert that a retry happened (or did not). */
export class HitCounter {
  readonly #hits = new Map<string, number>();

  /** Counts one request to `path`. */
  record(path: string): void {
    this.#hits.set(path, (this.#hits.get(path) ?? 0) + 1);
  }

  /** Requests seen for `path`. */
  count(path: string): number {
    return this.#hits.get(path) ?? 0;
  }

  /** Requests seen per path. */
  all(): Record<string, number> {
    return Object.fromEntries(this.#hits);
  }
}
