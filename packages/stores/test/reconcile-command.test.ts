import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, rsaSha256Signer } from '@lintas/core';
import { neutral } from '@lintas/neutral';
import { type CreatePayoutParams, philippines } from '@lintas/philippines';
import { neutralPaymentParams, useSandbox } from '@lintas/testing';
import { describe, expect, inject, it } from 'vitest';
import type { ReconciliationJournal } from '../src/index.js';
import { useClients } from './support/clients.js';
import { type JournalSubject, journalSubjects } from './support/journals.js';
import { runLintas } from './support/lintas-command.js';
import { bankPayout } from './support/payouts.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

const setup = useSandbox(philippines);
const clients = useClients();
const here = dirname(fileURLToPath(import.meta.url));
const payoutPath = philippines.endpoints.createPayout.path;

/** Runs `lintas reconcile` as an operator would, from this package's folder (its plugins and drivers). */
function lintas(args: readonly string[], env: Record<string, string> = merchantEnv(), cwd = join(here, '..')) {
  return runLintas(args, env, cwd);
}

function merchantEnv(): Record<string, string> {
  return {
    LINTAS_BASE_URL: setup.sandbox.url,
    LINTAS_APP_ID: setup.merchant.appId,
    LINTAS_PRIVATE_KEY: setup.merchant.privateKey,
  };
}

const storeUrl = (subject: JournalSubject) => (subject.kind === 'redis' ? inject('redisUrl') : inject('postgresUrl'));
/** `--store <url>` and `--prefix <prefix>` or `--table <table>` of a journal of this run. */
const journalFlags = (subject: JournalSubject, namespace: string) => [
  '--store',
  storeUrl(subject),
  subject.kind === 'redis' ? '--prefix' : '--table',
  namespace,
];

/**
 * Leaves in `journal` what an incident leaves: a payment close the gateway committed, a payout it
 * committed, a payout it never received, a payout whose keys hold another amount (made by hand in the
 * meantime), and a payment it made whose payer never got its payData, each an intent whose process died
 * before closing it.
 */
async function incident(journal: ReconciliationJournal) {
  const client = createClient({
    baseUrl: setup.sandbox.url,
    appId: setup.merchant.appId,
    signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
  })
    .use(neutral)
    .use(philippines);
  const { mchOrderId } = await client.neutral.createPayment(neutralPaymentParams());
  const close = { mchOrderId, countryCode: 'PH' } as const;
  await journal.open({
    appId: setup.merchant.appId,
    endpoint: neutral.endpoints.closePayment.path,
    keys: { mchOrderId },
    params: close,
  });
  await client.neutral.closePayment(close);
  const committed = bankPayout();
  const keysOf = (payout: CreatePayoutParams) => ({
    mchOrderId: payout.mchOrderId,
    idempotencyId: payout.idempotencyId,
  });
  await journal.open({ appId: setup.merchant.appId, endpoint: payoutPath, keys: keysOf(committed), params: committed });
  await client.philippines.createPayout(committed);
  const neverSent = bankPayout();
  await journal.open({ appId: setup.merchant.appId, endpoint: payoutPath, keys: keysOf(neverSent), params: neverSent });
  const other = bankPayout();
  await journal.open({ appId: setup.merchant.appId, endpoint: payoutPath, keys: keysOf(other), params: other });
  await client.philippines.createPayout({ ...other, amount: 990000 });
  const { currency: _c, countryCode: _cc, channelType: _t, terminalType: _tt, ...payment } = neutralPaymentParams();
  await journal.open({
    appId: setup.merchant.appId,
    endpoint: philippines.endpoints.createPayment.path,
    keys: { mchOrderId: payment.mchOrderId },
    params: payment,
  });
  await client.philippines.createPayment(payment as never);
  return { mchOrderId, committed, neverSent, other, payment };
}

// The incident is minutes old in these tests: the operator says the windows are over.
const windowsOver = ['--window-minutes', '0', '--abandoned-after-minutes', '0'];

