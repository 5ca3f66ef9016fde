import type { NotificationClaim, NotificationEvidence, NotificationStore } from '@lintas/core';
import { fromJournalText, toJournalText } from '../journal/journal-write.js';
import type { NotificationEvidenceReader } from '../journal/notification-evidence.js';
import { type RedisClient, redisCommand, redisScript } from './redis-client.js';

/** Options of {@link createRedisNotificationStore}. */
export interface RedisNotificationStoreOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. */
  readonly client: RedisClient;
  /** Prepended to every notification key. Default `'lintas:notification:'`. */
  readonly prefix?: string;
  /** How long a processed notification is remembered, in ms: keep it above the gateway's redelivery span. Default 30 days. */
  readonly ttlMs?: number;
}

// One atomic step: a new claim, or why not. A lapsed claim has expired out of Redis, so SET NX takes it.
const claimScript = redisScript(`
if redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[1]) then return 'claimed' end
if redis.call('GET', KEYS[1]) == 'completed' then return 'completed' end
return 'processing'
`);

// Extends the claim only while it is still this delivery's: a claim that lapsed is gone from Redis, and
// one taken over since holds another token.
const renewScript = redisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`);

// Records the completion unless another delivery holds a live claim: a claim that lapsed is gone from
// Redis, and one taken over since is that delivery's to complete or release.
const completeScript = redisScript(`
local held = redis.call('GET', KEYS[1])
if held == false or held == ARGV[1] or held == 'completed' then
  redis.call('SET', KEYS[1], 'completed', 'PX', ARGV[2])
  return 1
end
return 0
`);

// Drops the claim only if it is still this delivery's: a claim that lapsed may be someone else's now.
const releaseScript = redisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

// Keeps a confirmed notification's evidence under each member that names its operation, all at once.
// KEYS: one hash per member. ARGV: the field (event and notification key), the evidence, its time to live.
const keepScript = redisScript(`
for _, key in ipairs(KEYS) do
  redis.call('HSET', key, ARGV[1], ARGV[2])
  redis.call('PEXPIRE', key, ARGV[3])
end
return 1
`);

/** A {@link NotificationStore} in Redis that keeps the evidence of confirmed notifications, for `reconcile()`. */
export interface RedisNotificationStore extends NotificationStore, NotificationEvidenceReader {
  keepEvidence(evidence: NotificationEvidence): Promise<void>;
}

/**
 * A {@link NotificationStore} in Redis, shared by every process and serverless instance that receives
 * notifications, with the semantics of the in-memory store: `claim` is atomic (a Lua script), a claim
 * lapses after `leaseMs` (Redis expires it), a processed key is kept for `ttlMs`, and `renew`,
 * `complete` and `release` act only on the claim of their own delivery's token (compare-and-set and
 * compare-and-delete in Lua), in one process as across many.
 *
 * Keys: `<prefix><notification key>`, holding `processing:<token>` while claimed and `completed` once
 * processed; and, for a notification an operation settles by (a checkout's, a direct-debit
 * authorization's), the evidence the handler kept once the gateway confirmed it, for `reconcile()`
 * (`notifications`): `<prefix>evidence:<appId>:<member>:<value>`, a hash of each event's, for `ttlMs`.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createClientFromEnv, createNotificationHandler, rsaSha256Verifier } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 * import { createRedisNotificationStore } from '@lintas/stores/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 *
 * export const POST = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   plugins: [philippines],
 *   confirm: await createClientFromEnv(), // each notification is looked up under your appId first
 *   store: createRedisNotificationStore({ client: redis }),
 *   on: { 'payment.success': (n) => orders.markPaid(n.payload.mchOrderId) },
 * });
 * ```
 */
export function createRedisNotificationStore(options: RedisNotificationStoreOptions): RedisNotificationStore {
  const command = redisCommand(options.client);
  const prefix = options.prefix ?? 'lintas:notification:';
  const ttlMs = String(options.ttlMs ?? 30 * 24 * 3600 * 1000);
  const held = (token: string) => `processing:${token}`;
  const evidenceKey = (appId: string, member: string, value: string) =>
    `${prefix}evidence:${[appId, member, value].map(encodeURIComponent).join(':')}`;

  return {
    async claim(key, { leaseMs, token }): Promise<NotificationClaim> {
      const lease = String(Math.max(1, Math.ceil(leaseMs)));
      const answer = await claimScript.run(command, [prefix + key], [lease, held(token)]);
      return answer === 'claimed' || answer === 'completed' ? answer : 'processing';
    },
    async renew(key, { leaseMs, token }) {
      const lease = String(Math.max(1, Math.ceil(leaseMs)));
      return Number(await renewScript.run(command, [prefix + key], [held(token), lease])) === 1;
    },
    async complete(key, { token }) {
      await completeScript.run(command, [prefix + key], [held(token), ttlMs]);
    },
    async release(key, { token }) {
      await releaseScript.run(command, [prefix + key], [held(token)]);
    },
    async keepEvidence(evidence) {
      const keys = Object.entries(evidence.members).map(([member, value]) =>
        evidenceKey(evidence.appId, member, value),
      );
      await keepScript.run(command, keys, [`${evidence.eventName} ${evidence.key}`, toJournalText(evidence), ttlMs]);
    },
    async findEvidence({ appId, member, value, events }) {
      const reply = await command(['HGETALL', evidenceKey(appId, member, value)]);
      // A flat [field, value, ...] reply (RESP2), or a map (RESP3).
      const texts = Array.isArray(reply)
        ? reply.filter((_, index) => index % 2 === 1)
        : reply instanceof Map
          ? [...reply.values()]
          : Object.values((reply ?? {}) as Record<string, unknown>);
      return texts
        .map((text) => fromJournalText(String(text)) as NotificationEvidence)
        .filter((evidence) => events.includes(evidence.eventName))
        .sort((a, b) => a.confirmedAt - b.confirmedAt);
    },
  };
}
