import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { useSandbox } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedisJournal } from '../src/redis/index.js';
import { uniqueName, useClients } from './support/clients.js';
import { runLintas } from './support/lintas-command.js';
import { bankPayout } from './support/payouts.js';

const setup = useSandbox(philippines);
const clients = useClients();
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageOf = (name: string) => dirname(realpathSync(require.resolve(`${name}/package.json`)));
const payoutPath = philippines.endpoints.createPayout.path;

/**
 * A merchant's project that has ioredis and not the redis package: @lintas/stores copied in (not linked,
 * so that it cannot reach this repository's node-redis either), its peers and families linked.
 */
function ioredisProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'lintas-ioredis-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'merchant', private: true, type: 'module' }));
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@lintas'), { recursive: true });
  const stores = join(modules, '@lintas', 'stores');
  mkdirSync(stores);
  cpSync(join(here, '..', 'package.json'), join(stores, 'package.json'));
  cpSync(join(here, '..', 'dist'), join(stores, 'dist'), { recursive: true });
  for (const name of ['@lintas/core', '@lintas/philippines']) symlinkSync(packageOf(name), join(modules, name), 'dir');
  symlinkSync(
    dirname(realpathSync(join(here, '..', 'node_modules', 'ioredis', 'package.json'))),
    join(modules, 'ioredis'),
  );
  return project;
}

const merchantEnv = () => ({
  LINTAS_BASE_URL: setup.sandbox.url,
  LINTAS_APP_ID: setup.merchant.appId,
  LINTAS_PRIVATE_KEY: setup.merchant.privateKey,
});

describe('lintas reconcile in a project that has ioredis and not redis', () => {
  let project = '';
  beforeAll(() => {
    project = ioredisProject();
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('has no node-redis to find: neither the project nor its @lintas/stores can import the redis package', () => {
    // Resolved in a process of its own, with the command's environment (no NODE_PATH, which pnpm sets).
    const resolves = (from: string, name: string) =>
      spawnSync(
        process.execPath,
        ['-e', `require.resolve(${JSON.stringify(name)}, { paths: [${JSON.stringify(from)}] })`],
        {
          env: { PATH: process.env.PATH ?? '' },
        },
      ).status === 0;
    expect(resolves(project, 'redis')).toBe(false);
    expect(resolves(join(project, 'node_modules/@lintas/stores/dist'), 'redis')).toBe(false);
    expect(resolves(project, 'ioredis')).toBe(true);
  });

  it('connects with ioredis and settles a committed payout and one never sent', async () => {
    const prefix = `${uniqueName('journal')}:`;
    const journal = createRedisJournal({ client: clients.ioredis, prefix });
    const client = createClient({
      baseUrl: setup.sandbox.url,
      appId: setup.merchant.appId,
      signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
    }).use(philippines);
    const keysOf = (payout: ReturnType<typeof bankPayout>) => ({
      mchOrderId: payout.mchOrderId,
      idempotencyId: payout.idempotencyId,
    });
    // Two intents whose process died before closing them: one after the gateway committed it.
    const committed = bankPayout();
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: payoutPath,
      keys: keysOf(committed),
      params: committed,
    });
    await client.philippines.createPayout(committed);
    const neverSent = bankPayout();
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: payoutPath,
      keys: keysOf(neverSent),
      params: neverSent,
    });

    const ran = await runLintas(
      [
        'reconcile',
        '--json',
        '--store',
        inject('redisUrl'),
        '--prefix',
        prefix,
        '--window-minutes',
        '0',
        '--abandoned-after-minutes',
        '0',
      ],
      merchantEnv(),
      project,
    );
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stderr).toMatch(/journal at redis:\/\/127\.0\.0\.1:\d+/);
    const report = JSON.parse(ran.stdout) as {
      summary: Record<string, number>;
      entries: { status: string; params: Record<string, unknown> }[];
    };
    expect(report.summary).toEqual({
      committed: 1,
      'not-committed': 1,
      abandoned: 0,
      unknown: 0,
      unsettled: 0,
      'other-account': 0,
    });
    expect(report.entries.find((entry) => entry.status === 'not-committed')?.params).toEqual(neverSent);
    // What the command settled is in the journal the merchant's ioredis client reads.
    expect(await journal.list('open')).toHaveLength(0);
  });
});
