import type {
  CallIntent,
  CallJournal,
  CallOutcome,
  ClientConfig,
  NotificationStore,
  OutcomeUnknownEvent,
} from '@lintas/core';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import { describe, expectTypeOf, it } from 'vitest';
import { type ReconcileCommandContext, runReconcileCommand } from '../src/cli/index.js';
import {
  createDurableObjectNotificationStore,
  type DurableObjectNamespaceLike,
  NotificationStoreObject,
} from '../src/cloudflare/index.js';
import {
  type JournalEntry,
  type JournalIntent,
  type JournalListOptions,
  type JournalOpenOptions,
  type JournalOutcome,
  type JournalStatus,
  type NotificationEvidenceReader,
  type ReconcileClient,
  type ReconcileOptions,
  type ReconcileResult,
  type ReconciliationJournal,
  reconcile,
} from '../src/index.js';
import { createPostgresJournal, createPostgresNotificationStore, type PostgresClient } from '../src/postgres/index.js';
import {
  checkRedisPersistence,
  createRedisJournal,
  createRedisNotificationStore,
  type RedisClient,
  type RedisPersistenceCheck,
} from '../src/redis/index.js';

// The shapes of @cloudflare/workers-types that a Worker's bindings have (not a dependency of this package).
interface DurableObjectId {
  toString(): string;
  equals(other: DurableObjectId): boolean;
  readonly name?: string;
}
interface DurableObjectNamespace {
  newUniqueId(): DurableObjectId;
  idFromName(name: string): DurableObjectId;
  idFromString(id: string): DurableObjectId;
  get(
    id: DurableObjectId,
    options?: { locationHint?: string },
  ): {
    readonly id: DurableObjectId;
    fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  };
}

describe('the Durable Object store takes the namespace binding of a Worker', () => {
  it('accepts a DurableObjectNamespace and gives core a NotificationStore', () => {
    expectTypeOf<DurableObjectNamespace>().toExtend<DurableObjectNamespaceLike<DurableObjectId>>();
    const namespace = {} as DurableObjectNamespace;
    expectTypeOf(createDurableObjectNotificationStore({ namespace })).toEqualTypeOf<NotificationStore>();
    // @ts-expect-error a namespace's name is not its binding
    createDurableObjectNotificationStore({ namespace: 'NOTIFICATIONS' });
  });

  it('gives the Workers runtime a class with fetch and alarm', () => {
    expectTypeOf(NotificationStoreObject.prototype.fetch).returns.resolves.toEqualTypeOf<Response>();
    expectTypeOf(NotificationStoreObject.prototype.alarm).returns.resolves.toBeVoid();
  });
});

