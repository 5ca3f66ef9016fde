/** Lookups allowed in a sliding second. */
export interface LookupLimit {
  /** Takes one lookup if fewer than the limit were taken during the last second; `false` otherwise. */
  take(): boolean;
}

/**
 * At most `perSecond` lookups in any second (a sliding window, as gateways count requests), so that
 * replays, however many, never take more than that share of the merchant's rate limit.
 */
export function createLookupLimit(perSecond: number, now: () => number = Date.now): LookupLimit {
  const taken: number[] = [];
  return {
    take() {
      const at = now();
      while (taken.length > 0 && (taken[0] ?? at) <= at - 1000) taken.shift();
      if (taken.length >= perSecond) return false;
      taken.push(at);
      return true;
    },
  };
}
