import { createRedisJournal } from '@lintas/stores/redis';
import { createClient as createRedisClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dayEntries } from '../src/match/day-entries.js';

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
});
