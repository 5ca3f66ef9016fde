import { fileURLToPath } from 'node:url';
import type { NotificationClaim, NotificationStore } from '@lintas/core';
import { type RunningWorker, startWorker } from '@lintas/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresNotificationStore, migratePostgres } from '../src/postgres/index.js';
import { createRedisNotificationStore } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import type { BridgeCall } from './support/durable-object-bridge.js';

const clients = useClients();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Subject {
  readonly name: string;
  /** A fresh, empty place in the server: a key prefix or a migrated table. */
  namespace(): Promise<string>;
  /** A store on `namespace`: two stores on one namespace stand for two processes sharing it. */
  open(namespace: string, options?: { ttlMs?: number }): NotificationStore;
}

// The Durable Object store runs where it is used, in workerd (the runtime of Cloudflare Workers), started
// by the first test that needs it; each store opened here is one Worker instance's.
let bridge: Promise<RunningWorker> | undefined;
afterAll(async () => (await bridge)?.close());
let opened = 0;
function durableObjectStore(prefix: string, options: { ttlMs?: number } = {}): NotificationStore {
  opened += 1;
  const store = `store-${opened}`;
  const send = async (call: Pick<BridgeCall, 'method' | 'key' | 'leaseMs' | 'token'>) => {
    const worker = await bridge;
    const response = await fetch(worker!.url, {
      method: 'POST',
      body: JSON.stringify({ store, prefix, ...options, ...call } satisfies BridgeCall),
    });
    if (!response.ok) throw new Error(`bridge: HTTP ${response.status}: ${worker!.logs.join('\n')}`);
    return ((await response.json()) as { result: NotificationClaim | boolean | null }).result;
  };
  return {
    claim: async (key, { leaseMs, token }) =>
      (await send({ method: 'claim', key, leaseMs, token })) as NotificationClaim,
    renew: async (key, { leaseMs, token }) => (await send({ method: 'renew', key, leaseMs, token })) === true,
    complete: async (key, { token }) => void (await send({ method: 'complete', key, token })),
    release: async (key, { token }) => void (await send({ method: 'release', key, token })),
  };
}

const subjects: Subject[] = [
  {
    name: 'Redis (node-redis)',
    namespace: async () => `${uniqueName('n')}:`,
    open: (prefix, options) => createRedisNotificationStore({ client: clients.nodeRedis, prefix, ...options }),
  },
  {
    name: 'Redis (ioredis)',
    namespace: async () => `${uniqueName('i')}:`,
    open: (prefix, options) => createRedisNotificationStore({ client: clients.ioredis, prefix, ...options }),
  },
  {
    name: 'PostgreSQL (pg, in a table of its own name)',
    async namespace() {
      const table = uniqueName('notifications');
      await migratePostgres(clients.pool, { notificationsTable: table, journalTable: `${table}_journal` });
      return table;
    },
    open: (table, options) => createPostgresNotificationStore({ client: clients.pool, table, ...options }),
  },
  {
    name: 'Cloudflare Durable Objects (on workerd)',
    async namespace() {
      bridge ??= startWorker({
        entry: fileURLToPath(new URL('./support/durable-object-bridge.ts', import.meta.url)),
        durableObjects: { NOTIFICATIONS: 'NotificationStoreObject' },
      });
      await bridge;
      return `${uniqueName('d')}:`;
    },
    open: durableObjectStore,
  },
];