describe('the stores take the clients merchants use', () => {
  it('accepts node-redis and ioredis clients, and pg pools and clients', () => {
    expectTypeOf(createClient()).toExtend<RedisClient>();
    expectTypeOf(new Redis()).toExtend<RedisClient>();
    expectTypeOf(new pg.Pool()).toExtend<PostgresClient>();
    expectTypeOf(new pg.Client()).toExtend<PostgresClient>();
    expectTypeOf<pg.PoolClient>().toExtend<PostgresClient>();
    // The journal's statements run prepared: the client takes { name, text, values } too.
    expectTypeOf<PostgresClient['query']>().toBeCallableWith({ name: 'lintas_1', text: 'select 1', values: [] });
  });

  it('asks either client how its Redis persists, with a verdict to switch on', () => {
    expectTypeOf(checkRedisPersistence(createClient())).resolves.toEqualTypeOf<RedisPersistenceCheck>();
    expectTypeOf(checkRedisPersistence(new Redis()))
      .resolves.toHaveProperty('verdict')
      .toEqualTypeOf<'keeps' | 'loses' | 'unknown'>();
  });

  it('refuses what is not a client', () => {
    // @ts-expect-error a URL is not a connected client
    createRedisNotificationStore({ client: 'redis://127.0.0.1:6379' });
    // @ts-expect-error a connection string is not a pool
    createPostgresNotificationStore({ client: 'postgres://localhost/db' });
  });

  it('gives core a NotificationStore, and the client a hook it takes', () => {
    const redis = createClient();
    expectTypeOf(createRedisNotificationStore({ client: redis })).toExtend<NotificationStore>();
    expectTypeOf(
      createPostgresNotificationStore({ client: new pg.Pool() }).prune,
    ).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf(createRedisJournal({ client: redis }).hook).toEqualTypeOf<
      (event: OutcomeUnknownEvent) => Promise<void>
    >();
    expectTypeOf(createPostgresJournal({ client: new pg.Pool() }).list).returns.resolves.toEqualTypeOf<
      readonly JournalEntry[]
    >();
  });

  it('reports each reconciled entry with a status to switch on', () => {
    expectTypeOf(reconcile).returns.resolves.toEqualTypeOf<ReconcileResult[]>();
    expectTypeOf<ReconcileResult['entry']['status']>().toEqualTypeOf<JournalStatus>();
    expectTypeOf<JournalStatus>().toEqualTypeOf<
      'open' | 'pending' | 'committed' | 'not-committed' | 'failed' | 'unknown' | 'abandoned'
    >();
    expectTypeOf<ReconcileResult['entry']['unconfirmed']>().toEqualTypeOf<readonly string[] | undefined>();
    expectTypeOf<ReconcileResult['next']>().toEqualTypeOf<string>();
    expectTypeOf<ReconcileResult['settledBy']>().toEqualTypeOf<
      'status check' | 're-drive' | 'probe' | 'notification' | 'unreachable' | undefined
    >();
    expectTypeOf<ReconcileResult['account']>().toEqualTypeOf<'other' | 'unnamed' | undefined>();
    expectTypeOf<ReconcileResult['entry']['appId']>().toEqualTypeOf<string | undefined>();
  });

  it("settles by the client's account, re-drives only when allowed, and reads the notification store's evidence", () => {
    expectTypeOf<ReconcileClient['appId']>().toEqualTypeOf<string>();
    expectTypeOf<ReconcileOptions['reDrive']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ReconcileOptions['notifications']>().toEqualTypeOf<NotificationEvidenceReader | undefined>();
    expectTypeOf(createRedisNotificationStore({ client: createClient() })).toExtend<NotificationEvidenceReader>();
    expectTypeOf(createPostgresNotificationStore({ client: new pg.Pool() })).toExtend<NotificationEvidenceReader>();
    expectTypeOf<JournalListOptions['appId']>().toEqualTypeOf<string | undefined>();
  });

  it('writes an intent ahead and closes it with one of three outcomes', () => {
    const journal = createRedisJournal({ client: createClient() });
    expectTypeOf(journal.open).parameter(0).toEqualTypeOf<JournalIntent>();
    expectTypeOf(journal.open).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(journal.record).returns.resolves.toEqualTypeOf<JournalEntry>();
    expectTypeOf(journal.close).parameter(1).toEqualTypeOf<JournalOutcome>();
    expectTypeOf<JournalOutcome['status']>().toEqualTypeOf<'succeeded' | 'failed' | 'unknown'>();
    expectTypeOf<JournalIntent['params']>().toEqualTypeOf<Readonly<Record<string, unknown>>>();
    // @ts-expect-error a success carries its data
    void journal.close({ endpoint: '/x', keys: {}, params: {} }, { status: 'succeeded', attempts: 1 });
    expectTypeOf(journal.list).parameter(1).toEqualTypeOf<JournalListOptions | undefined>();
    // Bounded by the call: the client may pass a signal that ends with its timeout.
    expectTypeOf(journal.open).parameter(1).toEqualTypeOf<JournalOpenOptions | undefined>();
    expectTypeOf(journal.flush).returns.resolves.toEqualTypeOf<number>();
  });

  it("is the client's write-ahead journal as it is: createClient({ journal }) takes each store's journal", () => {
    expectTypeOf<ReconciliationJournal>().toExtend<CallJournal>();
    expectTypeOf<JournalIntent>().toEqualTypeOf<CallIntent>();
    expectTypeOf<JournalOutcome>().toEqualTypeOf<CallOutcome>();
    expectTypeOf(createRedisJournal({ client: createClient() })).toExtend<NonNullable<ClientConfig['journal']>>();
  });

  it("reports the progress of a run, and takes the gateway's window and the abandonment time", () => {
    expectTypeOf<ReconcileOptions['onSettled']>().toEqualTypeOf<
      ((result: ReconcileResult, done: number, total: number) => void) | undefined
    >();
    expectTypeOf<ReconcileOptions['abandonedAfterMs']>().toEqualTypeOf<number | undefined>();
  });

  it("runs `lintas reconcile` from a context an operator's terminal or a test gives it", () => {
    expectTypeOf(runReconcileCommand).parameter(0).toEqualTypeOf<ReconcileCommandContext>();
    expectTypeOf(runReconcileCommand).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf<ReconcileCommandContext['argv']>().toEqualTypeOf<readonly string[]>();
  });
});
