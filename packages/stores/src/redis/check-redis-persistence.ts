import { judgePersistence, type RedisPersistenceSettings, type RedisPersistenceVerdict } from './judge-persistence.js';
import { type RedisClient, type RedisCommand, redisCommand } from './redis-client.js';

/** What {@link checkRedisPersistence} found. */
export interface RedisPersistenceCheck extends RedisPersistenceSettings {
  /** Whether the Redis keeps what it acknowledged through a crash (see the settings it reported). */
  readonly verdict: RedisPersistenceVerdict;
  /** What to fix, or why it could not tell; absent when the Redis keeps what it acknowledged. */
  readonly message?: string;
}

/**
 * Asks a Redis whether it keeps what it acknowledged through a crash: `CONFIG GET appendonly` and
 * `appendfsync`; where `CONFIG` is refused (renamed or disabled, as managed services do), `INFO
 * persistence` (`aof_enabled`). A queue on Redis acknowledges the gateway once Redis holds the job, so a
 * Redis without its append-only file loses jobs the gateway will never deliver again.
 * `bullmqNotificationQueue` runs it at start and warns; run it yourself in a deploy check. Never throws.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { checkRedisPersistence } from '@lintas/stores/redis';
 *
 * const check = await checkRedisPersistence(await createClient({ url: process.env.REDIS_URL }).connect());
 * if (check.verdict !== 'keeps') console.warn(check.message);
 * ```
 */
export async function checkRedisPersistence(client: RedisClient): Promise<RedisPersistenceCheck> {
  let settings: RedisPersistenceSettings | undefined;
  try {
    const command = redisCommand(client);
    settings = (await fromConfig(command)) ?? (await fromInfo(command));
  } catch {
    settings = undefined;
  }
  return { ...settings, ...judgePersistence(settings) };
}

/** `appendonly` and `appendfsync` from `CONFIG GET`; `undefined` when the Redis refuses it. */
async function fromConfig(command: RedisCommand): Promise<RedisPersistenceSettings | undefined> {
  try {
    const settings = {
      ...pairs(await command(['CONFIG', 'GET', 'appendonly'])),
      ...pairs(await command(['CONFIG', 'GET', 'appendfsync'])),
    };
    return settings.appendonly === undefined ? undefined : settings;
  } catch {
    return undefined;
  }
}

/** `appendonly` from `INFO persistence` (`aof_enabled:1`); `undefined` when the Redis refuses it too. */
async function fromInfo(command: RedisCommand): Promise<RedisPersistenceSettings | undefined> {
  try {
    const info = String(await command(['INFO', 'persistence']));
    const enabled = /^aof_enabled:(\d)/m.exec(info)?.[1];
    return enabled === undefined ? undefined : { appendonly: enabled === '1' ? 'yes' : 'no' };
  } catch {
    return undefined;
  }
}

/** The settings of a `CONFIG GET` reply: `[name, value, ...]` (RESP2), or a map (RESP3). */
function pairs(reply: unknown): Record<string, string> {
  const entries: [unknown, unknown][] = Array.isArray(reply)
    ? reply.flatMap((name, index) => (index % 2 === 0 ? [[name, reply[index + 1]] as [unknown, unknown]] : []))
    : reply instanceof Map
      ? [...reply.entries()]
      : typeof reply === 'object' && reply !== null
        ? Object.entries(reply)
        : [];
  return Object.fromEntries(entries.map(([name, value]) => [String(name).toLowerCase(), String(value)]));
}
