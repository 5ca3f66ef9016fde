import { type CreatedRecordStore, type NotificationStore, toNodeListener } from '@lintas/core';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { createSnapClient, createSnapNotificationHandler, type SnapStore, snap } from '@lintas/snap';
import { captureSnapNotifications, useListeners } from '@lintas/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPostgresNotificationStore,
  createPostgresSnapStore,
  migratePostgres,
  migratePostgresSnap,
} from '../src/postgres/index.js';
import type { RedisClient } from '../src/redis/index.js';
import { createRedisNotificationStore, createRedisSnapStore } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

// Issue 42, findings 1 and 3, on the stores merchants run the SNAP handler on: the codes a SNAP client
// created, recorded in Redis or PostgreSQL, prove a notification the merchant's to a handler of another
// process (another merchant's notification naming the same partnerReferenceNo runs nothing); a store
// that is down, its connections refused through a TCP proxy, answers SNAP's "come back later" (503), and
// the gateway's delivery after it is back runs the listener once.

const clients = useClients();
const notifyPath = '/v1.0/qr/qr-mpm-notify';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ notifications: { backoffMs: [20] } });
});
afterAll(() => sandbox?.close());
const listen = useListeners();

/** The stores of one merchant on a backend: a handle each process opens on the same namespace. */
interface Backend {
  readonly name: string;
  open(): Promise<() => { codes: SnapStore; notifications: NotificationStore }>;
}

const backends: readonly Backend[] = [
  {
    name: 'Redis',
    async open() {
      const prefix = uniqueName('snapn');
      return () => ({
        codes: createRedisSnapStore({ client: clients.nodeRedis, prefix: `${prefix}:snap:` }),
        notifications: createRedisNotificationStore({ client: clients.ioredis, prefix: `${prefix}:n:` }),
      });
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const table = uniqueName('snapn');
      await migratePostgresSnap(clients.pool, { table });
      await migratePostgres(clients.pool, { notificationsTable: `${table}_n`, journalTable: `${table}_j` });
      return () => ({
        codes: createPostgresSnapStore({ client: clients.pool, table }),
        notifications: createPostgresNotificationStore({ client: clients.pool, table: `${table}_n` }),
      });
    },
  },
];

/** A cargo merchant's SNAP client on `store`: its QRIS codes are recorded there. */
async function cargoClient(merchant: ReturnType<typeof createDemoMerchant>, store?: SnapStore) {
  const client = (
    await createSnapClient({
      baseUrl: sandbox.url,
      profile: 'paycools-cargo',
      clientKey: merchant.appId,
      privateKey: merchant.privateKey,
      clientSecret: merchant.clientSecret,
      ...(store && { store }),
    })
  ).use(snap);
  return async (partnerReferenceNo: string) =>
    (
      await client.snap.createQris({
        partnerReferenceNo,
        codAmount: { value: '150000.00', currency: 'IDR' },
        frtAmount: { value: '12000.00', currency: 'IDR' },
        merchantId: merchant.appId,
      })
    ).referenceNo as string;
}

/** The README's handler in a process of the merchant's, on `stores`: the parcels it marked paid. */
async function receiver(partnerId: string, stores: { codes: CreatedRecordStore; notifications: NotificationStore }) {
  const paid: string[] = [];
  const handler = await createSnapNotificationHandler({
    profile: 'paycools-cargo',
    platformPublicKey: sandbox.platformPublicKey,
    createdCodes: { store: stores.codes, partnerId },
    store: stores.notifications,
    onError: () => undefined,
    onPayment: async ({ payload }) => {
      if (payload.latestTransactionStatus === '00') paid.push(payload.originalPartnerReferenceNo as string);
    },
  });
  return { paid, url: `${await listen(toNodeListener(handler))}${notifyPath}` };
}

/** Merchant A's genuine notification of a QRIS it made with `partnerReferenceNo`, paid into its own account. */
async function stolenNotification(partnerReferenceNo: string) {
  const capture = await captureSnapNotifications(listen);
  const attacker = createDemoMerchant(sandbox, { snapNotifyUrl: `${capture.url}${notifyPath}` });
  sandbox.completeSnapPayment({ referenceNo: await (await cargoClient(attacker))(partnerReferenceNo) });
  await sandbox.notificationsIdle();
  const [notification] = capture.captured;
  if (!notification) throw new Error('the sandbox sent merchant A no notification');
  return notification;
}

const post = async (url: string, notification: { headers: Record<string, string>; body: string }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': notification.headers['x-timestamp'] ?? '',
      'x-signature': notification.headers['x-signature'] ?? '',
    },
    body: notification.body,
  });
  return [response.status, ((await response.json()) as { responseCode: string }).responseCode];
};

