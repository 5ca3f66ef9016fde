import { createNotificationHandler, type NotificationStore, rsaSha256Verifier } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPostgresNotificationStore, migratePostgres } from '../src/postgres/index.js';
import { createRedisNotificationStore } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { platformKeys } from './support/signed-notifications.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

// Issue 30, every store under its own faults during a delivery, as a table: each store (real Redis and
// PostgreSQL, through a TCP proxy that fails as the server does) × each fault (down, slower than the
// claim's lease, restarted), struck while the listener runs. The gateway keeps delivering the
// notification, giving up on an answer after a while as it does, until the store is back and one
// delivery is acknowledged. Whatever the store does: no listener runs beside another, and no delivery
// is acknowledged before a listener run finished.

const clients = useClients();
const platform = platformKeys();
const leaseMs = 1000;
const listenerMs = 300;
/** How long the gateway waits for an answer before it delivers again. */
const gatewayWaitMs = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (url: string) => Number(new URL(url).port);

/** A notification store reached through the proxy. */
interface StoreSubject {
  readonly name: string;
  readonly port: () => number;
  connect(proxy: TcpFaultProxy): Promise<{ store: NotificationStore; close(): Promise<void> }>;
}

const stores: readonly StoreSubject[] = [
  {
    name: 'Redis (node-redis)',
    port: () => portOf(inject('redisUrl')),
    async connect(proxy) {
      const client = createRedis({ url: `redis://127.0.0.1:${proxy.port}` });
      client.on('error', () => undefined); // it reconnects on its own
      await client.connect();
      const store = createRedisNotificationStore({ client, prefix: `${uniqueName('nf')}:` });
      return { store, close: async () => void (await client.disconnect().catch(() => undefined)) };
    },
  },
  {
    name: 'PostgreSQL (pg Pool)',
    port: () => portOf(inject('postgresUrl')),
    async connect(proxy) {
      const table = uniqueName('nf');
      await migratePostgres(clients.pool, { notificationsTable: table, journalTable: `${table}_journal` });
      const url = new URL(inject('postgresUrl'));
      url.port = String(proxy.port);
      const pool = new pg.Pool({ connectionString: url.href, max: 4 });
      pool.on('error', () => undefined); // an idle connection the store dropped
      const store = createPostgresNotificationStore({ client: pool, table });
      return { store, close: () => pool.end().catch(() => undefined) };
    },
  },
];

/** A fault struck while the first delivery's listener runs, and healed after `forMs`. */
interface Fault {
  readonly name: string;
  strike(proxy: TcpFaultProxy): Promise<void> | void;
  readonly forMs: number;
}

const faults: readonly Fault[] = [
  { name: 'down', strike: (proxy) => proxy.down(), forMs: 2 * leaseMs },
  { name: 'slower than the lease', strike: (proxy) => proxy.stall(), forMs: 2 * leaseMs },
  { name: 'restarted', strike: (proxy) => proxy.restart(), forMs: 0 },
];

const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

/** What the listener and the deliveries did, in time order. */
interface Seen {
  running: number;
  mostAtOnce: number;
  finishedAt: number[];
  acknowledgedAt: number[];
  answers: (number | 'no answer')[];
}

describe.each(stores)('a notification delivered while its $name store fails', (subject) => {
  it.each(faults)(
    'is never run twice at once nor acknowledged unhandled when the store is $name',
    async (fault) => {
      const proxy = await startTcpFaultProxy(subject.port());
      opened.push(() => proxy.close());
      const { store, close } = await subject.connect(proxy);
      opened.push(close);
      const seen: Seen = { running: 0, mostAtOnce: 0, finishedAt: [], acknowledgedAt: [], answers: [] };
      let strike: (() => void) | undefined;
      const handler = createNotificationHandler({
        verifier: rsaSha256Verifier({ publicKey: platform.publicKeyPem }),
        plugins: [philippines],
        unconfirmed: ['payment.success'], // the store under test, not confirmation
        store,
        leaseMs,
        onError: () => undefined,
        on: {
          'payment.success': async () => {
            seen.running += 1;
            seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
            strike?.();
            await pause(listenerMs);
            seen.running -= 1;
            seen.finishedAt.push(Date.now());
          },
        },
      });
      const body = await platform.paymentSuccess(uniqueName('TX'));
      /** One delivery as the gateway makes it: an answer, or none within its wait. */
      const deliver = async () => {
        const answer = await Promise.race([
          handler(new Request('http://127.0.0.1/notifications', { method: 'POST', body })).then((r) => r.status),
          pause(gatewayWaitMs).then(() => 'no answer' as const),
        ]);
        seen.answers.push(answer);
        if (answer === 200) seen.acknowledgedAt.push(Date.now());
        return answer;
      };
      // The fault strikes once, in the first listener run, and heals after its time.
      let healed: Promise<void> | undefined;
      strike = () => {
        strike = undefined;
        healed = (async () => {
          await fault.strike(proxy);
          await pause(fault.forMs);
          await proxy.up();
        })();
      };
      const deliveries: Promise<unknown>[] = [];
      const end = Date.now() + 20_000;
      while (Date.now() < end && seen.acknowledgedAt.length === 0) {
        deliveries.push(deliver());
        await pause(250);
      }
      await healed;
      await Promise.all(deliveries);

      expect(seen.acknowledgedAt.length, JSON.stringify(seen.answers)).toBeGreaterThan(0);
      expect(seen.mostAtOnce).toBe(1);
      const firstFinished = Math.min(...seen.finishedAt);
      expect(seen.acknowledgedAt.every((at) => at >= firstFinished)).toBe(true);
    },
    60_000,
  );
});
