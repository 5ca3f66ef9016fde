import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { journalEntryId } from '../src/index.js';
import {
  createPostgresJournal,
  createPostgresNotificationStore,
  migratePostgres,
  postgresMigration,
} from '../src/postgres/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { payoutIntent } from './support/journals.js';

const clients = useClients();

describe('the PostgreSQL migration', () => {
  it('ships as migrations/0001_lintas_stores.sql, exactly what postgresMigration() writes for the default names', async () => {
    const shipped = await readFile(new URL('../migrations/0001_lintas_stores.sql', import.meta.url), 'utf8');
    expect(shipped).toBe(postgresMigration());
    expect(shipped).toContain('create table if not exists "lintas_notifications"');
    expect(shipped).toContain('create table if not exists "lintas_outcome_journal"');
  });

  it('creates tables of the names given, in a schema too, and can run again', async () => {
    const schema = uniqueName('app');
    await clients.sql.query(`create schema ${schema}`);
    const tables = { notificationsTable: `${schema}.gateway_notifications`, journalTable: `${schema}.gateway_journal` };
    await migratePostgres(clients.pool, tables);
    await migratePostgres(clients.pool, tables);
    const { rows } = await clients.sql.query(
      'select table_name from information_schema.tables where table_schema = $1 order by table_name',
      [schema],
    );
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual([
      'gateway_journal',
      'gateway_notifications',
      'gateway_notifications_evidence',
    ]);
  });

  it('adds key_id to a journal table made before it, whose entries stay readable and take a keyId when closed', async () => {
    const table = uniqueName('before_key_id');
    await migratePostgres(clients.pool, { notificationsTable: `${table}_notifications`, journalTable: table });
    // The table as the migration made it before key_id was journaled, with an open entry under the id this
    // release gives it (an account, issue 45), so that the call that opened it closes it.
    await clients.sql.query(`alter table ${table} drop column key_id`);
    const intent = payoutIntent('out-old');
    const id = journalEntryId(intent.endpoint, intent.keys, intent.appId);
    await clients.sql.query(
      `insert into ${table} (id, endpoint, keys, params, status, attempts, opened_at, recorded_at, first_recorded_at, token)
       values ($1, $2, $3, $4, 'open', 0, 1, 1, 1, 'old-token')`,
      [id, intent.endpoint, JSON.stringify(intent.keys), JSON.stringify(intent.params)],
    );
    await migratePostgres(clients.pool, { notificationsTable: `${table}_notifications`, journalTable: table });
    const journal = createPostgresJournal({ client: clients.pool, table });
    const old = await journal.get(id);
    expect(old).toMatchObject({ status: 'open', keys: intent.keys, params: intent.params });
    expect(old).not.toHaveProperty('keyId');
    await journal.close(intent, { status: 'succeeded', attempts: 1, data: {}, keyId: 'merchant-key-2026' });
    expect(await journal.get(id)).toMatchObject({ status: 'committed', keyId: 'merchant-key-2026' });
  });

  it('refuses a table name that is not a plain identifier, before any SQL', () => {
    expect(() => postgresMigration({ notificationsTable: 'x; drop table users' })).toThrow(/letters, digits and _/);
    expect(() => createPostgresNotificationStore({ client: clients.pool, table: 'a"b' })).toThrow(
      /letters, digits and _/,
    );
  });

  it('prunes the rows whose time has passed and keeps the others', async () => {
    const table = uniqueName('pruned');
    await migratePostgres(clients.pool, { notificationsTable: table, journalTable: `${table}_journal` });
    const shortLived = createPostgresNotificationStore({ client: clients.pool, table, ttlMs: 50 });
    const longLived = createPostgresNotificationStore({ client: clients.pool, table });
    await shortLived.claim('payment.success:OLD', { leaseMs: 50, token: 'old' });
    await shortLived.complete('payment.success:OLD', { token: 'old' });
    await longLived.claim('payment.success:NEW', { leaseMs: 60_000, token: 'new' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await longLived.prune()).toBe(1);
    const { rows } = await clients.sql.query(`select key from ${table}`);
    expect(rows).toEqual([{ key: 'payment.success:NEW' }]);
  });
});
