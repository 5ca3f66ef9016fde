import { philippines } from '@lintas/philippines';
import { useSandbox } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { type JournalEntry, type JournalIntent, journalEntryId, reconcile } from '../src/index.js';
import { createPostgresJournal, migratePostgres, migratePostgresJournal } from '../src/postgres/index.js';
import { createRedisJournal, migrateRedisJournal } from '../src/redis/index.js';
import { redisCommand } from '../src/redis/redis-client.js';
import { uniqueName, useClients } from './support/clients.js';
import { bankPayout } from './support/payouts.js';

// A journal written before entries named their account: its entries stay readable, are never looked up
// by reconcile() (they could be any account's), and are given their account by the migration.

const setup = useSandbox(philippines);
const clients = useClients();
const path = philippines.endpoints.createPayout.path;
const minutesLater = (minutes: number) => () => Date.now() + minutes * 60 * 1000;

/** A payout the gateway made, and its entry as Lintas wrote it before it journaled `appId`: open, keys and params. */
async function paidPayout() {
  const payout = bankPayout();
  await setup.client.philippines.createPayout(payout);
  const keys = { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId };
  return { payout, keys, legacyId: journalEntryId(path, keys), id: journalEntryId(path, keys, setup.merchant.appId) };
}

/** Reconciles with the merchant's client once every window has passed. */
const reconcileLater = (journal: Parameters<typeof reconcile>[0]['journal']) =>
  reconcile({ client: setup.client, journal, endpoints: [philippines], now: minutesLater(21) });

/** What a reconcile run made of each entry: its id, status and whether it was another account's. */
const outcomes = (results: Awaited<ReturnType<typeof reconcile>>) =>
  results.map(({ entry, account }) => [entry.id, entry.status, account]);

/** A journal table as the migration made it before `app_id` and `'abandoned'`, in a fresh name. */
async function legacyTable(): Promise<string> {
  const table = uniqueName('legacy');
  await clients.sql.query(`
    create table "${table}" (
      id text primary key, endpoint text not null, keys text not null, params text not null, extra_params text,
      status text not null check (status in ('open', 'pending', 'committed', 'not-committed', 'failed', 'unknown')),
      attempts integer not null, reason text, opened_at bigint, recorded_at bigint not null,
      first_recorded_at bigint not null, checks integer not null default 0, checked_at bigint, note text,
      record text, unconfirmed text, token text, expires_at timestamptz
    )`);
  return table;
}

describe('a Redis journal written before entries named their account', () => {
  it('keeps its entries readable, lists them unsettled, and moves them under the account the migration names, once', async () => {
    const prefix = `${uniqueName('legacy')}:`;
    const journal = createRedisJournal({ client: clients.nodeRedis, prefix });
    const { payout, keys, legacyId, id } = await paidPayout();
    // Lintas before appId wrote the same hash, without it, under the id without the account.
    await journal.open({ endpoint: path, keys, params: payout } as unknown as JournalIntent);
    const command = redisCommand(clients.nodeRedis);
    await command(['HDEL', `${prefix}entry:${legacyId}`, 'appId']);
    expect(await command(['HEXISTS', `${prefix}entry:${legacyId}`, 'appId'])).toBe(0);

    const legacy = (await journal.get(legacyId)) as JournalEntry;
    expect(legacy).toMatchObject({ id: legacyId, endpoint: path, keys, params: payout, status: 'open' });
    expect(legacy.appId).toBeUndefined();
    expect(outcomes(await reconcileLater(journal))).toEqual([[legacyId, 'open', 'unnamed']]);
    expect((await journal.get(legacyId))?.checks).toBe(0);

    expect(await migrateRedisJournal({ client: clients.nodeRedis, prefix, appId: setup.merchant.appId })).toBe(1);
    expect(await migrateRedisJournal({ client: clients.nodeRedis, prefix, appId: setup.merchant.appId })).toBe(0);
    expect(await journal.get(legacyId)).toBeUndefined();
    expect(await journal.get(id)).toMatchObject({ id, appId: setup.merchant.appId, status: 'open', keys });
    expect(outcomes(await reconcileLater(journal))).toEqual([[id, 'committed', undefined]]);
  });

  it('leaves an entry whose id under the account a later call took, and one that names an account', async () => {
    const prefix = `${uniqueName('legacy')}:`;
    const journal = createRedisJournal({ client: clients.nodeRedis, prefix });
    const { payout, keys, legacyId, id } = await paidPayout();
    await journal.open({ endpoint: path, keys, params: payout } as unknown as JournalIntent);
    await redisCommand(clients.nodeRedis)(['HDEL', `${prefix}entry:${legacyId}`, 'appId']);
    await journal.open({ appId: setup.merchant.appId, endpoint: path, keys, params: payout });
    expect(await migrateRedisJournal({ client: clients.nodeRedis, prefix, appId: setup.merchant.appId })).toBe(0);
    expect(await journal.get(legacyId)).toMatchObject({ status: 'open' });
    expect(await journal.get(id)).toMatchObject({ appId: setup.merchant.appId });
  });
});

describe('a PostgreSQL journal table made before entries named their account', () => {
  it('keeps its rows readable once migrated, lists them unsettled, and moves them under the account the migration names, once', async () => {
    // The table as the migration made it before `app_id`, and a row as Lintas then wrote it.
    const table = await legacyTable();
    const { payout, keys, legacyId, id } = await paidPayout();
    await clients.sql.query(
      `insert into "${table}" (id, endpoint, keys, params, status, attempts, opened_at, recorded_at, first_recorded_at, token)
       values ($1, $2, $3, $4, 'open', 0, $5, $5, $5, 'token')`,
      [legacyId, path, JSON.stringify(keys), JSON.stringify(payout), Date.now()],
    );

    await migratePostgres(clients.pool, { notificationsTable: `${table}_notifications`, journalTable: table });
    const journal = createPostgresJournal({ client: clients.pool, table });
    const legacy = (await journal.get(legacyId)) as JournalEntry;
    expect(legacy).toMatchObject({ id: legacyId, endpoint: path, keys, params: payout, status: 'open' });
    expect(legacy.appId).toBeUndefined();
    expect(outcomes(await reconcileLater(journal))).toEqual([[legacyId, 'open', 'unnamed']]);

    expect(await migratePostgresJournal(clients.pool, { appId: setup.merchant.appId, table })).toBe(1);
    expect(await migratePostgresJournal(clients.pool, { appId: setup.merchant.appId, table })).toBe(0);
    expect(await journal.get(legacyId)).toBeUndefined();
    expect(await journal.get(id)).toMatchObject({ id, appId: setup.merchant.appId, status: 'open', keys });
    expect(outcomes(await reconcileLater(journal))).toEqual([[id, 'committed', undefined]]);
    // The migration let the table take the status added since, 'abandoned'.
    await clients.sql.query(`update "${table}" set status = 'abandoned' where id = $1`, [id]);
    expect(await journal.get(id)).toMatchObject({ status: 'abandoned' });
  });

  it('adds the column itself when the table was never migrated again', async () => {
    const table = await legacyTable();
    expect(await migratePostgresJournal(clients.pool, { appId: setup.merchant.appId, table })).toBe(0);
    const { rows } = await clients.sql.query(
      'select column_name from information_schema.columns where table_name = $1 and column_name = $2',
      [table, 'app_id'],
    );
    expect(rows).toHaveLength(1);
  });
});
