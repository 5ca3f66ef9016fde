/**
 * `@lintas/core/rate-limit`: a pace shared by a client's calls, and across processes through a store,
 * for batches at the gateway's quota. Import it only when you pace: a client without it bundles none
 * of this code.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { rateLimit } from '@lintas/core/rate-limit';
 *
 * const client = createClient({ baseUrl, appId, signer, rateLimit: rateLimit({ requestsPerSecond: 10 }) });
 * ```
 *
 * @packageDocumentation
 */
export type {
  RateLimit,
  RateLimitAttempt,
  RateLimitReserveOptions,
  RateLimitSettings,
  RateLimitStore,
  RateLimitTurn,
} from '../types/rate-limit.js';
export { memoryRateLimitStore } from './memory-rate-limit-store.js';
export { rateLimit } from './rate-limit.js';
