import type { AccessTokenStore, CreatedRecordStore, RequestIdStore, StoredAccessToken } from '@lintas/core';
import { type RedisClient, redisCommand, redisScript } from './redis-client.js';

/** Options of {@link createRedisSnapStore}. */
export interface RedisSnapStoreOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. */
  readonly client: RedisClient;
  /** Prepended to every key. Default `'lintas:snap:'`. */
  readonly prefix?: string;
}

// Deletes the token only while it is still the one the gateway refused: a newer one stays.
const dropScript = redisScript(`
local held = redis.call('GET', KEYS[1])
if held and cjson.decode(held).accessToken == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

// Gives the lease back only while it is still this owner's: a lapsed lease may be someone else's now.
const releaseScript = redisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

/**
 * The SNAP access token, `X-EXTERNAL-ID`s and created codes in Redis, shared by every process and
 * serverless instance of a SNAP client (`createSnapClient({ store })` from `@lintas/snap`) and its
 * notification handler (`createdCodes`): the instances fetch one access token between them (one takes
 * the refresh lease, `SET NX PX`; the others read what it stores), never send the same `X-EXTERNAL-ID`
 * within a day (`SET NX` until the end of the Jakarta day), and record the `referenceNo` of each code
 * they create, which the handler checks a notification against. Everything expires out of Redis by
 * itself; `drop` and `release` compare before they delete (Lua).
 *
 * Keys: `<prefix>token:<key>` (JSON `{accessToken, expiresAt}`), `<prefix>lease:<key>` (the owner),
 * `<prefix>id:<partner>:<day>:<id>`, `<prefix>record:<site>|<partner>|<partnerReferenceNo>` (the
 * `referenceNo`, empty while the create's answer is awaited).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createSnapClient, snap } from '@lintas/snap';
 * import { createRedisSnapStore } from '@lintas/stores/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const client = (await createSnapClient({ ...credentials, store: createRedisSnapStore({ client: redis }) })).use(snap);
 * ```
 */
export function createRedisSnapStore(
  options: RedisSnapStoreOptions,
): AccessTokenStore & RequestIdStore & CreatedRecordStore {
  const command = redisCommand(options.client);
  const prefix = options.prefix ?? 'lintas:snap:';
  const tokenKey = (key: string) => `${prefix}token:${key}`;
  const leaseKey = (key: string) => `${prefix}lease:${key}`;
  const recordKey = (key: string) => `${prefix}record:${key}`;
  return {
    async get(key) {
      const held = await command(['GET', tokenKey(key)]);
      if (typeof held !== 'string') return undefined;
      const token = JSON.parse(held) as StoredAccessToken;
      return token.expiresAt > Date.now() ? token : undefined;
    },
    async put(key, token) {
      if (token.expiresAt <= Date.now()) return;
      const value = JSON.stringify({ accessToken: token.accessToken, expiresAt: token.expiresAt });
      await command(['SET', tokenKey(key), value, 'PXAT', String(Math.ceil(token.expiresAt))]);
    },
    async drop(key, accessToken) {
      await dropScript.run(command, [tokenKey(key)], [accessToken]);
    },
    async claim(key, owner, leaseMs) {
      const lease = String(Math.max(1, Math.ceil(leaseMs)));
      return (await command(['SET', leaseKey(key), owner, 'NX', 'PX', lease])) === 'OK';
    },
    async release(key, owner) {
      await releaseScript.run(command, [leaseKey(key)], [owner]);
    },
    async reserve(id, expiresAt) {
      const until = String(Math.max(Date.now() + 1, Math.ceil(expiresAt)));
      return (await command(['SET', `${prefix}id:${id}`, '1', 'NX', 'PXAT', until])) === 'OK';
    },
    async expectRecord(key, expiresAt) {
      const until = String(Math.max(Date.now() + 1, Math.ceil(expiresAt)));
      await command(['SET', recordKey(key), '', 'NX', 'PXAT', until]);
    },
    async putRecord(key, reference, expiresAt) {
      if (reference === '') return;
      const until = String(Math.max(Date.now() + 1, Math.ceil(expiresAt)));
      await command(['SET', recordKey(key), reference, 'PXAT', until]);
    },
    async getRecord(key) {
      const held = await command(['GET', recordKey(key)]);
      if (typeof held !== 'string') return undefined;
      return held === '' ? null : held;
    },
  };
}