describe.each(subjects)('the $name notification store', (subject) => {
  it('answers claimed to exactly one of many concurrent claims, processing to the others', async () => {
    const store = subject.open(await subject.namespace());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.claim('payment.success:TX1', { leaseMs: 60_000, token: `delivery-${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer === 'claimed')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'processing')).toHaveLength(19);
  });

  it('answers completed once completed, to every later claim', async () => {
    const store = subject.open(await subject.namespace());
    expect(await store.claim('payment.success:TX2', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
    await store.complete('payment.success:TX2', { token: 'a' });
    expect(await store.claim('payment.success:TX2', { leaseMs: 60_000, token: 'a' })).toBe('completed');
    expect(await store.claim('payment.success:TX2', { leaseMs: 1, token: 'a' })).toBe('completed');
  });

  it('lets the next delivery claim a released key', async () => {
    const store = subject.open(await subject.namespace());
    expect(await store.claim('payment.failed:TX3', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
    await store.release('payment.failed:TX3', { token: 'a' });
    expect(await store.claim('payment.failed:TX3', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
  });

  it('lets a claim lapse after its lease, and a late release of the lapsed claim never drops the claim that took over', async () => {
    const namespace = await subject.namespace();
    const [slow, other] = [subject.open(namespace), subject.open(namespace)];
    expect(await slow.claim('payment.success:TX4', { leaseMs: 100, token: 'slow' })).toBe('claimed');
    await pause(400);
    expect(await other.claim('payment.success:TX4', { leaseMs: 60_000, token: 'other' })).toBe('claimed');
    // The slow listener fails after its lease: its release must leave the new claim in place.
    await slow.release('payment.success:TX4', { token: 'slow' });
    expect(await subject.open(namespace).claim('payment.success:TX4', { leaseMs: 60_000, token: 'x' })).toBe(
      'processing',
    );
    await other.complete('payment.success:TX4', { token: 'other' });
    expect(await slow.claim('payment.success:TX4', { leaseMs: 60_000, token: 'y' })).toBe('completed');
  });

  it('keeps the claim of the delivery that took over a lapsed lease when both deliveries share one store, as in one process', async () => {
    const store = subject.open(await subject.namespace());
    expect(await store.claim('payment.success:TX7', { leaseMs: 100, token: 'first' })).toBe('claimed');
    await pause(400);
    expect(await store.claim('payment.success:TX7', { leaseMs: 60_000, token: 'second' })).toBe('claimed');
    // Delivery 1 fails late: its release must not free delivery 2's claim for a third delivery.
    await store.release('payment.success:TX7', { token: 'first' });
    expect(await store.claim('payment.success:TX7', { leaseMs: 60_000, token: 'third' })).toBe('processing');
    // Nor may its completion overwrite the live claim: delivery 2 settles its own.
    await store.complete('payment.success:TX7', { token: 'first' });
    await store.release('payment.success:TX7', { token: 'second' });
    expect(await store.claim('payment.success:TX7', { leaseMs: 60_000, token: 'third' })).toBe('claimed');
    await store.complete('payment.success:TX7', { token: 'third' });
    expect(await store.claim('payment.success:TX7', { leaseMs: 60_000, token: 'fourth' })).toBe('completed');
  });

  it('records a completion whose lease lapsed when no other delivery claimed the notification since', async () => {
    const store = subject.open(await subject.namespace());
    expect(await store.claim('payment.success:TX8', { leaseMs: 100, token: 'slow' })).toBe('claimed');
    await pause(400);
    await store.complete('payment.success:TX8', { token: 'slow' });
    expect(await store.claim('payment.success:TX8', { leaseMs: 60_000, token: 'next' })).toBe('completed');
  });

  it('renews a claim only for the delivery that holds it, lapsed or not, and never once taken over, completed or released', async () => {
    const namespace = await subject.namespace();
    const [store, other] = [subject.open(namespace), subject.open(namespace)];
    expect(await store.claim('payment.success:TX9', { leaseMs: 300, token: 'a' })).toBe('claimed');
    expect(await other.renew('payment.success:TX9', { leaseMs: 60_000, token: 'b' })).toBe(false);
    // Renewed for a full lease: it outlives the first one.
    expect(await store.renew('payment.success:TX9', { leaseMs: 60_000, token: 'a' })).toBe(true);
    await pause(500);
    expect(await other.claim('payment.success:TX9', { leaseMs: 60_000, token: 'b' })).toBe('processing');
    await store.release('payment.success:TX9', { token: 'a' });
    expect(await store.renew('payment.success:TX9', { leaseMs: 60_000, token: 'a' })).toBe(false);

    // A claim that lapsed and was taken over is another delivery's: its renewal fails, and leaves it.
    expect(await store.claim('payment.success:TX10', { leaseMs: 100, token: 'slow' })).toBe('claimed');
    await pause(400);
    expect(await other.claim('payment.success:TX10', { leaseMs: 60_000, token: 'next' })).toBe('claimed');
    expect(await store.renew('payment.success:TX10', { leaseMs: 60_000, token: 'slow' })).toBe(false);
    expect(await other.renew('payment.success:TX10', { leaseMs: 60_000, token: 'next' })).toBe(true);
    await other.complete('payment.success:TX10', { token: 'next' });
    expect(await other.renew('payment.success:TX10', { leaseMs: 60_000, token: 'next' })).toBe(false);
    expect(await store.claim('payment.success:TX10', { leaseMs: 60_000, token: 'late' })).toBe('completed');
  });

  it('shares claims between stores on the same data, as processes do', async () => {
    const namespace = await subject.namespace();
    const processes = Array.from({ length: 4 }, () => subject.open(namespace));
    const answers = await Promise.all(
      processes.flatMap((store) => [
        store.claim('refund:R1', { leaseMs: 60_000, token: 'a' }),
        store.claim('refund:R1', { leaseMs: 60_000, token: 'b' }),
      ]),
    );
    expect(answers.filter((answer) => answer === 'claimed')).toHaveLength(1);
  });

  it('forgets a completed key after its time to live', async () => {
    const store = subject.open(await subject.namespace(), { ttlMs: 100 });
    expect(await store.claim('payment.success:TX5', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
    await store.complete('payment.success:TX5', { token: 'a' });
    await pause(400);
    expect(await store.claim('payment.success:TX5', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
  });

  it('keeps keys of different events of one transaction apart', async () => {
    const store = subject.open(await subject.namespace());
    expect(await store.claim('payment.failed:TX6', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
    await store.complete('payment.failed:TX6', { token: 'a' });
    expect(await store.claim('payment.success:TX6', { leaseMs: 60_000, token: 'a' })).toBe('claimed');
  });
});
