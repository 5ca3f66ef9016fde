import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { philippines } from '@lintas/philippines';
import { useSandbox } from '@lintas/testing';
import { createClient } from 'redis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ownChild, stopChild, waitFor } from './support/child-process.js';
import { useClients } from './support/clients.js';
import { journalSubjects } from './support/journals.js';
import { bankPayout } from './support/payouts.js';

// The runnable examples of the queues guide (examples/), run as a merchant runs them: with node, the
// LINTAS_* settings of the sandbox's merchant, and the run's Redis and PostgreSQL.
const setup = useSandbox(philippines);
const clients = useClients();
const children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => stopChild(child, 'SIGKILL')));
});

/** Runs an example with the sandbox merchant's settings and `env`; collects what it prints. */
function runExample(name: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = ownChild(
    fork(fileURLToPath(new URL(`../examples/${name}`, import.meta.url)), [], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        ...process.env,
        LINTAS_BASE_URL: setup.sandbox.url,
        LINTAS_APP_ID: setup.merchant.appId,
        LINTAS_PRIVATE_KEY: setup.merchant.privateKey,
        LINTAS_PLATFORM_PUBLIC_KEY: setup.sandbox.platformPublicKey,
        ...env,
      },
    }),
  );
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('examples/queued-receiver.mjs', () => {
  it('acknowledges the sandbox’s notification once queued, and its worker marks the order paid', async () => {
    const web = runExample('queued-receiver.mjs', { ROLE: 'web', PORT: '0', REDIS_URL: inject('redisUrl') });
    runExample('queued-receiver.mjs', { ROLE: 'worker', REDIS_URL: inject('redisUrl') });
    const port = await new Promise<number>((resolve, reject) => {
      web.child.on('message', (message: { port?: number }) => message.port && resolve(message.port));
      web.child.once('exit', () => reject(new Error(web.output())));
    });
    const mchOrderId = `queued-${Date.now()}`;
    const payment = await setup.client.philippines.createPayment({
      mchOrderId,
      amount: 50010,
      customerName: 'Juan Dela Cruz',
      channelCode: 'PH_GCASH_URL',
      email: 'juan@example.com',
      mobile: '09171234567',
      notifyUrl: `http://127.0.0.1:${port}/notifications`,
    });
    setup.sandbox.completePayment({ transactionId: payment.transactionId });
    const paid = await waitFor(
      'the order to be marked paid',
      async () => {
        const redis = await createClient({ url: inject('redisUrl') }).connect();
        try {
          return (await redis.hGet('example:orders:paid', mchOrderId)) ?? undefined;
        } finally {
          await redis.quit();
        }
      },
      60_000,
      100,
    );
    expect(paid).toBe(payment.transactionId);
  });
});

describe('examples/scheduled-reconcile.mjs', () => {
  it('settles on schedule a payout whose answer was lost, and prints it and the run’s summary', async () => {
    const postgres = journalSubjects.find((subject) => subject.kind === 'postgres');
    if (postgres === undefined) throw new Error('no PostgreSQL journal');
    const table = await postgres.namespace(clients);
    const journal = postgres.open(clients, table);
    const client = await setup.clientWith({ retry: { limit: 0 }, hooks: { outcomeUnknown: [journal.hook] } });
    const payout = bankPayout();
    setup.sandbox.injectFault({ path: '/open-api/philippines/disbursement/transfer', kind: 'reset-after' });
    await expect(client.philippines.createPayout(payout)).rejects.toThrow();
    expect((await journal.list('pending')).map((entry) => entry.keys.mchOrderId)).toContain(payout.mchOrderId);

    const example = runExample('scheduled-reconcile.mjs', {
      DATABASE_URL: inject('postgresUrl'),
      JOURNAL_TABLE: table,
      CRON: '* * * * * *',
    });
    const line = await waitFor(
      'the committed payout to be printed',
      () =>
        example
          .output()
          .split('\n')
          .find((printed) => printed.includes(payout.mchOrderId)),
      90_000,
      200,
    );
    expect(JSON.parse(line)).toMatchObject({ status: 'committed', keys: { mchOrderId: payout.mchOrderId } });
    expect(example.output()).toMatch(/\[lintas\] reconcile: \d+ entries in \d+ ms \(.*committed 1/);
  });
});