describe.each(journalSubjects)('lintas reconcile on a $name journal', (subject) => {
  it('settles what an incident left, with progress on stderr and a summary that says, for each line, why and what to do', async () => {
    const namespace = await subject.namespace(clients);
    const { mchOrderId, committed, neverSent, other, payment } = await incident(subject.open(clients, namespace));
    const idOf = (keys: string) => `app/${setup.merchant.appId}${keys}`;
    const payoutId = (payout: CreatePayoutParams) =>
      idOf(`${payoutPath}?idempotencyId=${payout.idempotencyId}&mchOrderId=${payout.mchOrderId}`);

    const ran = await lintas(['reconcile', ...journalFlags(subject, namespace), ...windowsOver]);
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stderr).toMatch(/journal at (redis|postgres):\/\/127\.0\.0\.1:\d+/);
    expect(ran.stderr).toMatch(/families neutral, (.+, )?philippines/);
    expect(ran.stderr.match(/^\[\d\/5\] /gm)).toHaveLength(5);
    expect(ran.stdout).toMatch(/Reconciled 5 entries of the journal at /);
    expect(ran.stdout).toMatch(/committed\s+3 {3}the gateway holds it/);
    expect(ran.stdout).toMatch(/not committed\s+1 {3}nothing under its keys/);
    expect(ran.stdout).toMatch(/abandoned\s+0 {3}/);
    expect(ran.stdout).toMatch(/needs a person\s+1 {3}/);
    expect(ran.stdout).toMatch(/not settled yet\s+0 {3}/);
    expect(ran.stdout).toMatch(/not this account\s+0 {3}/);
    // Each line: its id, how it was settled, why, and what to do, in plain words.
    expect(ran.stdout).toContain(
      `\nNot committed:\n  ${payoutId(neverSent)} (by status check)\n    why: not found (21006), after the gateway's window: nothing was committed\n    to do: not made, nothing moved: make it again only if your application still wants it, with the same keys\n`,
    );
    // The payout status check does not return the account: committed, with the account unconfirmed.
    expect(ran.stdout).toContain(`  ${payoutId(committed)} (by status check)\n`);
    expect(ran.stdout).toMatch(
      /to do: made: mark it done; nothing confirms idempotencyId, accountNo, accountName, payMethodCode, transferCode: check them in the dashboard if they matter/,
    );
    expect(ran.stdout).toContain(
      `\nNeeds a person:\n  ${payoutId(other)} (by status check)\n    why: the payout ${other.mchOrderId} found by recovery differs in amount`,
    );
    // A lost payment: made, but its payer never got its payData from the call: close it and create anew.
    expect(ran.stdout).toContain(
      `  ${idOf(`${philippines.endpoints.createPayment.path}?mchOrderId=${payment.mchOrderId}`)} (by status check)\n`,
    );
    expect(ran.stdout).toContain(
      'to do: not paid yet, and the payer never got its payData: close it (neutral.closePayment) and create a new order under a new mchOrderId',
    );
    expect(ran.stdout).toContain(`${mchOrderId} (by status check)\n    to do: made: mark it done\n`);
    expect(ran.stdout).not.toMatch(/safe to retry|could not reach/i);
  });

  it('prints JSON for scripts: the summary, each entry with what became of it, and its params', async () => {
    const namespace = await subject.namespace(clients);
    const { neverSent, committed } = await incident(subject.open(clients, namespace));

    const ran = await lintas(['reconcile', '--json', ...journalFlags(subject, namespace), ...windowsOver]);
    expect(ran.status, ran.stderr).toBe(0);
    const report = JSON.parse(ran.stdout) as {
      summary: Record<string, number>;
      entries: {
        outcome: string;
        status: string;
        params: Record<string, unknown>;
        unconfirmed?: string[];
        next: string;
        settledBy?: string;
      }[];
      waiting: { unknown: unknown[] };
    };
    expect(report.summary).toEqual({
      committed: 3,
      'not-committed': 1,
      abandoned: 0,
      unknown: 1,
      unsettled: 0,
      'other-account': 0,
    });
    expect(report.entries.map((entry) => entry.outcome).sort()).toEqual([
      'committed',
      'committed',
      'committed',
      'not-committed',
      'unknown',
    ]);
    expect(report.entries.every((entry) => typeof entry.next === 'string' && entry.settledBy === 'status check')).toBe(
      true,
    );
    expect(report.entries.find((entry) => entry.status === 'not-committed')?.params).toEqual(neverSent);
    expect(report.entries.find((entry) => entry.params['mchOrderId'] === committed.mchOrderId)?.unconfirmed).toEqual(
      expect.arrayContaining(['accountNo', 'accountName']),
    );
    expect(report.waiting.unknown).toHaveLength(1);
  });

  it('leaves alone, by default, intents young enough to belong to calls still running', async () => {
    const namespace = await subject.namespace(clients);
    await incident(subject.open(clients, namespace));
    const ran = await lintas(['reconcile', '--json', ...journalFlags(subject, namespace)]);
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout).summary).toEqual({
      committed: 0,
      'not-committed': 0,
      abandoned: 0,
      unknown: 0,
      unsettled: 0,
      'other-account': 0,
    });
    expect(await subject.open(clients, namespace).list('open')).toHaveLength(5);
  });
});

