import type { OutcomeUnknownEvent } from '@lintas/core';
import { journalEntryId } from '../journal/journal-entry-id.js';
import { journalHook, reportedClose } from '../journal/journal-hook.js';
import { type JournalOptions, journalDefaults } from '../journal/journal-options.js';
import {
  closeWrite,
  fromJournalText,
  type JournalWrite,
  openWrite,
  toJournalText,
  unknownWrite,
} from '../journal/journal-write.js';
import type {
  JournalEntry,
  JournalSettlement,
  JournalStatus,
  ReconciliationJournal,
} from '../journal/reconciliation-journal.js';
import { type RedisClient, redisCommand, redisScript } from './redis-client.js';

/** Options of {@link createRedisJournal}. */
export interface RedisJournalOptions extends JournalOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. Use a Redis that persists (AOF or RDB): the journal must outlive restarts. */
  readonly client: RedisClient;
  /** Prepended to the journal's keys. Default `'lintas:journal:'`. */
  readonly prefix?: string;
}

const statuses: readonly JournalStatus[] = ['open', 'succeeded', 'failed', 'pending', 'resolved', 'retry', 'attention'];

// KEYS: the entry's hash, then the index of each status, in the order of `statuses`.
const indexes = `local index = { open = KEYS[2], succeeded = KEYS[3], failed = KEYS[4], pending = KEYS[5], resolved = KEYS[6], retry = KEYS[7], attention = KEYS[8] }
local old = redis.call('HGET', KEYS[1], 'status')
if old and index[old] then redis.call('ZREM', index[old], ARGV[1]) end`;

// A call's write (see JournalWrite). ARGV: id, endpoint, keys, params, status, attempts, reason flag,
// reason, record flag, record, at, opens, ttl ('' for none), trim bound of the status's index, whether
// to answer the entry.
const writeScript = redisScript(`
${indexes}
redis.call('HSET', KEYS[1], 'endpoint', ARGV[2], 'keys', ARGV[3], 'params', ARGV[4], 'status', ARGV[5], 'recordedAt', ARGV[11])
redis.call('HSETNX', KEYS[1], 'firstRecordedAt', ARGV[11])
redis.call('HSETNX', KEYS[1], 'checks', '0')
redis.call('HINCRBY', KEYS[1], 'attempts', ARGV[6])
if ARGV[12] == '1' then redis.call('HSET', KEYS[1], 'openedAt', ARGV[11]) end
if ARGV[7] == '1' then redis.call('HSET', KEYS[1], 'reason', ARGV[8]) else redis.call('HDEL', KEYS[1], 'reason') end
if ARGV[9] == '1' then redis.call('HSET', KEYS[1], 'record', ARGV[10]) else redis.call('HDEL', KEYS[1], 'record') end
redis.call('HDEL', KEYS[1], 'note')
redis.call('ZADD', index[ARGV[5]], ARGV[11], ARGV[1])
if ARGV[13] == '' then
  redis.call('PERSIST', KEYS[1])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[13])
  redis.call('ZREMRANGEBYSCORE', index[ARGV[5]], '-inf', ARGV[14])
end
if ARGV[15] == '1' then return redis.call('HGETALL', KEYS[1]) end
return 1
`);

// A lookup's settlement, ignored when a call wrote the entry since. ARGV: id, status, recordedAt,
// checkedAt, note flag, note, record flag, record, ttl of a resolved entry.
const settleScript = redisScript(`
if redis.call('HGET', KEYS[1], 'recordedAt') ~= ARGV[3] then return 0 end
${indexes}
redis.call('ZADD', index[ARGV[2]], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'checkedAt', ARGV[4])
redis.call('HINCRBY', KEYS[1], 'checks', 1)
if ARGV[5] == '1' then redis.call('HSET', KEYS[1], 'note', ARGV[6]) else redis.call('HDEL', KEYS[1], 'note') end
if ARGV[7] == '1' then redis.call('HSET', KEYS[1], 'record', ARGV[8]) else redis.call('HDEL', KEYS[1], 'record') end
if ARGV[2] == 'resolved' then redis.call('PEXPIRE', KEYS[1], ARGV[9]) else redis.call('PERSIST', KEYS[1]) end
return 1
`);