describe.each(backends)('the SNAP handler on $name', ({ open }) => {
  it("runs no listener for another merchant's notification naming a code this merchant created in another process", async () => {
    const stores = await open();
    const merchant = createDemoMerchant(sandbox);
    const awb = uniqueName('awb').replace(/[^A-Za-z0-9]/g, '');
    // One process creates the code; another, with its own handle on the store, receives.
    const reference = await (await cargoClient(merchant, stores().codes))(awb);
    const handler = await receiver(merchant.appId, stores());
    sandbox.updateMerchant({ appId: merchant.appId, snapNotifyUrl: handler.url });
    const stolen = await stolenNotification(awb);
    expect(await post(handler.url, stolen)).toEqual([404, '4045201']);
    expect(handler.paid).toEqual([]);
    sandbox.completeSnapPayment({ referenceNo: reference });
    await sandbox.notificationsIdle();
    expect(handler.paid).toEqual([awb]);
  });
});

/** A store reached through a proxy that refuses connections when `down()`. */
interface FaultyBackend {
  readonly name: string;
  connect(proxy: TcpFaultProxy): Promise<{
    stores: { codes: SnapStore; notifications: NotificationStore };
    /** Resolves once the client is connected again, after the proxy is up. */
    reconnected(): Promise<void>;
    close(): Promise<void>;
  }>;
  readonly target: () => number;
}

const portOf = (url: string) => Number(new URL(url).port);

const faulty: readonly FaultyBackend[] = [
  {
    name: 'the notification store on PostgreSQL',
    target: () => portOf(inject('postgresUrl')),
    async connect(proxy) {
      const table = uniqueName('snapf');
      await migratePostgres(clients.pool, { notificationsTable: table, journalTable: `${table}_j` });
      const url = new URL(inject('postgresUrl'));
      url.port = String(proxy.port);
      const pool = new pg.Pool({ connectionString: url.href, max: 2 });
      pool.on('error', () => undefined); // a connection the proxy dropped
      const codes = createRedisSnapStore({ client: clients.nodeRedis, prefix: `${uniqueName('snapf')}:` });
      return {
        stores: { codes, notifications: createPostgresNotificationStore({ client: pool, table }) },
        // A pool connects afresh for each query after a failure.
        reconnected: async () => undefined,
        close: () => pool.end().catch(() => undefined),
      };
    },
  },
  {
    name: 'the notification store on Redis (ioredis, no offline queue)',
    target: () => portOf(inject('redisUrl')),
    async connect(proxy) {
      const client = new Redis({
        port: proxy.port,
        host: '127.0.0.1',
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      client.on('error', () => undefined); // it reconnects on its own
      await new Promise((resolve) => client.once('ready', resolve));
      const prefix = uniqueName('snapf');
      return {
        stores: {
          codes: createRedisSnapStore({ client: clients.nodeRedis, prefix: `${prefix}:snap:` }),
          notifications: createRedisNotificationStore({
            client: client as unknown as RedisClient,
            prefix: `${prefix}:n:`,
          }),
        },
        reconnected: () =>
          client.status === 'ready'
            ? Promise.resolve()
            : new Promise((resolve) => client.once('ready', () => resolve())),
        close: async () => void client.disconnect(),
      };
    },
  },
  {
    name: 'the store of created codes on Redis (node-redis)',
    target: () => portOf(inject('redisUrl')),
    async connect(proxy) {
      const client = createRedis({ url: `redis://127.0.0.1:${proxy.port}` });
      client.on('error', () => undefined); // it reconnects on its own
      await client.connect();
      const prefix = uniqueName('snapf');
      return {
        stores: {
          codes: createRedisSnapStore({ client, prefix: `${prefix}:snap:` }),
          notifications: createRedisNotificationStore({ client: clients.ioredis, prefix: `${prefix}:n:` }),
        },
        reconnected: () =>
          client.isReady ? Promise.resolve() : new Promise((resolve) => client.once('ready', () => resolve())),
        close: async () => void (await client.disconnect().catch(() => undefined)),
      };
    },
  },
];

describe.each(faulty)('$name, down while the notification arrives', ({ target, connect }) => {
  it('answers 503 (5035200), runs no listener, and runs it once on the delivery after the store is back', async () => {
    const proxy = await startTcpFaultProxy(target());
    const { stores, reconnected, close } = await connect(proxy);
    try {
      const merchant = createDemoMerchant(sandbox);
      const awb = uniqueName('awb').replace(/[^A-Za-z0-9]/g, '');
      const reference = await (await cargoClient(merchant, stores.codes))(awb);
      const handler = await receiver(merchant.appId, stores);
      sandbox.updateMerchant({ appId: merchant.appId, snapNotifyUrl: handler.url });
      await proxy.down();
      sandbox.completeSnapPayment({ referenceNo: reference });
      await sandbox.notificationsIdle();
      const deliveries = () => sandbox.deliveries().filter((delivery) => delivery.param.includes(reference));
      const [first] = deliveries();
      expect([first?.httpStatus, first?.responseBody]).toEqual([
        503,
        '{"responseCode":"5035200","responseMessage":"Service Unavailable. Send it again later"}',
      ]);
      expect(handler.paid).toEqual([]);
      await proxy.up();
      await reconnected();
      sandbox.resendNotification({ id: first?.id as string });
      await sandbox.notificationsIdle();
      expect(deliveries().at(-1)?.httpStatus).toBe(200);
      expect(handler.paid).toEqual([awb]);
    } finally {
      await close();
      await proxy.close();
    }
  });
});
