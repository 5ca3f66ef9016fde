/**
 * A sliding one-second window per merchant: a request is allowed when fewer than `limit` requests of
 * that merchant were allowed during the last 1000 ms.
 */
export class RateLimiter {
  readonly #recent = new Map<string, number[]>();

  /** Records a request of `appId` at `now` and tells whether it is within `limit` per second. */
  allow(appId: string, limit: number, now: number): boolean {
    const window = (this.#recent.get(appId) ?? []).filter((at) => at > now - 1000);
    const allowed = window.length < limit;
    if (allowed) window.push(now);
    this.#recent.set(appId, window);
    return allowed;
  }
}
