import { createClient } from 'redis';
import { describe, expect, inject, it } from 'vitest';
import { journalEntryId } from '../src/index.js';
import { createRedisJournal } from '../src/redis/index.js';
import { redisCommand } from '../src/redis/redis-client.js';
import { useClients } from './support/clients.js';
import {
  closeEntry,
  entryOf,
  journalSubjects,
  openEntry,
  payoutIntent,
  testAppId,
  unknownOutcome,
} from './support/journals.js';

const clients = useClients();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(journalSubjects)('the $name reconciliation journal', (subject) => {
  it('records an unknown outcome as pending with its account, keys, params and attempts, under an id of its account, endpoint and keys', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const event = unknownOutcome({ mchOrderId: 'out-1', idempotencyId: 'idem-0000001' }, 3, {
      amount: 150000,
      accountNo: '001234567890',
    });
    const entry = await journal.record(event);
    expect(entry).toEqual({
      id: 'app/A100/open-api/philippines/disbursement/transfer?idempotencyId=idem-0000001&mchOrderId=out-1',
      appId: 'A100',
      endpoint: event.endpoint,
      keys: event.keys,
      params: event.params,
      attempts: 3,
      reason: event.error.message,
      recordedAt: clock,
      firstRecordedAt: clock,
      status: 'pending',
      checks: 0,
    });
    expect(entry.id).toBe(
      journalEntryId(event.endpoint, { mchOrderId: 'out-1', idempotencyId: 'idem-0000001' }, event.appId),
    );
    expect(await journal.get(entry.id)).toEqual(entry);
    expect(await journal.list('pending')).toEqual([entry]);
    clock += 1;
  });

  it('keeps one entry per operation: recording it again adds the attempts, moves recordedAt and makes it pending again', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const first = await journal.record(unknownOutcome({ mchOrderId: 'out-2' }, 1));
    await journal.settle(first.id, {
      recordedAt: first.recordedAt,
      status: 'not-committed',
      checkedAt: clock + 5,
      note: 'not found',
    });
    clock += 60_000;
    const again = await journal.record(unknownOutcome({ mchOrderId: 'out-2' }, 3));
    expect(again).toMatchObject({
      id: first.id,
      attempts: 4,
      recordedAt: clock,
      firstRecordedAt: first.recordedAt,
      status: 'pending',
      checks: 1,
    });
    expect(await journal.list('pending')).toHaveLength(1);
    expect(await journal.list('not-committed')).toEqual([]);
  });

  it('settles an entry into its status with the record found, and ignores a settlement of an older recording', async () => {
    const journal = await subject.create(clients);
    const entry = await journal.record(unknownOutcome({ mchOrderId: 'out-3' }));
    await journal.settle(entry.id, {
      recordedAt: entry.recordedAt - 1,
      status: 'unknown',
      checkedAt: Date.now(),
      note: 'stale',
    });
    expect(await journal.get(entry.id)).toMatchObject({ status: 'pending', checks: 0 });

    const record = { mchOrderId: 'out-3', transactionId: 'TX9', transactionStatus: 'PENDING', amount: 150000 };
    await journal.settle(entry.id, {
      recordedAt: entry.recordedAt,
      status: 'committed',
      checkedAt: entry.recordedAt + 10,
      record,
    });
    expect(await journal.get(entry.id)).toMatchObject({
      status: 'committed',
      checks: 1,
      checkedAt: entry.recordedAt + 10,
      record,
    });
    expect(await journal.list('pending')).toEqual([]);
    expect((await journal.list('committed')).map((found) => found.id)).toEqual([entry.id]);
  });

  it('lists oldest first, up to a limit, and forgets a removed entry', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => (clock += 1000) });
    for (const id of ['out-c', 'out-a', 'out-b']) await journal.record(unknownOutcome({ mchOrderId: id }));
    expect((await journal.list('pending', { limit: 2 })).map((entry) => entry.keys.mchOrderId)).toEqual([
      'out-c',
      'out-a',
    ]);
    const [oldest] = await journal.list('pending');
    await journal.remove(oldest?.id ?? '');
    expect(await journal.get(oldest?.id ?? '')).toBeUndefined();
    expect((await journal.list('pending')).map((entry) => entry.keys.mchOrderId)).toEqual(['out-a', 'out-b']);
  });

  it('keeps an entry a lookup settled for resolvedTtlMs only, and one for a person until removed', async () => {
    const journal = await subject.create(clients, { resolvedTtlMs: 100 });
    const resolved = await journal.record(unknownOutcome({ mchOrderId: 'out-4' }));
    const attention = await journal.record(unknownOutcome({ mchOrderId: 'out-5' }));
    await journal.settle(resolved.id, {
      recordedAt: resolved.recordedAt,
      status: 'committed',
      checkedAt: Date.now(),
      record: { ok: true },
    });
    await journal.settle(attention.id, {
      recordedAt: attention.recordedAt,
      status: 'unknown',
      checkedAt: Date.now(),
      note: 'amount differs',
    });
    await pause(500);
    expect(await journal.get(resolved.id)).toBeUndefined();
    expect(await journal.list('committed')).toEqual([]);
    expect(await journal.get(attention.id)).toMatchObject({ status: 'unknown', note: 'amount differs' });
  });

  it('writes an intent ahead as open, with its keys and params and no attempts yet', async () => {
    const clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const intent = payoutIntent('out-10');
    const entry = await openEntry(journal, intent);
    expect(entry).toEqual({
      id: journalEntryId(intent.endpoint, intent.keys, intent.appId),
      appId: intent.appId,
      endpoint: intent.endpoint,
      keys: intent.keys,
      params: intent.params,
      status: 'open',
      attempts: 0,
      openedAt: clock,
      recordedAt: clock,
      firstRecordedAt: clock,
      checks: 0,
    });
    expect(await journal.get(entry.id)).toEqual(entry);
    expect(await journal.list('open')).toEqual([entry]);
  });

  it('keeps the extraParams signed with an intent through its close and its unknown outcome, and none for a call without', async () => {
    const journal = await subject.create(clients);
    const extraParams = { deviceId: 'kiosk-7', goods: [{ sku: 'A\u0000', qty: 1 }] };
    const intent = { ...payoutIntent('out-extra'), extraParams };
    expect(await openEntry(journal, intent)).toMatchObject({ status: 'open', params: intent.params, extraParams });
    expect(await closeEntry(journal, intent, { status: 'succeeded', attempts: 1, data: {} })).toMatchObject({
      status: 'committed',
      extraParams,
    });
    const event = {
      ...unknownOutcome({ mchOrderId: 'out-extra2' }),
      extraParams,
    };
    expect(await journal.record(event)).toMatchObject({ status: 'pending', extraParams });
    const plain = await openEntry(journal, payoutIntent('out-plain'));
    expect(plain).not.toHaveProperty('extraParams');
  });

  it('keeps the keyId a close or an unknown outcome names, and forgets it when the operation is opened again', async () => {
    const journal = await subject.create(clients);
    const intent = payoutIntent('out-key');
    expect(await openEntry(journal, intent)).not.toHaveProperty('keyId');
    const closed = await closeEntry(journal, intent, {
      status: 'succeeded',
      attempts: 1,
      data: {},
      keyId: 'merchant-key-2026',
    });
    expect(closed).toMatchObject({ status: 'committed', keyId: 'merchant-key-2026' });
    expect(await journal.list('committed')).toEqual([closed]);
    expect(await openEntry(journal, intent)).not.toHaveProperty('keyId');
    const failed = await closeEntry(journal, intent, {
      status: 'failed',
      attempts: 1,
      error: new Error('Gateway refused (21001): Request sign error'),
      keyId: 'merchant-key-2025',
    });
    expect(failed).toMatchObject({ status: 'failed', keyId: 'merchant-key-2025' });
    const event = { ...unknownOutcome({ mchOrderId: 'out-key2' }), keyId: 'kms:alias/lintas "2026" \u0000' };
    expect(await journal.record(event)).toMatchObject({ status: 'pending', keyId: event.keyId });
    const unnamed = await closeEntry(journal, payoutIntent('out-key3'), { status: 'succeeded', attempts: 1, data: {} });
    expect(unnamed).not.toHaveProperty('keyId');
  });

  it('closes an intent with its outcome: committed with the data, failed with the reason, unknown as pending', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const data = { mchOrderId: 'out-11', transactionId: 'TX11', transactionStatus: 'PENDING' };
    for (const id of ['out-11', 'out-12', 'out-13']) await journal.open(payoutIntent(id));
    clock += 250;
    const succeeded = await closeEntry(journal, payoutIntent('out-11'), { status: 'succeeded', attempts: 1, data });
    const failed = await closeEntry(journal, payoutIntent('out-12'), {
      status: 'failed',
      attempts: 2,
      error: new Error('Gateway refused (21014): Merchant balance insufficient'),
    });
    const unknown = await closeEntry(journal, payoutIntent('out-13'), {
      status: 'unknown',
      attempts: 3,
      error: new Error('outcome unknown after 3 attempts'),
    });
    expect(succeeded).toMatchObject({ status: 'committed', attempts: 1, record: data, recordedAt: clock });
    expect(succeeded.openedAt).toBe(clock - 250);
    expect(succeeded.reason).toBeUndefined();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 2,
      reason: 'Gateway refused (21014): Merchant balance insufficient',
    });
    expect(failed.record).toBeUndefined();
    expect(unknown).toMatchObject({ status: 'pending', attempts: 3, reason: 'outcome unknown after 3 attempts' });
    expect(await journal.list('open')).toEqual([]);
    expect((await journal.list('committed')).map((entry) => entry.keys.mchOrderId)).toEqual(['out-11']);
    expect((await journal.list('failed')).map((entry) => entry.keys.mchOrderId)).toEqual(['out-12']);
    expect((await journal.list('pending')).map((entry) => entry.keys.mchOrderId)).toEqual(['out-13']);
  });

  it('keeps an entry its call closed for closedTtlMs only, and an unknown outcome until removed', async () => {
    const journal = await subject.create(clients, { closedTtlMs: 100 });
    await journal.close(payoutIntent('out-14'), { status: 'succeeded', attempts: 1, data: {} });
    await journal.close(payoutIntent('out-15'), { status: 'failed', attempts: 1, error: new Error('refused') });
    const unknown = await closeEntry(journal, payoutIntent('out-16'), {
      status: 'unknown',
      attempts: 1,
      error: 'lost',
    });
    await pause(500);
    expect(await journal.list('committed')).toEqual([]);
    expect(await journal.list('failed')).toEqual([]);
    expect(
      await journal.get(journalEntryId(payoutIntent('out-14').endpoint, { mchOrderId: 'out-14' }, testAppId)),
    ).toBeUndefined();
    expect(await journal.get(unknown.id)).toMatchObject({ status: 'pending' });
  });

  it('opens an operation again (made again after it was not committed): open, its record and note gone, its attempts kept', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const first = await closeEntry(journal, payoutIntent('out-17'), { status: 'unknown', attempts: 2, error: 'lost' });
    await journal.settle(first.id, {
      recordedAt: first.recordedAt,
      status: 'not-committed',
      checkedAt: clock,
      note: 'not found',
    });
    clock += 60_000;
    const reopened = await openEntry(journal, payoutIntent('out-17'));
    expect(reopened).toMatchObject({ status: 'open', attempts: 2, openedAt: clock, recordedAt: clock, checks: 1 });
    expect(reopened.note).toBeUndefined();
    expect(reopened.reason).toBeUndefined();
    expect(reopened.firstRecordedAt).toBe(first.recordedAt);
    expect(await journal.list('not-committed')).toEqual([]);
  });

  it('ignores the settlement of a lookup once a call wrote the entry since', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const opened = await openEntry(journal, payoutIntent('out-18'));
    clock += 5;
    await journal.close(payoutIntent('out-18'), { status: 'succeeded', attempts: 1, data: { ok: true } });
    await journal.settle(opened.id, {
      recordedAt: opened.recordedAt,
      status: 'not-committed',
      checkedAt: clock,
      note: 'stale',
    });
    expect(await journal.get(opened.id)).toMatchObject({ status: 'committed', checks: 0, record: { ok: true } });
  });

  it('lists only the entries recorded before a time, when asked', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => (clock += 1000) });
    for (const id of ['out-19', 'out-20', 'out-21']) await journal.open(payoutIntent(id));
    const listed = await journal.list('open', { recordedBefore: 1_800_000_002_500 });
    expect(listed.map((entry) => entry.keys.mchOrderId)).toEqual(['out-19', 'out-20']);
  });

  it("lists only one account's entries when asked, however many of another account's come first, and keeps the same keys of two accounts apart", async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => (clock += 1000) });
    for (let index = 0; index < 7; index++) await journal.open(payoutIntent(`out-b${index}`, 'B200'));
    await journal.open(payoutIntent('out-shared', 'B200'));
    await journal.open(payoutIntent('out-shared', 'A100'));
    await journal.open(payoutIntent('out-a1', 'A100'));
    const own = await journal.list('open', { limit: 2, appId: 'A100' });
    expect(own.map((entry) => [entry.appId, entry.keys.mchOrderId])).toEqual([
      ['A100', 'out-shared'],
      ['A100', 'out-a1'],
    ]);
    const every = await journal.list('open', { limit: 20 });
    expect(every.filter((entry) => entry.keys.mchOrderId === 'out-shared').map((entry) => entry.appId)).toEqual([
      'B200',
      'A100',
    ]);
    expect(await journal.list('open', { limit: 5, appId: 'C300' })).toEqual([]);
  });

  it('lists only the entries recorded within a time range, when asked: from inclusive, before exclusive', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => (clock += 1000) });
    for (const id of ['out-22', 'out-23', 'out-24', 'out-25']) await journal.open(payoutIntent(id));
    const range = { recordedFrom: 1_800_000_002_000, recordedBefore: 1_800_000_004_000 };
    expect((await journal.list('open', range)).map((entry) => entry.keys.mchOrderId)).toEqual(['out-23', 'out-24']);
    const from = await journal.list('open', { recordedFrom: 1_800_000_003_500 });
    expect(from.map((entry) => entry.keys.mchOrderId)).toEqual(['out-25']);
    expect(await journal.list('open', { recordedFrom: 1_800_000_004_000, recordedBefore: 1_800_000_004_000 })).toEqual(
      [],
    );
  });

  it('keeps an entry its call closed 30 days by default, past any settlement delay, for end of day', async () => {
    const namespace = await subject.namespace(clients);
    const journal = subject.open(clients, namespace);
    await journal.close(payoutIntent('out-26'), { status: 'succeeded', attempts: 1, data: {} });
    const id = journalEntryId(payoutIntent('out-26').endpoint, { mchOrderId: 'out-26' }, testAppId);
    const keptMs =
      subject.kind === 'redis'
        ? Number(await redisCommand(clients.nodeRedis)(['PTTL', `${namespace}entry:${id}`]))
        : Number(
            (
              await clients.sql.query(
                `select extract(epoch from expires_at - now()) * 1000 as kept from "${namespace}" where id = $1`,
                [id],
              )
            ).rows[0]?.kept,
          );
    const day = 24 * 3600 * 1000;
    expect(keptMs).toBeGreaterThan(30 * day - 60_000);
    expect(keptMs).toBeLessThanOrEqual(30 * day);
  });

  it('keeps every character a call may send: NUL, lone surrogates, line separators, quotes, backslashes, emoji', async () => {
    const journal = await subject.create(clients);
    const text = 'inv\u000077 \ud800 \udfff \u2028 \u0001 "q" \\ back \u{1F4B8} ٣ é\u0301';
    const intent = {
      appId: 'A/1?& é\u2028',
      endpoint: '/open-api/philippines/disbursement/transfer',
      keys: { mchOrderId: `out-\u0000${text.length}`, idempotencyId: 'idem-\ud83d-0001' },
      params: {
        mchOrderId: `out-\u0000${text.length}`,
        amount: 150000,
        remark: text,
        nested: { list: [text, null, 0] },
      },
    };
    const opened = await openEntry(journal, intent);
    expect(opened.params).toEqual(intent.params);
    expect(opened.keys).toEqual(intent.keys);
    expect(opened.appId).toBe(intent.appId);
    expect((await journal.list('open', { appId: intent.appId })).map((entry) => entry.id)).toEqual([opened.id]);
    const closed = await closeEntry(journal, intent, {
      status: 'unknown',
      attempts: 1,
      error: new Error(`lost ${text}`),
    });
    await journal.settle(closed.id, {
      recordedAt: closed.recordedAt,
      status: 'committed',
      checkedAt: 1,
      note: text,
      record: { remark: text },
    });
    const stored = await journal.get(opened.id);
    expect(stored).toMatchObject({
      keys: intent.keys,
      params: intent.params,
      reason: `lost ${text}`,
      note: text,
      record: { remark: text },
    });
    expect((await journal.list('committed'))[0]?.params).toEqual(intent.params);
  });

  it('closes only the open of its own call: a late close of an earlier call never overwrites a later one', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const earlier = payoutIntent('out-22');
    const later = payoutIntent('out-22');
    await journal.open(earlier);
    clock += 10;
    await journal.open(later);
    // The earlier call's close arrives after the later call opened the same operation: skipped.
    await journal.close(earlier, { status: 'failed', attempts: 1, error: new Error('refused') });
    expect(await entryOf(journal, later)).toMatchObject({ status: 'open', openedAt: clock, attempts: 0 });
    await journal.close(later, { status: 'succeeded', attempts: 1, data: { ok: true } });
    expect(await entryOf(journal, later)).toMatchObject({ status: 'committed', attempts: 1, record: { ok: true } });
  });

  it('skips an open older than the one the entry holds (a write that landed late)', async () => {
    const namespace = await subject.namespace(clients);
    const late = subject.open(clients, namespace, { now: () => 1_800_000_000_000 });
    const current = subject.open(clients, namespace, { now: () => 1_800_000_000_500 });
    await current.open(payoutIntent('out-23'));
    await late.open(payoutIntent('out-23'));
    expect(await entryOf(current, payoutIntent('out-23'))).toMatchObject({
      status: 'open',
      openedAt: 1_800_000_000_500,
    });
  });

  it('keeps the fields a lookup could not confirm with a committed settlement, until a call writes the entry', async () => {
    const journal = await subject.create(clients);
    const entry = await journal.record(unknownOutcome({ mchOrderId: 'out-24' }));
    await journal.settle(entry.id, {
      recordedAt: entry.recordedAt,
      status: 'committed',
      checkedAt: entry.recordedAt + 1,
      record: { mchOrderId: 'out-24' },
      unconfirmed: ['accountNo', 'accountName'],
    });
    expect(await journal.get(entry.id)).toMatchObject({
      status: 'committed',
      unconfirmed: ['accountNo', 'accountName'],
    });
    expect((await journal.list('committed'))[0]?.unconfirmed).toEqual(['accountNo', 'accountName']);
    await journal.open(payoutIntent('out-24'));
    expect((await journal.get(entry.id))?.unconfirmed).toBeUndefined();
  });

  it('records through its hook, the form hooks.outcomeUnknown takes', async () => {
    const journal = await subject.create(clients);
    await journal.hook(unknownOutcome({ mchOrderId: 'out-6' }, 2));
    expect(await journal.list('pending')).toMatchObject([{ keys: { mchOrderId: 'out-6' }, attempts: 2 }]);
  });
});

describe('a journal whose store is unreachable', () => {
  it('reports the failure to onError from its hook, naming the entry, and does not throw into the call', async () => {
    const closed = await createClient({ url: inject('redisUrl') }).connect();
    await closed.quit();
    const failures: [unknown, string][] = [];
    const journal = createRedisJournal({ client: closed, onError: (error, id) => void failures.push([error, id]) });
    await expect(journal.hook(unknownOutcome({ mchOrderId: 'out-7' }))).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[1]).toBe('app/A100/open-api/philippines/disbursement/transfer?mchOrderId=out-7');
    expect(failures[0]?.[0]).toBeInstanceOf(Error);
  });
});
