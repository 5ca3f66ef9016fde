import {
  isGatewayError,
  isJournalWriteError,
  isOutcomeUnknownError,
  isSigningTimeoutError,
  rsaSha256Signer,
  type Signer,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { rejectionOf, useSandbox } from '@lintas/testing';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { describe, expect, inject, it } from 'vitest';
import { type JournalOptions, journalEntryId, type ReconciliationJournal, reconcile } from '../src/index.js';
import { createPostgresJournal } from '../src/postgres/index.js';
import { createRedisJournal } from '../src/redis/index.js';
import { useClients } from './support/clients.js';
import { type JournalSubject, journalSubjects } from './support/journals.js';
import { bankPayout } from './support/payouts.js';

// A client given `journal` writes each money-moving call ahead: over real HTTP to the sandbox, on real
// Redis and PostgreSQL, the entry is open while the payout is in flight and closed with how it ended.

const path = '/open-api/philippines/disbursement/transfer';
const setup = useSandbox(philippines);
const clients = useClients();
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);
const idOf = (payout: { mchOrderId: string; idempotencyId: string }) =>
  journalEntryId(path, { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId }, setup.merchant.appId);

/** A journal whose store is down: a closed Redis connection, or a PostgreSQL port nobody listens on. */
async function unreachable(subject: JournalSubject, options: JournalOptions = {}): Promise<ReconciliationJournal> {
  if (subject.kind === 'redis') {
    const client = await createRedis({ url: inject('redisUrl') }).connect();
    await client.quit();
    return createRedisJournal({ client, prefix: 'down:', ...options });
  }
  const url = new URL(inject('postgresUrl'));
  url.port = '1';
  return createPostgresJournal({ client: new pg.Pool({ connectionString: url.href }), table: 'down', ...options });
}

