import { createHash } from 'node:crypto';

/** A connected node-redis client (`redis` ≥ 4): `createClient({ url }).connect()`. */
export interface NodeRedisClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/** A connected ioredis client (`ioredis` ≥ 5): `new Redis(url)`. */
export interface IoRedisClient {
  call(command: string, ...args: string[]): Promise<unknown>;
}

/** A Redis client of either library; the stores send it raw commands only. */
export type RedisClient = NodeRedisClient | IoRedisClient;

/** Sends one command (`['SET', key, value]`) and resolves with its raw reply. */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/** The one way the stores talk to Redis, whichever library the merchant uses. */
export function redisCommand(client: RedisClient): RedisCommand {
  // ioredis also has a `sendCommand`, which takes its own Command objects: test for `call` first.
  if ('call' in client && typeof client.call === 'function') {
    const ioredis = client;
    return ([command, ...args]) => ioredis.call(command ?? '', ...args);
  }
  if ('sendCommand' in client && typeof client.sendCommand === 'function') {
    const nodeRedis = client;
    return (args) => nodeRedis.sendCommand(args);
  }
  throw new TypeError('expected a connected node-redis or ioredis client');
}

/** A Lua script run with EVALSHA, loaded with EVAL the first time a server does not know it. */
export interface RedisScript {
  run(command: RedisCommand, keys: readonly string[], args: readonly string[]): Promise<unknown>;
}

/** Prepares `source` to run atomically on the Redis server. */
export function redisScript(source: string): RedisScript {
  const sha = createHash('sha1').update(source).digest('hex');
  return {
    async run(command, keys, args) {
      const tail = [String(keys.length), ...keys, ...args];
      try {
        return await command(['EVALSHA', sha, ...tail]);
      } catch (error) {
        if (!String(error instanceof Error ? error.message : error).includes('NOSCRIPT')) throw error;
        return command(['EVAL', source, ...tail]);
      }
    },
  };
}
