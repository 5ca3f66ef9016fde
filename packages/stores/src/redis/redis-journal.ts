import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from '../journal/journal-entry-id.js';
import { journalDefaults, type JournalOptions } from '../journal/journal-options.js';
import { journalHook } from '../journal/journal-hook.js';
import { recordedOutcome } from '../journal/recorded-outcome.js';
import type {
  JournalEntry,
  JournalSettlement,
  JournalStatus,
  ReconciliationJournal,
} from '../journal/reconciliation-journal.js';
import { redisCommand, redisScript, type RedisClient } from './redis-client.js';

/** Options of {@link createRedisJournal}. */
export interface RedisJournalOptions extends JournalOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. Use a Redis that persists (AOF or RDB): the journal must outlive restarts. */
  readonly client: RedisClient;
  /** Prepended to the journal's keys. Default `'lintas:journal:'`. */
  readonly prefix?: string;
}

const statuses: readonly JournalStatus[] = ['pending', 'resolved', 'retry', 'attention'];

// KEYS: entry hash, then the index of each status (pending, resolved, retry, attention).
const recordScript = redisScript(`
for i = 2, 5 do redis.call('ZREM', KEYS[i], ARGV[1]) end
redis.call('HSET', KEYS[1], 'endpoint', ARGV[2], 'keys', ARGV[3], 'params', ARGV[4], 'reason', ARGV[6], 'recordedAt', ARGV[7], 'status', 'pending')
redis.call('HSETNX', KEYS[1], 'firstRecordedAt', ARGV[7])
redis.call('HSETNX', KEYS[1], 'checks', '0')
redis.call('HINCRBY', KEYS[1], 'attempts', ARGV[5])
redis.call('HDEL', KEYS[1], 'record')
redis.call('PERSIST', KEYS[1])
redis.call('ZADD', KEYS[2], ARGV[7], ARGV[1])
return redis.call('HGETALL', KEYS[1])
`);

const settleScript = redisScript(`
if redis.call('HGET', KEYS[1], 'recordedAt') ~= ARGV[3] then return 0 end
local index = { pending = KEYS[2], resolved = KEYS[3], retry = KEYS[4], attention = KEYS[5] }
for i = 2, 5 do redis.call('ZREM', KEYS[i], ARGV[1]) end
redis.call('ZADD', index[ARGV[2]], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'checkedAt', ARGV[4])
redis.call('HINCRBY', KEYS[1], 'checks', 1)
if ARGV[5] == '1' then redis.call('HSET', KEYS[1], 'note', ARGV[6]) else redis.call('HDEL', KEYS[1], 'note') end
if ARGV[7] == '1' then redis.call('HSET', KEYS[1], 'record', ARGV[8]) else redis.call('HDEL', KEYS[1], 'record') end
if ARGV[2] == 'resolved' then redis.call('PEXPIRE', KEYS[1], ARGV[9]) else redis.call('PERSIST', KEYS[1]) end
return 1
`);

// An index member whose entry expired (a resolved entry past its TTL) is dropped on the way.
const listScript = redisScript(`
local ids = redis.call('ZRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1)
local entries = {}
for _, id in ipairs(ids) do
  local fields = redis.call('HGETALL', ARGV[2] .. id)
  if #fields == 0 then redis.call('ZREM', KEYS[1], id) else table.insert(entries, fields) end
end
return entries
`);

const removeScript = redisScript(`
for i = 2, 5 do redis.call('ZREM', KEYS[i], ARGV[1]) end
return redis.call('DEL', KEYS[1])
`);

/**
 * A {@link ReconciliationJournal} in Redis. Each entry is a hash `<prefix>entry:<id>`, indexed by status
 * in sorted sets `<prefix>status:<status>` (scored by `recordedAt`); every change is one Lua script, so
 * processes recording and reconciling at once never see half an entry. Resolved entries expire after
 * `resolvedTtlMs`; the others stay until `remove`. Needs a single Redis (or a primary), not Cluster.
 *
 * @example
 * ```ts
 * import { createClient as createRedis } from 'redis';
 * import { createClient } from '@lintas/core';
 * import { reconcile } from '@lintas/stores';
 * import { createRedisJournal } from '@lintas/stores/redis';
 *
 * const journal = createRedisJournal({ client: await createRedis({ url: process.env.REDIS_URL }).connect() });
 * const client = createClient({ ...config, hooks: { outcomeUnknown: [journal.hook] } }).use(philippines);
 * // later, from any process:
 * const results = await reconcile({ client, journal, endpoints: [philippines] });
 * ```
 */