describe.each(journalSubjects)('a client with a $name journal, against the sandbox over HTTP', (subject) => {
  it('reports a close the store refused to onError with the entry id; the call keeps its data', async () => {
    const namespace = await subject.namespace(clients);
    const reported: string[] = [];
    const journal = subject.open(clients, namespace, { onError: (_error, id) => reported.push(id) });
    const down = await unreachable(subject, { onError: (_error, id) => reported.push(id) });
    // Opened on the live store, closed on the one that went down in between.
    const client = await setup.clientWith({ journal: { open: journal.open, close: down.close } });
    const payout = bankPayout();
    const data = await client.philippines.createPayout(payout);
    expect(data).toMatchObject({ mchOrderId: payout.mchOrderId });
    expect(reported).toEqual([idOf(payout)]);
    expect(await journal.get(idOf(payout))).toMatchObject({ status: 'open' });
    expect(await down.flush()).toBe(1); // still held by the process that called, for its store
  });

  it('keeps the intent open while the payout is in flight, every character of it, and closes it with the answer', async () => {
    const journal = await subject.create(clients);
    const client = await setup.clientWith({ journal });
    // A NUL, a line separator, quotes, a backslash and an emoji: accepted by the SDK, kept by the journal.
    const payout = bankPayout({ remark: 'inv\u000077 \u2028"q"\\ 🧾' });
    setup.sandbox.injectFault({ path, kind: 'delay', delayMs: 500 });
    const before = setup.sandbox.hits(path);
    const call = client.philippines.createPayout(payout);
    // In flight: the gateway holds the request it received (so the intent was written before it was sent).
    await expect.poll(() => setup.sandbox.hits(path), { interval: 20, timeout: 15_000 }).toBe(before + 1);
    expect(payoutsOf(payout.mchOrderId)).toEqual([]);
    expect(await journal.get(idOf(payout))).toMatchObject({
      status: 'open',
      endpoint: path,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      params: payout,
      attempts: 0,
    });
    const data = await call;
    expect(payoutsOf(payout.mchOrderId)).toHaveLength(1);
    expect(await journal.get(idOf(payout))).toMatchObject({ status: 'committed', record: data, attempts: 1 });
    expect(JSON.stringify(await journal.get(idOf(payout)))).not.toContain('PRIVATE KEY');
  });

  it('closes each payout with the keyId of the key that signed it, read back from the store', async () => {
    const journal = await subject.create(clients);
    const signer = await rsaSha256Signer({ privateKey: setup.merchant.privateKey, keyId: 'merchant-key-2026' });
    const client = await setup.clientWith({ journal, signer });
    const payout = bankPayout();
    await client.philippines.createPayout(payout);
    expect(await journal.get(idOf(payout))).toMatchObject({ status: 'committed', keyId: 'merchant-key-2026' });
    setup.sandbox.injectFault({ path, kind: 'http', status: 502 });
    const lost = bankPayout();
    await rejectionOf(client.philippines.createPayout(lost, { retry: { limit: 0 } }));
    expect(await journal.get(idOf(lost))).toMatchObject({ status: 'pending', keyId: 'merchant-key-2026' });
  });

  it('closes a payout the gateway refused as failed, with the refusal', async () => {
    const journal = await subject.create(clients);
    const client = await setup.clientWith({ journal });
    const payout = bankPayout();
    setup.sandbox.injectFault({ path, kind: 'business-code', code: 21014, message: 'Merchant balance insufficient' });
    const error = await rejectionOf(client.philippines.createPayout(payout));
    expect(isGatewayError(error) && error.code).toBe(21014);
    expect(await journal.get(idOf(payout))).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('balance insufficient'),
    });
  });

  it('closes a payout answered 502 as pending; reconcile() says not committed; made again, it pays once, NUL and all', async () => {
    const journal = await subject.create(clients);
    const client = await setup.clientWith({ journal, retry: { limit: 0 } });
    const payout = bankPayout({ remark: 'inv\u000077' });
    setup.sandbox.injectFault({ path, kind: 'http', status: 502 });
    expect(isOutcomeUnknownError(await rejectionOf(client.philippines.createPayout(payout)))).toBe(true);
    expect(await journal.get(idOf(payout))).toMatchObject({ status: 'pending', attempts: 1, params: payout });
    const later = () => Date.now() + 11 * 60 * 1000;
    const [result] = await reconcile({ client, journal, endpoints: [philippines], now: later });
    expect(result?.entry).toMatchObject({ id: idOf(payout), status: 'not-committed', checks: 1, params: payout });
    if (!result?.endpoint) throw new Error('reconcile() named no endpoint');
    await client.call(result.endpoint, result.entry.params);
    expect(payoutsOf(payout.mchOrderId)).toEqual([expect.objectContaining({ remark: 'inv\u000077' })]);
    expect(await journal.get(idOf(payout))).toMatchObject({ status: 'committed', attempts: 2 });
  });

  it('closes a payout its caller aborted in flight as pending at once, not left open for reconcile() to wait on', async () => {
    const journal = await subject.create(clients);
    const client = await setup.clientWith({ journal });
    const payout = bankPayout();
    // The gateway holds the payout long after the caller has given up on it.
    setup.sandbox.injectFault({ path, kind: 'delay', delayMs: 3000 });
    const before = setup.sandbox.hits(path);
    const controller = new AbortController();
    const call = client.philippines.createPayout(payout, { signal: controller.signal });
    await expect.poll(() => setup.sandbox.hits(path), { interval: 10, timeout: 15_000 }).toBe(before + 1);
    controller.abort();
    expect(isOutcomeUnknownError(await rejectionOf(call))).toBe(true);
    await expect
      .poll(async () => (await journal.get(idOf(payout)))?.status, { interval: 20, timeout: 15_000 })
      .toBe('pending');
  });

  it('closes a payout whose signer never answered as failed at the call timeout, nothing sent', async () => {
    const journal = await subject.create(clients);
    const signer: Signer = { sign: () => new Promise<string>(() => undefined) };
    const client = await setup.clientWith({ journal, signer, timeout: 500 });
    const payout = bankPayout();
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(client.philippines.createPayout(payout));
    expect(isSigningTimeoutError(error)).toBe(true);
    expect(setup.sandbox.hits(path)).toBe(before);
    await expect
      .poll(async () => (await journal.get(idOf(payout)))?.status, { interval: 20, timeout: 15_000 })
      .toBe('failed');
  });

  it('sends nothing when the journal cannot write the intent: JournalWriteError, no payout', async () => {
    const client = await setup.clientWith({ journal: await unreachable(subject) });
    const payout = bankPayout();
    const error = await rejectionOf(client.philippines.createPayout(payout));
    expect(isJournalWriteError(error)).toBe(true);
    if (!isJournalWriteError(error)) return;
    expect(error.keys).toEqual({ mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId });
    expect(payoutsOf(payout.mchOrderId)).toEqual([]);
  });
});
