import { accountPrefix } from '../journal/journal-entry-id.js';
import { type RedisClient, redisCommand, redisScript } from './redis-client.js';

/** Options of {@link migrateRedisJournal}. */
export interface MigrateRedisJournalOptions {
  /** A connected client: node-redis (`redis`) or `ioredis`. */
  readonly client: RedisClient;
  /** The journal's key prefix. Default `'lintas:journal:'`. */
  readonly prefix?: string;
  /** The merchant application id whose calls the journal's entries without an account are. */
  readonly appId: string;
}

// Moves one entry written before entries named their account under `appId`: its hash renamed to the
// account's id (keeping its time to live) and its status index member replaced, in one script. An entry
// that names an account already, or whose account's id is taken (a call made since), is left as it is.
// KEYS: the entry's hash, its hash under the account. ARGV: its id, its id under the account, appId,
// prefix of the indexes.
const moveScript = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'appId') == 1 then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local status = redis.call('HGET', KEYS[1], 'status')
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('HSET', KEYS[2], 'appId', ARGV[3])
if status then
  local index = ARGV[4] .. 'status:' .. status
  local score = redis.call('ZSCORE', index, ARGV[1])
  redis.call('ZREM', index, ARGV[1])
  if score then redis.call('ZADD', index, score, ARGV[2]) end
end
return 1
`);

/** `text` with Redis's glob characters escaped, for `SCAN ... MATCH`. */
const globEscaped = (text: string) => text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);

/**
 * Gives the entries a Redis journal holds from before entries named their account (Lintas before
 * `appId` was journaled) to the account `appId`: each is moved under the account's id and names it, so
 * `reconcile()` with that account's client settles it. Until then such an entry is listed by
 * `reconcile()` and never looked up: it could be any account's. Run it once, with the `appId` of the
 * only account whose client wrote to the journal; do not run it on a journal several accounts shared
 * before (settle their entries by hand, with each account's dashboard). Safe to run again, and while
 * calls run: an entry that names an account, or whose id under `appId` a later call took, stays as it
 * is. Resolves with how many entries it moved.
 *
 * @example
 * ```ts
 * import { migrateRedisJournal } from '@lintas/stores/redis';
 *
 * await migrateRedisJournal({ client: redis, appId: process.env.LINTAS_APP_ID });
 * ```
 */
export async function migrateRedisJournal(options: MigrateRedisJournalOptions): Promise<number> {
  const command = redisCommand(options.client);
  const prefix = options.prefix ?? 'lintas:journal:';
  const entries = `${prefix}entry:`;
  const account = accountPrefix(options.appId);
  let moved = 0;
  let cursor = '0';
  do {
    // Entries without an account have ids that start with their path ('/open-api/...').
    const reply = (await command(['SCAN', cursor, 'MATCH', `${globEscaped(entries)}/*`, 'COUNT', '500'])) as [
      unknown,
      unknown[],
    ];
    cursor = String(reply[0]);
    for (const key of reply[1].map(String)) {
      const id = key.slice(entries.length);
      const owned = `${account}${id}`;
      const result = await moveScript.run(command, [key, `${entries}${owned}`], [id, owned, options.appId, prefix]);
      moved += Number(result);
    }
  } while (cursor !== '0');
  return moved;
}
