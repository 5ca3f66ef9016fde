import { spawn } from 'node:child_process';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { createSnapClient, snap } from '@lintas/snap';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresSnapStore, migratePostgresSnap } from '../src/postgres/index.js';
import { createRedisSnapStore } from '../src/redis/index.js';
import { exited, ownChild } from './support/child-process.js';
import { uniqueName, useClients } from './support/clients.js';

// The instances of one merchant's SNAP client, sharing a store: one access token between them, fetched
// once (and once again after the gateway refuses it), and never the same X-EXTERNAL-ID twice.

const clients = useClients();
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const stores = [
  {
    name: 'Redis',
    open: async () => {
      const prefix = `${uniqueName('snapc')}:`;
      return () => createRedisSnapStore({ client: clients.nodeRedis, prefix });
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const table = uniqueName('snapc');
      await migratePostgresSnap(clients.pool, { table });
      return () => createPostgresSnapStore({ client: clients.pool, table });
    },
  },
];

describe.each(stores)('SNAP clients sharing $name', ({ open }) => {
  async function instances(count: number) {
    const merchant = createDemoMerchant(sandbox);
    const store = await open();
    const sent: string[] = [];
    const made = await Promise.all(
      Array.from({ length: count }, async () =>
        (
          await createSnapClient({
            baseUrl: sandbox.url,
            profile: 'paycools-cargo',
            clientKey: merchant.appId,
            privateKey: merchant.privateKey,
            clientSecret: merchant.clientSecret,
            store: store(),
            fetch: (input, init) => {
              // A call's headers are on ky's Request (the token request's, in init: it has none).
              const id = (input instanceof Request ? input.headers : new Headers(init?.headers)).get('x-external-id');
              if (id) sent.push(id);
              return fetch(input, init);
            },
          })
        ).use(snap),
      ),
    );
    const qris = (index: number) =>
      made[index % count]?.snap.createQris({
        partnerReferenceNo: uniqueName('q').replace(/_/g, ''),
        codAmount: { value: '1.00', currency: 'IDR' },
        frtAmount: { value: '1.00', currency: 'IDR' },
        merchantId: merchant.appId,
      });
    return { merchant, qris, sent };
  }

  it('fetch one token between them, for calls made at once, and send each call under its own X-EXTERNAL-ID', async () => {
    const { merchant, qris, sent } = await instances(4);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => qris(index)));
    expect(answers.map((answer) => answer?.responseCode)).toEqual(Array(12).fill('2004700'));
    expect(sandbox.snapTokensIssued(merchant.appId)).toBe(1);
    expect(new Set(sent).size).toBe(12);
  });

  it('fetch one new token between them when the gateway refuses theirs', async () => {
    const { merchant, qris } = await instances(4);
    await qris(0);
    sandbox.revokeSnapTokens({ appId: merchant.appId });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => qris(index)));
    expect(answers.map((answer) => answer?.responseCode)).toEqual(Array(8).fill('2004700'));
    expect(sandbox.snapTokensIssued(merchant.appId)).toBe(2);
  });
});

describe('SNAP clients in processes of their own, sharing Redis', () => {
  it('fetch one token between the processes', async () => {
    const merchant = createDemoMerchant(sandbox);
    const env = {
      ...process.env,
      SANDBOX_URL: sandbox.url,
      APP_ID: merchant.appId,
      PRIVATE_KEY: merchant.privateKey,
      CLIENT_SECRET: merchant.clientSecret,
      REDIS_URL: inject('redisUrl'),
      PREFIX: `${uniqueName('snapp')}:`,
      CALLS: '3',
      START_AT: String(Date.now() + 3000),
    };
    const children = Array.from({ length: 3 }, () =>
      ownChild(spawn(process.execPath, [new URL('./support/snap-instance.mjs', import.meta.url).pathname], { env })),
    );
    const outputs = children.map((child) => {
      let out = '';
      child.stdout?.on('data', (chunk) => (out += chunk));
      child.stderr?.on('data', (chunk) => (out += chunk));
      return () => out;
    });
    await Promise.all(children.map(exited));
    const answers = outputs.map((read) => JSON.parse(read()) as string[]);
    expect(answers.flat()).toEqual(Array(9).fill('2004700'));
    expect(sandbox.snapTokensIssued(merchant.appId)).toBe(1);
  });
});
