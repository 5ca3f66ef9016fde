import type { RateLimitStore } from '../types/rate-limit.js';

/**
 * A {@link RateLimitStore} in this process's memory: the calls of the clients that share it share
 * their pace (one per `appId`). `now` is `Date.now` but in tests.
 */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const next = new Map<string, number>();
  return {
    async reserve(key, intervalMs, maxWaitMs) {
      const time = now();
      const slot = Math.max(time, next.get(key) ?? time);
      if (slot - time > maxWaitMs) return undefined;
      next.set(key, slot + intervalMs);
      return slot - time;
    },
  };
}