describe('lintas reconcile, misused', () => {
  it('names the missing LINTAS_ variables, and the journal URL when none is given', async () => {
    const noMerchant = await lintas(['reconcile', '--store', inject('redisUrl')], {});
    expect(noMerchant.status).toBe(1);
    expect(noMerchant.stderr).toContain('LINTAS_BASE_URL');
    expect(noMerchant.stderr).toContain('LINTAS_PRIVATE_KEY');
    const noStore = await lintas(['reconcile']);
    expect(noStore.status).toBe(2);
    expect(noStore.stderr).toContain('pass --store <url> or set LINTAS_JOURNAL_URL');
    const fromEnv = await lintas(['reconcile', '--json', '--prefix', `${Date.now()}-empty:`], {
      ...merchantEnv(),
      LINTAS_JOURNAL_URL: inject('redisUrl'),
    });
    expect(fromEnv.status, fromEnv.stderr).toBe(0);
  });

  it('refuses a URL of another kind, wrong numbers, and says what to install where @lintas/stores is missing', async () => {
    const other = await lintas(['reconcile', '--store', 'mysql://127.0.0.1/db']);
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('is not one of redis:, rediss:, postgres:, postgresql:');
    const limit = await lintas(['reconcile', '--store', inject('redisUrl'), '--limit', '0']);
    expect(limit.status).toBe(2);
    expect(limit.stderr).toContain('--limit must be a positive integer');
    const elsewhere = await lintas(['reconcile', '--store', inject('redisUrl')], merchantEnv(), tmpdir());
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain('needs @lintas/stores installed in this project');
  });

  it('exits 2 for --date, saying what to install, where @lintas/end-of-day is not installed', async () => {
    // This package's folder has @lintas/stores (and its families) but not @lintas/end-of-day.
    const ran = await lintas(['reconcile', '--date', '2026-11-20', '--store', inject('redisUrl')]);
    expect(ran.status, ran.stderr).toBe(2);
    expect(ran.stderr).toContain('lintas reconcile --date: this needs @lintas/end-of-day installed in this project');
    expect(ran.stderr).toContain('npm install @lintas/end-of-day');
    expect(ran.stdout).toBe('');
  });

  it('never prints the password of the journal URL', async () => {
    const url = new URL(inject('postgresUrl'));
    url.password = 'hunter2-secret';
    const ran = await lintas(['reconcile', '--store', url.href]);
    expect(ran.status, ran.stderr).toBe(0);
    expect(`${ran.stdout}${ran.stderr}`).not.toContain('hunter2-secret');
    expect(ran.stderr).toContain(`journal at postgres://${url.host}/postgres`);
  });
});

// Its store not answering, down or stalled (a TCP proxy between the command and the real server): the
// command fails within the journal's timeout (2000 ms) for connecting and for each read, says which
// store did not answer, and exits 1 ("could not run"), its connections closed, never hanging.
describe('lintas reconcile, its journal store not answering', () => {
  const faults = [
    { name: 'down', fail: (proxy: TcpFaultProxy) => proxy.down() },
    { name: 'stalled', fail: (proxy: TcpFaultProxy) => proxy.stall() },
  ] as const;
  const rows = journalSubjects.flatMap((subject) =>
    faults.map((fault) => ({ ...fault, subject, title: `${subject.name} ${fault.name}` })),
  );

  it.each(rows)('exits 1 within the journal timeout, naming the store, with $title', async ({ subject, fail }) => {
    const real = new URL(storeUrl(subject));
    const proxy = await startTcpFaultProxy(Number(real.port));
    try {
      await fail(proxy);
      const url = new URL(real);
      url.port = String(proxy.port);
      const store =
        subject.kind === 'redis'
          ? `Redis at redis://127.0.0.1:${proxy.port}`
          : 'PostgreSQL (table lintas_outcome_journal)';
      const started = performance.now();
      const ran = await lintas(['reconcile', '--store', url.href]);
      const tookMs = performance.now() - started;
      expect(ran.status, ran.stderr).toBe(1);
      expect(ran.stderr).toContain(`lintas reconcile: the journal's store, ${store}, `);
      expect(ran.stderr).toMatch(/(did not|could not) answer the (connection|list of \w+ entries) within 2000 ms/);
      expect(ran.stdout).toBe('');
      // Connecting, then at most one read (the lists run side by side), each bounded by 2000 ms, and a
      // process to start on a loaded machine.
      expect(tookMs).toBeLessThan(2 * 2000 + 5000);
    } finally {
      await proxy.close();
    }
  });
});
