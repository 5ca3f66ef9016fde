import { createRedisJournal } from '@lintas/stores/redis';
import { createClient as createRedisClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dayEntries, journalPages } from '../src/match/day-entries.js';

// The journal's candidates for a day, read from a real Redis: only the entries recorded since the day
// began (less the margin) are read, so a journal holding weeks of calls neither counts them against
// journalLimit nor loads them.

const day = 24 * 3600 * 1000;
const date = '2026-05-20';
const dayStart = Date.parse(`${date}T00:00:00+08:00`);
let redis: Awaited<ReturnType<typeof connect>>;
const connect = () => createRedisClient({ url: inject('redisUrl') }).connect();
beforeAll(async () => {
  redis = await connect();
});
afterAll(() => redis.quit());

/** Closes a payout of `mchOrderId` as committed, its call written at `at`, into the journal at `prefix`. */
async function payout(prefix: string, mchOrderId: string, at: number) {
  const journal = createRedisJournal({ client: redis, prefix, now: () => at });
  const intent = {
    appId: 'A100',
    endpoint: '/open-api/philippines/disbursement/transfer',
    keys: { mchOrderId },
    params: { mchOrderId },
  };
  await journal.open(intent);
  await journal.close(intent, { status: 'succeeded', attempts: 1, data: { mchOrderId } });
}

describe('dayEntries', () => {
  it('reads only the entries recorded since the day began: older ones do not count against the limit', async () => {
    const prefix = `day-entries-${crypto.randomUUID()}:`;
    for (const [index, daysBefore] of [10, 5, 2].entries())
      await payout(prefix, `old-${index}`, dayStart - daysBefore * day);
    await payout(prefix, 'of-the-day', dayStart + 3600 * 1000);
    await payout(prefix, 'next-day', dayStart + day + 3600 * 1000);
    const { entries, ofTheDay } = await dayEntries({
      journal: createRedisJournal({ client: redis, prefix }),
      date,
      transType: 1,
      utcOffset: '+08:00',
      marginMs: 15 * 60 * 1000,
      timeoutMs: 10_000,
      limit: 2,
    });
    expect(entries.map((entry) => entry.keys.mchOrderId)).toEqual(['of-the-day']);
    expect(entries.filter(ofTheDay)).toHaveLength(1);
  });

  it('reads the journal a page at a time, each entry once, entries of one millisecond across pages included', async () => {
    const prefix = `day-entries-${crypto.randomUUID()}:`;
    const at = dayStart + 3600 * 1000;
    // Five calls recorded in one millisecond, then two later: pages of two cut through them.
    for (const index of [0, 1, 2, 3, 4]) await payout(prefix, `same-${index}`, at);
    for (const index of [5, 6]) await payout(prefix, `later-${index}`, at + index);
    const pages: string[][] = [];
    for await (const page of journalPages({
      journal: createRedisJournal({ client: redis, prefix }),
      date,
      transType: 1,
      utcOffset: '+08:00',
      marginMs: 0,
      timeoutMs: 10_000,
      limit: 100,
      pageSize: 2,
    }))
      if (page.length > 0) pages.push(page.map((entry) => String(entry.keys.mchOrderId)));
    expect(pages.flat().sort()).toEqual(['later-5', 'later-6', 'same-0', 'same-1', 'same-2', 'same-3', 'same-4']);
    expect(Math.max(...pages.map((page) => page.length))).toBeLessThanOrEqual(8);
  });
});
