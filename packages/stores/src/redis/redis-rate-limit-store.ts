import type { RateLimitStore } from '@lintas/core';
import { type RedisClient, redisCommand, redisScript } from './redis-client.js';

/** Options of {@link createRedisRateLimitStore}. */
export interface RedisRateLimitStoreOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. */
  readonly client: RedisClient;
}

// Reserves the next slot atomically, on the server's clock (one clock for every process): the
// slot is the later of now and the key's next free time; reserved only if it begins within
// ARGV[2] ms, and then the next free time moves ARGV[1] ms past it. The key expires a second after.
const reserveScript = redisScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, free)
if slot - now > tonumber(ARGV[2]) then return -1 end
local after = slot + tonumber(ARGV[1])
redis.call('SET', KEYS[1], string.format('%.3f', after), 'PX', math.ceil(after - now) + 1000)
return math.ceil(slot - now)
`);

/**
 * Send slots of a client's `rateLimit` (`rateLimit()` of `@lintas/core/rate-limit`) in Redis, shared by every process and serverless instance
 * that uses the same `appId`: each reservation is one Lua script, run on the server's clock, so the
 * processes together send at the pace. The key (`lintas:rate:<appId>`) holds the next free time
 * and expires a second after it.
 *
 * @example
 * ```ts
 * import { createClient as createRedis } from 'redis';
 * import { createClient } from '@lintas/core';
 * import { rateLimit } from '@lintas/core/rate-limit';
 * import { createRedisRateLimitStore } from '@lintas/stores/redis';
 *
 * const redis = await createRedis({ url: process.env.REDIS_URL }).connect();
 * const store = createRedisRateLimitStore({ client: redis });
 * const client = createClient({ baseUrl, appId, signer, rateLimit: rateLimit({ requestsPerSecond: 10, store }) });
 * ```
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const command = redisCommand(options.client);
  return {
    async reserve(key, intervalMs, maxWaitMs) {
      // Lua reads numbers, not Infinity: a wait without bound is a wait of a century.
      const bound = Number.isFinite(maxWaitMs) ? maxWaitMs : 3e12;
      const wait = Number(await reserveScript.run(command, [key], [String(intervalMs), String(bound)]));
      return wait < 0 ? undefined : wait;
    },
  };
}
