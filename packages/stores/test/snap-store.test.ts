import { readFile } from 'node:fs/promises';
import type { AccessTokenStore, CreatedRecordStore, RequestIdStore } from '@lintas/core';
import { memorySnapStore } from '@lintas/snap';
import { describe, expect, it } from 'vitest';
import { createPostgresSnapStore, migratePostgresSnap, postgresSnapMigration } from '../src/postgres/index.js';
import { createRedisSnapStore } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';

const clients = useClients();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The lifetime of the tokens, leases and ids these tests let lapse: long enough for the round trips
 * made within it on a loaded machine (up to four), and `lapsed` after it.
 */
const short = 1500;
const lapsed = short + 200;

type SnapStore = AccessTokenStore & RequestIdStore & CreatedRecordStore;

interface Subject {
  readonly name: string;
  /** A fresh store: two calls on one namespace stand for two processes sharing the store. */
  namespace(): Promise<string>;
  open(namespace: string): SnapStore;
}

const subjects: Subject[] = [
  {
    name: 'Redis (node-redis)',
    namespace: async () => `${uniqueName('s')}:`,
    open: (prefix) => createRedisSnapStore({ client: clients.nodeRedis, prefix }),
  },
  {
    name: 'Redis (ioredis)',
    namespace: async () => `${uniqueName('si')}:`,
    open: (prefix) => createRedisSnapStore({ client: clients.ioredis, prefix }),
  },
  {
    name: 'PostgreSQL (pg, in a table of its own name)',
    async namespace() {
      const table = uniqueName('snap');
      await migratePostgresSnap(clients.pool, { table });
      return table;
    },
    open: (table) => createPostgresSnapStore({ client: clients.pool, table }),
  },
];

describe.each(subjects)('the SNAP store on $name', (subject) => {
  const twoProcesses = async () => {
    const namespace = await subject.namespace();
    return [subject.open(namespace), subject.open(namespace)] as const;
  };

  it('shares a token between processes until it expires', async () => {
    const [one, other] = await twoProcesses();
    expect(await other.get('gateway|client')).toBeUndefined();
    const token = { accessToken: 'eyJ.token-1', expiresAt: Date.now() + short };
    await one.put('gateway|client', token);
    expect(await other.get('gateway|client')).toEqual(token);
    expect(await other.get('gateway|other-client')).toBeUndefined();
    await pause(lapsed);
    expect(await other.get('gateway|client')).toBeUndefined();
  });

  it('drops a refused token, and only while it is still the stored one', async () => {
    const [one, other] = await twoProcesses();
    const until = Date.now() + 60_000;
    await one.put('k', { accessToken: 'old', expiresAt: until });
    await other.put('k', { accessToken: 'new', expiresAt: until });
    await one.drop('k', 'old');
    expect(await one.get('k')).toEqual({ accessToken: 'new', expiresAt: until });
    await other.drop('k', 'new');
    expect(await one.get('k')).toBeUndefined();
  });

  it('lets one process at a time hold the refresh lease, and another take it once it lapses', async () => {
    const [one, other] = await twoProcesses();
    expect(await one.claim('k', 'owner-1', short)).toBe(true);
    expect(await other.claim('k', 'owner-2', short)).toBe(false);
    await other.release('k', 'owner-2');
    expect(await other.claim('k', 'owner-2', short)).toBe(false);
    await pause(lapsed);
    expect(await other.claim('k', 'owner-2', short)).toBe(true);
    // The first owner's late release leaves the second owner's lease in place.
    await one.release('k', 'owner-1');
    expect(await one.claim('k', 'owner-1', short)).toBe(false);
    await other.release('k', 'owner-2');
    expect(await one.claim('k', 'owner-1', short)).toBe(true);
  });

  it('grants the lease to exactly one of many processes claiming at once', async () => {
    const namespace = await subject.namespace();
    const stores = Array.from({ length: 10 }, () => subject.open(namespace));
    const granted = await Promise.all(stores.map((store, index) => store.claim('k', `owner-${index}`, 5000)));
    expect(granted.filter(Boolean)).toHaveLength(1);
  });

  it('reserves an id once until its day ends, then lets it be reserved again', async () => {
    const [one, other] = await twoProcesses();
    const reserved = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? one : other).reserve('partner:2026-11-27:42', Date.now() + short),
      ),
    );
    expect(reserved.filter(Boolean)).toHaveLength(1);
    expect(await one.reserve('partner:2026-11-27:43', Date.now() + short)).toBe(true);
    await pause(lapsed);
    expect(await other.reserve('partner:2026-11-27:42', Date.now() + 60_000)).toBe(true);
  });

  it('records a created code for every process: expected, then its referenceNo, which a later expectation keeps', async () => {
    const [one, other] = await twoProcesses();
    const key = 'paycools-cargo|partner|awb-1001';
    expect(await other.getRecord(key)).toBeUndefined();
    await one.expectRecord(key, Date.now() + 60_000);
    expect(await other.getRecord(key)).toBeNull();
    await one.putRecord(key, 'REF-1', Date.now() + 60_000);
    expect(await other.getRecord(key)).toBe('REF-1');
    // A create of the same partnerReferenceNo sent again (refused by the gateway as a duplicate) keeps it.
    await other.expectRecord(key, Date.now() + 60_000);
    expect(await one.getRecord(key)).toBe('REF-1');
    expect(await one.getRecord('paycools-cargo|other-partner|awb-1001')).toBeUndefined();
  });

  it('forgets a created code once its time has passed', async () => {
    const [one, other] = await twoProcesses();
    await one.putRecord('eztrans|partner|atm-1', 'REF-2', Date.now() + short);
    expect(await other.getRecord('eztrans|partner|atm-1')).toBe('REF-2');
    await pause(lapsed);
    expect(await other.getRecord('eztrans|partner|atm-1')).toBeUndefined();
    await other.expectRecord('eztrans|partner|atm-1', Date.now() + 60_000);
    expect(await one.getRecord('eztrans|partner|atm-1')).toBeNull();
  });
});

