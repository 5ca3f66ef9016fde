import { ConfigurationError } from '../errors/configuration-error.js';
import type { RateLimit, RateLimitSettings } from '../types/rate-limit.js';
import { createRateLimiter } from './rate-limiter.js';
import { takeTurn } from './take-turn.js';

/**
 * Paces the calls of the clients given it (their `rateLimit` option) to your account's quota at the
 * gateway, which refuses requests beyond it with 21020 "Too many requests" (a refusal that did
 * nothing). Every attempt waits for its turn (at most `requestsPerSecond`, spaced 3 % wider so that
 * network jitter does not bunch them at the gateway, and `maxInFlight` at once) before it is signed,
 * inside the call's `timeout` and `signal`: an attempt that cannot get a turn in time rejects with
 * `RateLimitTimeoutError`, nothing sent. On 21020 the pace halves (at most once a second), then grows
 * again by a quarter of `requestsPerSecond` each second, up to it; the refused request is sent
 * again on pace, without its backoff and without counting against `retry.limit`, for as long as the
 * call's `timeout` from its start (with `timeout: false`, such retries count). Give the processes one
 * `store` (`createRedisRateLimitStore` of `@lintas/stores/redis`) to share the pace: a store that
 * fails or does not answer within a second (or half the time left) is passed over for that slot, which
 * this process paces alone, and the gateway's 21020 slows it down.
 *
 * @example
 * ```ts
 * import { rateLimit } from '@lintas/core/rate-limit';
 * import { createRedisRateLimitStore } from '@lintas/stores/redis';
 *
 * const store = createRedisRateLimitStore({ client: redis });
 * createClient({ baseUrl, appId, signer, rateLimit: rateLimit({ requestsPerSecond: 10, maxInFlight: 4, store }) });
 * ```
 */
export function rateLimit(settings: RateLimitSettings): RateLimit {
  const { requestsPerSecond: rate, maxInFlight, store } = settings;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
    throw new ConfigurationError(
      'rateLimit.requestsPerSecond',
      `rateLimit: requestsPerSecond must be a positive number of requests per second (your quota at the gateway), not ${String(rate)}`,
    );
  if (maxInFlight !== undefined && (!Number.isInteger(maxInFlight) || maxInFlight < 1))
    throw new ConfigurationError(
      'rateLimit.maxInFlight',
      `rateLimit: maxInFlight must be a whole number of requests, 1 or more, not ${String(maxInFlight)}`,
    );
  if (store !== undefined && typeof store?.reserve !== 'function')
    throw new ConfigurationError(
      'rateLimit.store',
      'rateLimit: store must have reserve(key, intervalMs, maxWaitMs), e.g. createRedisRateLimitStore({ client }) from @lintas/stores/redis',
    );
  const limiter = createRateLimiter(settings);
  return { turn: (attempt) => takeTurn(limiter, attempt), answered: limiter.answered };
}