// An index member whose entry expired (a finished entry past its time) or moved on is dropped on the way.
// KEYS: the status's index. ARGV: limit, prefix of the entries' keys, status, upper bound of the score.
const listScript = redisScript(`
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[4], 'LIMIT', 0, tonumber(ARGV[1]))
local entries = {}
for _, id in ipairs(ids) do
  local fields = redis.call('HGETALL', ARGV[2] .. id)
  if #fields == 0 or redis.call('HGET', ARGV[2] .. id, 'status') ~= ARGV[3] then
    redis.call('ZREM', KEYS[1], id)
  else
    table.insert(entries, fields)
  end
end
return entries
`);

const removeScript = redisScript(`
${indexes}
return redis.call('DEL', KEYS[1])
`);

/**
 * A {@link ReconciliationJournal} in Redis. Each entry is a hash `<prefix>entry:<id>`, indexed by status
 * in sorted sets `<prefix>status:<status>` (scored by `recordedAt`); every change is one Lua script, so
 * processes writing and reconciling at once never see half an entry. Entries closed by their call
 * expire after `closedTtlMs`, resolved ones after `resolvedTtlMs`; the others stay until `remove`.
 * Needs a single Redis (or a primary), not Cluster.
 *
 * @example
 * ```ts
 * import { createClient as createRedis } from 'redis';
 * import { createClient } from '@lintas/core';
 * import { reconcile } from '@lintas/stores';
 * import { createRedisJournal } from '@lintas/stores/redis';
 *
 * const journal = createRedisJournal({ client: await createRedis({ url: process.env.REDIS_URL }).connect() });
 * const client = createClient({ ...config, journal }).use(philippines); // every payout written ahead
 * // later, from any process:
 * const results = await reconcile({ client, journal, endpoints: [philippines] });
 * ```
 */
export function createRedisJournal(options: RedisJournalOptions): ReconciliationJournal {
  const command = redisCommand(options.client);
  const prefix = options.prefix ?? 'lintas:journal:';
  const { closedTtlMs, resolvedTtlMs, onError, now } = journalDefaults(options);
  const entryKey = (id: string) => `${prefix}entry:${id}`;
  const keysOf = (id: string) => [entryKey(id), ...statuses.map((status) => `${prefix}status:${status}`)];

  function write(change: JournalWrite, returning: boolean): Promise<unknown> {
    return writeScript.run(command, keysOf(change.id), [
      change.id,
      change.endpoint,
      change.keys,
      change.params,
      change.status,
      String(change.attempts),
      change.reason === undefined ? '0' : '1',
      change.reason ?? '',
      change.record === undefined ? '0' : '1',
      change.record ?? '',
      String(change.at),
      change.opens ? '1' : '0',
      change.expires ? String(closedTtlMs) : '',
      `(${change.at - closedTtlMs}`,
      returning ? '1' : '0',
    ]);
  }
  const record = async (event: OutcomeUnknownEvent) => {
    const change = unknownWrite(event, now());
    return toEntry(change.id, await write(change, true));
  };

  return {
    async open(intent) {
      await write(openWrite(intent, now()), false);
    },
    async close(intent, outcome) {
      const change = closeWrite(intent, outcome, now());
      await reportedClose(() => write(change, false), onError, change.id);
    },
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
        [
          String(listOptions.limit ?? 100),
          `${prefix}entry:`,
          status,
          listOptions.recordedBefore === undefined ? '+inf' : `(${listOptions.recordedBefore}`,
        ],
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
        settlement.note === undefined ? '' : toJournalText(settlement.note),
        settlement.record === undefined ? '0' : '1',
        settlement.record === undefined ? '' : toJournalText(settlement.record),
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
  const time = (name: string) => (fields.has(name) ? { [name]: Number(fields.get(name)) } : {});
  const data = (name: string) => (fields.has(name) ? { [name]: fromJournalText(fields.get(name)) } : {});
  const endpoint = text('endpoint');
  const keys = (fromJournalText(text('keys')) ?? {}) as Record<string, string | number>;
  return {
    id: id ?? journalEntryId(endpoint, keys),
    endpoint,
    keys,
    params: (fromJournalText(text('params')) ?? {}) as Record<string, unknown>,
    status: text('status') as JournalStatus,
    attempts: Number(text('attempts')),
    ...(data('reason') as { reason?: string }),
    ...time('openedAt'),
    recordedAt: Number(text('recordedAt')),
    firstRecordedAt: Number(text('firstRecordedAt')),
    checks: Number(text('checks')),
    ...time('checkedAt'),
    ...(data('note') as { note?: string }),
    ...data('record'),
  };
}