describe('the memory SNAP store of @lintas/snap', () => {
  it('keeps the same semantics in one process', async () => {
    const store = memorySnapStore();
    expect(await store.claim('k', 'a', 100)).toBe(true);
    expect(await store.claim('k', 'b', 100)).toBe(false);
    expect(await store.reserve('id', Date.now() + 100)).toBe(true);
    expect(await store.reserve('id', Date.now() + 100)).toBe(false);
    await store.expectRecord('code', Date.now() + 100);
    expect(await store.getRecord('code')).toBeNull();
    await store.putRecord('code', 'REF', Date.now() + 100);
    await store.expectRecord('code', Date.now() + 100);
    expect(await store.getRecord('code')).toBe('REF');
  });
});

describe('the PostgreSQL SNAP migration', () => {
  it('ships as migrations/0002_lintas_snap.sql, exactly what postgresSnapMigration() writes', async () => {
    const shipped = await readFile(new URL('../migrations/0002_lintas_snap.sql', import.meta.url), 'utf8');
    expect(shipped).toBe(postgresSnapMigration());
    expect(shipped).toContain('create table if not exists "lintas_snap_state"');
  });

  it('prunes the rows whose time has passed and keeps the others', async () => {
    const table = uniqueName('snap_pruned');
    await migratePostgresSnap(clients.pool, { table });
    await migratePostgresSnap(clients.pool, { table });
    const store = createPostgresSnapStore({ client: clients.pool, table });
    await store.reserve('old', Date.now() + 50);
    await store.put('k', { accessToken: 't', expiresAt: Date.now() + 60_000 });
    await pause(300);
    expect(await store.prune()).toBe(1);
    const { rows } = await clients.sql.query(`select key from ${table}`);
    expect(rows).toEqual([{ key: 'token:k' }]);
  });
});
