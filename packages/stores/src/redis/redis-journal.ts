import type { ExtraParams } from '@lintas/core';
import { boundedJournal, type JournalBackend } from '../journal/bounded-journal.js';
import { journalEntryId } from '../journal/journal-entry-id.js';
import { type JournalOptions, journalDefaults } from '../journal/journal-options.js';
import { fromJournalText, type JournalWrite, toJournalText } from '../journal/journal-write.js';
import type {
  JournalEntry,
  JournalListOptions,
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

const statuses: readonly JournalStatus[] = [
  'open',
  'pending',
  'committed',
  'not-committed',
  'failed',
  'unknown',
  'abandoned',
];

// KEYS: the entry's hash, then the index of each status, in the order of `statuses`.
const indexes = `local index = { ['open'] = KEYS[2], ['pending'] = KEYS[3], ['committed'] = KEYS[4], ['not-committed'] = KEYS[5], ['failed'] = KEYS[6], ['unknown'] = KEYS[7], ['abandoned'] = KEYS[8] }
local old = redis.call('HGET', KEYS[1], 'status')`;

// A call's write (see JournalWrite). ARGV: id, endpoint, keys, params, status, attempts, reason flag,
// reason, record flag, record, at, kind, token, ttl ('' for none), trim bound of the status's index,
// whether to answer the entry, extraParams flag, extraParams, keyId flag, keyId. Answers 0 when the
// write is skipped.
const writeScript = redisScript(`
${indexes}
local stored = redis.call('HMGET', KEYS[1], 'token', 'openedAt')
if ARGV[12] == 'open' then
  if stored[2] and tonumber(stored[2]) > tonumber(ARGV[11]) then return 0 end
elseif ARGV[12] == 'close' then
  if old and stored[1] ~= ARGV[13] then return 0 end
end
if old and index[old] then redis.call('ZREM', index[old], ARGV[1]) end
redis.call('HSET', KEYS[1], 'endpoint', ARGV[2], 'keys', ARGV[3], 'params', ARGV[4], 'status', ARGV[5], 'recordedAt', ARGV[11])
redis.call('HSETNX', KEYS[1], 'firstRecordedAt', ARGV[11])
redis.call('HSETNX', KEYS[1], 'checks', '0')
-- The account the entry's id names (app/<appId, URI-encoded>/...), kept as given.
local account = string.match(ARGV[1], '^app/([^/]*)/')
if account then redis.call('HSET', KEYS[1], 'appId', (account:gsub('%%(%x%x)', function(hex) return string.char(tonumber(hex, 16)) end))) end
redis.call('HINCRBY', KEYS[1], 'attempts', ARGV[6])
if ARGV[12] == 'open' then
  redis.call('HSET', KEYS[1], 'openedAt', ARGV[11], 'token', ARGV[13])
else
  redis.call('HDEL', KEYS[1], 'token')
end
if ARGV[7] == '1' then redis.call('HSET', KEYS[1], 'reason', ARGV[8]) else redis.call('HDEL', KEYS[1], 'reason') end
if ARGV[9] == '1' then redis.call('HSET', KEYS[1], 'record', ARGV[10]) else redis.call('HDEL', KEYS[1], 'record') end
if ARGV[17] == '1' then redis.call('HSET', KEYS[1], 'extraParams', ARGV[18]) else redis.call('HDEL', KEYS[1], 'extraParams') end
if ARGV[19] == '1' then redis.call('HSET', KEYS[1], 'keyId', ARGV[20]) else redis.call('HDEL', KEYS[1], 'keyId') end
redis.call('HDEL', KEYS[1], 'note', 'unconfirmed')
redis.call('ZADD', index[ARGV[5]], ARGV[11], ARGV[1])
if ARGV[14] == '' then
  redis.call('PERSIST', KEYS[1])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[14])
  redis.call('ZREMRANGEBYSCORE', index[ARGV[5]], '-inf', ARGV[15])
end
if ARGV[16] == '1' then return redis.call('HGETALL', KEYS[1]) end
return 1
`);

// A lookup's settlement, ignored when a call wrote the entry since. ARGV: id, status, recordedAt,
// checkedAt, note flag, note, record flag, record, unconfirmed flag, unconfirmed, ttl of a settled entry.
const settleScript = redisScript(`
if redis.call('HGET', KEYS[1], 'recordedAt') ~= ARGV[3] then return 0 end
${indexes}
if old and index[old] then redis.call('ZREM', index[old], ARGV[1]) end
redis.call('ZADD', index[ARGV[2]], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'checkedAt', ARGV[4])
redis.call('HINCRBY', KEYS[1], 'checks', 1)
if ARGV[5] == '1' then redis.call('HSET', KEYS[1], 'note', ARGV[6]) else redis.call('HDEL', KEYS[1], 'note') end
if ARGV[7] == '1' then redis.call('HSET', KEYS[1], 'record', ARGV[8]) else redis.call('HDEL', KEYS[1], 'record') end
if ARGV[9] == '1' then redis.call('HSET', KEYS[1], 'unconfirmed', ARGV[10]) else redis.call('HDEL', KEYS[1], 'unconfirmed') end
if ARGV[2] == 'committed' or ARGV[2] == 'not-committed' or ARGV[2] == 'abandoned' then redis.call('PEXPIRE', KEYS[1], ARGV[11]) else redis.call('PERSIST', KEYS[1]) end
return 1
`);

// An index member whose entry expired (a finished entry past its time) or moved on is dropped on the way.
// KEYS: the status's index. ARGV: limit, prefix of the entries' keys, status, bounds of the score, the
// appId of the entries to list ('' for every account's). Another account's entries are passed over in
// pages, so that they never take the place of this account's under the limit.
const listScript = redisScript(`
local limit = tonumber(ARGV[1])
local entries = {}
local offset = 0
while #entries < limit do
  local ids = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[5], ARGV[4], 'LIMIT', offset, limit)
  if #ids == 0 then break end
  offset = offset + #ids
  for _, id in ipairs(ids) do
    local key = ARGV[2] .. id
    if redis.call('EXISTS', key) == 0 or redis.call('HGET', key, 'status') ~= ARGV[3] then
      redis.call('ZREM', KEYS[1], id)
      offset = offset - 1
    elseif #entries < limit and (ARGV[6] == '' or redis.call('HGET', key, 'appId') == ARGV[6]) then
      table.insert(entries, redis.call('HGETALL', key))
    end
  end
end
return entries
`);

const removeScript = redisScript(`
${indexes}
if old and index[old] then redis.call('ZREM', index[old], ARGV[1]) end
return redis.call('DEL', KEYS[1])
`);

const flag = (value: string | undefined): [string, string] => (value === undefined ? ['0', ''] : ['1', value]);

/**
 * A {@link ReconciliationJournal} in Redis. Each entry is a hash `<prefix>entry:<id>`, indexed by status
 * in sorted sets `<prefix>status:<status>` (scored by `recordedAt`); every change is one Lua script, so
 * processes writing and reconciling at once never see half an entry. Entries closed by their call
 * expire after `closedTtlMs`, those a lookup settled after `resolvedTtlMs`; the others stay until
 * `remove`. Needs a single Redis (or a primary), not Cluster. Every write is bounded by `timeoutMs`,
 * whatever the client library does while Redis is away (node-redis queues commands until it
 * reconnects; ioredis retries each one).
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
  const { closedTtlMs, resolvedTtlMs } = journalDefaults(options);
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
      ...flag(change.reason),
      ...flag(change.record),
      String(change.at),
      change.kind,
      change.token ?? '',
      change.expires ? String(closedTtlMs) : '',
      `(${change.at - closedTtlMs}`,
      returning ? '1' : '0',
      ...flag(change.extraParams),
      ...flag(change.keyId),
    ]);
  }

  const backend: JournalBackend = {
    store: `Redis (keys ${prefix}*)`,
    async write(change) {
      await write(change, false);
    },
    async writeAndRead(change) {
      return toEntry(change.id, await write(change, true));
    },
    async get(id) {
      const fields = await command(['HGETALL', entryKey(id)]);
      return isEmpty(fields) ? undefined : toEntry(id, fields);
    },
    async list(status, listOptions) {
      const replies = await listScript.run(
        command,
        [`${prefix}status:${status}`],
        listArgs(prefix, status, listOptions),
      );
      return (replies as unknown[]).map((fields) => toEntry(undefined, fields));
    },
    async settle(id, settlement: JournalSettlement) {
      await settleScript.run(command, keysOf(id), [
        id,
        settlement.status,
        String(settlement.recordedAt),
        String(settlement.checkedAt),
        ...flag(settlement.note === undefined ? undefined : toJournalText(settlement.note)),
        ...flag(settlement.record === undefined ? undefined : toJournalText(settlement.record)),
        ...flag(settlement.unconfirmed === undefined ? undefined : toJournalText(settlement.unconfirmed)),
        String(resolvedTtlMs),
      ]);
    },
    async remove(id) {
      await removeScript.run(command, keysOf(id), [id]);
    },
  };
  return boundedJournal(backend, options);
}

/** The arguments of the list script (see `listScript`). */
function listArgs(prefix: string, status: JournalStatus, options: JournalListOptions): string[] {
  return [
    String(options.limit ?? 100),
    `${prefix}entry:`,
    status,
    options.recordedBefore === undefined ? '+inf' : `(${options.recordedBefore}`,
    options.recordedFrom === undefined ? '-inf' : String(options.recordedFrom),
    options.appId ?? '',
  ];
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
  const appId = fields.get('appId');
  return {
    id: id ?? journalEntryId(endpoint, keys, appId),
    ...(appId === undefined ? {} : { appId }),
    endpoint,
    keys,
    params: (fromJournalText(text('params')) ?? {}) as Record<string, unknown>,
    ...(data('extraParams') as { extraParams?: ExtraParams }),
    status: text('status') as JournalStatus,
    attempts: Number(text('attempts')),
    ...(data('reason') as { reason?: string }),
    ...(data('keyId') as { keyId?: string }),
    ...time('openedAt'),
    recordedAt: Number(text('recordedAt')),
    firstRecordedAt: Number(text('firstRecordedAt')),
    checks: Number(text('checks')),
    ...time('checkedAt'),
    ...(data('note') as { note?: string }),
    ...data('record'),
    ...(data('unconfirmed') as { unconfirmed?: readonly string[] }),
  };
}