export function createRedisJournal(options: RedisJournalOptions): ReconciliationJournal {
  const command = redisCommand(options.client);
  const prefix = options.prefix ?? 'lintas:journal:';
  const { resolvedTtlMs, onError, now } = journalDefaults(options);
  const entryKey = (id: string) => `${prefix}entry:${id}`;
  const keysOf = (id: string) => [entryKey(id), ...statuses.map((status) => `${prefix}status:${status}`)];

  async function record(event: OutcomeUnknownEvent): Promise<JournalEntry> {
    const outcome = recordedOutcome(event, now());
    const fields = await recordScript.run(command, keysOf(outcome.id), [
      outcome.id,
      outcome.endpoint,
      outcome.keys,
      outcome.params,
      String(outcome.attempts),
      outcome.reason,
      String(outcome.recordedAt),
    ]);
    return toEntry(outcome.id, fields);
  }

  return {
    record,
    hook: journalHook(record, onError),
    async get(id) {
      const fields = await command(['HGETALL', entryKey(id)]);
      return isEmpty(fields) ? undefined : toEntry(id, fields);
    },
    async list(status, listOptions = {}) {
      const replies = await listScript.run(
        command,
        [`${prefix}status:${status}`],
        [String(listOptions.limit ?? 100), `${prefix}entry:`],
      );
      return (replies as unknown[]).map((fields) => toEntry(undefined, fields));
    },
    async settle(id, settlement: JournalSettlement) {
      await settleScript.run(command, keysOf(id), [
        id,
        settlement.status,
        String(settlement.recordedAt),
        String(settlement.checkedAt),
        settlement.note === undefined ? '0' : '1',
        settlement.note ?? '',
        settlement.record === undefined ? '0' : '1',
        settlement.record === undefined ? '' : JSON.stringify(settlement.record),
        String(resolvedTtlMs),
      ]);
    },
    async remove(id) {
      await removeScript.run(command, keysOf(id), [id]);
    },
  };
}

function isEmpty(reply: unknown): boolean {
  return (
    reply === null ||
    (Array.isArray(reply) ? reply.length === 0 : typeof reply === 'object' && Object.keys(reply).length === 0)
  );
}

/** A hash as either a flat `[field, value, ...]` reply (RESP2) or a map (RESP3). */
function fieldsOf(reply: unknown): Map<string, string> {
  if (Array.isArray(reply)) {
    const fields = new Map<string, string>();
    for (let index = 0; index + 1 < reply.length; index += 2)
      fields.set(String(reply[index]), String(reply[index + 1]));
    return fields;
  }
  const entries = reply instanceof Map ? [...reply.entries()] : Object.entries(reply as object);
  return new Map(entries.map(([field, value]) => [String(field), String(value)]));
}

function toEntry(id: string | undefined, reply: unknown): JournalEntry {
  const fields = fieldsOf(reply);
  const text = (name: string) => fields.get(name) ?? '';
  const endpoint = text('endpoint');
  const keys = JSON.parse(text('keys') || '{}') as Record<string, string | number>;
  const checkedAt = fields.get('checkedAt');
  const note = fields.get('note');
  const record = fields.get('record');
  return {
    id: id ?? journalEntryId(endpoint, keys),
    endpoint,
    keys,
    params: JSON.parse(text('params') || '{}') as Record<string, unknown>,
    attempts: Number(text('attempts')),
    reason: text('reason'),
    recordedAt: Number(text('recordedAt')),
    firstRecordedAt: Number(text('firstRecordedAt')),
    status: text('status') as JournalStatus,
    checks: Number(text('checks')),
    ...(checkedAt === undefined ? {} : { checkedAt: Number(checkedAt) }),
    ...(note === undefined ? {} : { note }),
    ...(record === undefined ? {} : { record: JSON.parse(record) as unknown }),
  };
}
