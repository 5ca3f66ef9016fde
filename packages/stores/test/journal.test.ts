import { createClient } from 'redis';
import { describe, expect, inject, it } from 'vitest';
import { journalEntryId } from '../src/index.js';
import { createRedisJournal } from '../src/redis/index.js';
import { useClients } from './support/clients.js';
import { journalSubjects, unknownOutcome } from './support/journals.js';

const clients = useClients();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(journalSubjects)('the $name reconciliation journal', (subject) => {
  it('records an unknown outcome as pending with its keys, params and attempts, under an id of its endpoint and keys', async () => {
    let clock = 1_800_000_000_000;
    const journal = await subject.create(clients, { now: () => clock });
    const event = unknownOutcome({ mchOrderId: 'out-1', idempotencyId: 'idem-0000001' }, 3, {
      amount: 150000,
      accountNo: '001234567890',
    });
    const entry = await journal.record(event);
    expect(entry).toEqual({
      id: '/open-api/philippines/disbursement/transfer?idempotencyId=idem-0000001&mchOrderId=out-1',
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
    expect(entry.id).toBe(journalEntryId(event.endpoint, { mchOrderId: 'out-1', idempotencyId: 'idem-0000001' }));
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
      status: 'retry',
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
    expect(await journal.list('retry')).toEqual([]);
  });

  it('settles an entry into its status with the record found, and ignores a settlement of an older recording', async () => {
    const journal = await subject.create(clients);
    const entry = await journal.record(unknownOutcome({ mchOrderId: 'out-3' }));
    await journal.settle(entry.id, {
      recordedAt: entry.recordedAt - 1,
      status: 'attention',
      checkedAt: Date.now(),
      note: 'stale',
    });
    expect(await journal.get(entry.id)).toMatchObject({ status: 'pending', checks: 0 });

    const record = { mchOrderId: 'out-3', transactionId: 'TX9', transactionStatus: 'PENDING', amount: 150000 };
    await journal.settle(entry.id, {
      recordedAt: entry.recordedAt,
      status: 'resolved',
      checkedAt: entry.recordedAt + 10,
      record,
    });
    expect(await journal.get(entry.id)).toMatchObject({
      status: 'resolved',
      checks: 1,
      checkedAt: entry.recordedAt + 10,
      record,
    });
    expect(await journal.list('pending')).toEqual([]);
    expect((await journal.list('resolved')).map((found) => found.id)).toEqual([entry.id]);
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

  it('keeps a resolved entry for resolvedTtlMs only, and the others until removed', async () => {
    const journal = await subject.create(clients, { resolvedTtlMs: 100 });
    const resolved = await journal.record(unknownOutcome({ mchOrderId: 'out-4' }));
    const attention = await journal.record(unknownOutcome({ mchOrderId: 'out-5' }));
    await journal.settle(resolved.id, {
      recordedAt: resolved.recordedAt,
      status: 'resolved',
      checkedAt: Date.now(),
      record: { ok: true },
    });
    await journal.settle(attention.id, {
      recordedAt: attention.recordedAt,
      status: 'attention',
      checkedAt: Date.now(),
      note: 'amount differs',
    });
    await pause(500);
    expect(await journal.get(resolved.id)).toBeUndefined();
    expect(await journal.list('resolved')).toEqual([]);
    expect(await journal.get(attention.id)).toMatchObject({ status: 'attention', note: 'amount differs' });
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
    expect(failures[0]?.[1]).toBe('/open-api/philippines/disbursement/transfer?mchOrderId=out-7');
    expect(failures[0]?.[0]).toBeInstanceOf(Error);
  });
});
