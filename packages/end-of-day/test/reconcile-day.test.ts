import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import { createRedisJournal } from '@lintas/stores/redis';
import { createClient as createRedisClient } from 'redis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startRedisServer } from '../../stores/test/support/redis-server.js';
import { type DayLine, isJournalReadError, type ReconcileDayOptions, reconcileDay } from '../src/index.js';
import { merchantKeys } from './support/build-package.js';
import { type DayBench, pay, payOut, startDayBench } from './support/day-bench.js';

// End to end over HTTP: the sandbox makes the reconciliation package of the merchant's settled payments
// (https://jtdocs.bluepay.asia/en/ReportDownload.html), encrypted to the key the merchant registered; the
// journal is a real Redis; reconcileDay downloads, decrypts, reads and matches it.

let bench: DayBench;
beforeAll(async () => {
  bench = await startDayBench(inject('redisUrl'));
});
afterAll(() => bench.close());

const options = (overrides: Partial<ReconcileDayOptions> = {}): ReconcileDayOptions => ({
  client: bench.client,
  journal: bench.journal,
  endpoints: [neutral, philippines],
  date: bench.today,
  countryCode: 'PH',
  privateKey: bench.keys.privateKey,
  // The sandbox writes minor units, as the API does; whole numbers read both ways without it.
  amountUnit: 'minor',
  ...overrides,
});

const byOrder = (lines: readonly DayLine[], mchOrderId: string) =>
  lines.filter((line) => line.row?.mchOrderId === mchOrderId || line.entry?.keys.mchOrderId === mchOrderId);

describe('reconcileDay against the sandbox, the journal on Redis', () => {
  it('finds every mismatch injected into the package: a row missing, an extra row, an amount and a fee that differ', async () => {
    const feeBasisPoints = 50;
    await bench.sandbox.setReportSettings({ appId: bench.merchant.appId, feeBasisPoints });
    const [kept, dropped, raised, charged] = [
      await pay(bench, bench.client),
      await pay(bench, bench.client),
      await pay(bench, bench.client),
      await pay(bench, bench.client),
    ];
    const unpaid = await pay(bench, bench.client, true);
    const outside = await pay(bench, bench.unjournaled);
    const day = { appId: bench.merchant.appId, transDate: bench.today, transType: 2 as const };
    bench.sandbox.alterReport({ ...day, change: 'drop-row', mchOrderId: dropped.mchOrderId });
    bench.sandbox.alterReport({ ...day, change: 'amount', mchOrderId: raised.mchOrderId, by: 5 });
    bench.sandbox.alterReport({ ...day, change: 'fee', mchOrderId: charged.mchOrderId, by: 7 });
    bench.sandbox.alterReport({ ...day, change: 'extra-row', mchOrderId: 'never-sent-1', by: 999 });
    const progress: string[] = [];
    const every: DayLine[] = [];
    try {
      const result = await reconcileDay(
        options({
          expectedFee: (row) => Math.round((row.amount * feeBasisPoints) / 10_000),
          onProgress: ({ stage }) => void progress.push(stage),
          onLine: (line) => void every.push(line),
        }),
      );
      const kindOf = (mchOrderId: string) => byOrder(every, mchOrderId).map((line) => line.kind);
      expect(kindOf(kept.mchOrderId)).toEqual(['matched']);
      // The result holds every line but the matched ones, which it counts.
      expect(result.lines).toEqual(every.filter((line) => line.kind !== 'matched'));
      expect(result.counts.matched).toBe(every.filter((line) => line.kind === 'matched').length);
      expect(kindOf(dropped.mchOrderId)).toEqual(['missing-in-report']);
      expect(byOrder(result.lines, dropped.mchOrderId)[0]?.note).toMatch(/COMPLETED/);
      expect(kindOf(raised.mchOrderId)).toEqual(['differs']);
      expect(byOrder(result.lines, raised.mchOrderId)[0]?.differences).toEqual([
        { field: 'amount', report: 50015, journal: 50010 },
      ]);
      expect(kindOf(charged.mchOrderId)).toEqual(['differs']);
      expect(byOrder(result.lines, charged.mchOrderId)[0]?.differences).toEqual([
        { field: 'fee', report: 257, journal: 250 },
      ]);
      expect(kindOf('never-sent-1')).toEqual(['missing-in-journal']);
      expect(kindOf(outside.mchOrderId)).toEqual(['missing-in-journal']);
      expect(kindOf(unpaid.mchOrderId)).toEqual(['not-settled']);
      expect(result.ok).toBe(false);
      // The summary is the gateway's own: it adds up the rows it sent, so it agrees with them.
      expect(result.summary).toEqual({ checked: true, differences: [] });
      expect(result.detailFile).toMatch(
        new RegExp(`^${bench.today.replace(/-/g, '')}_Payment_${bench.merchant.appId}_PH_PHP\\.xlsx$`),
      );
      expect(progress).toEqual(expect.arrayContaining(['download', 'read', 'journal', 'match', 'lookup']));
    } finally {
      bench.sandbox.clearReportAlterations();
      await bench.sandbox.setReportSettings({ appId: bench.merchant.appId, feeBasisPoints: 0 });
    }
  });

  it('holds at most maxLines lines that are not matched, differences first, and counts the others', async () => {
    for (let count = 0; count < 3; count++) await pay(bench, bench.unjournaled);
    await pay(bench, bench.client, true);
    const every: DayLine[] = [];
    const result = await reconcileDay(options({ maxLines: 2, onLine: (line) => void every.push(line) }));
    const notMatched = every.filter((line) => line.kind !== 'matched');
    expect(notMatched.length).toBeGreaterThanOrEqual(4);
    expect(result.lines).toHaveLength(2);
    expect(result.lines.every((line) => line.kind !== 'not-settled')).toBe(true);
    expect(result.linesLeftOut).toBe(notMatched.length - 2);
    const counted = Object.entries(result.counts).filter(([kind]) => kind !== 'matched');
    expect(counted.reduce((sum, [, count]) => sum + count, 0)).toBe(notMatched.length);
    expect(result.ok).toBe(false);
  });

  it('matches every row of an unaltered day, payments and payouts, read from csv', async () => {
    await bench.sandbox.setReportSettings({ appId: bench.merchant.appId, format: 'csv' });
    try {
      const payment = await pay(bench, bench.client);
      const payout = await payOut(bench, bench.client);
      const lines: DayLine[] = [];
      const payments = await reconcileDay(options({ transType: 2, onLine: (line) => void lines.push(line) }));
      expect(byOrder(lines, payment.mchOrderId).map((line) => line.kind)).toEqual(['matched']);
      expect(payments.detailFile).toMatch(/\.csv$/);
      lines.length = 0;
      const payouts = await reconcileDay(options({ transType: 1, onLine: (line) => void lines.push(line) }));
      expect(lines.map((line) => [line.kind, line.row?.mchOrderId])).toEqual([['matched', payout.mchOrderId]]);
      expect(payouts.lines).toEqual([]);
      expect(payouts.counts.matched).toBe(1);
      expect(payouts.ok).toBe(true);
    } finally {
      await bench.sandbox.setReportSettings({ appId: bench.merchant.appId, format: 'xlsx' });
    }
  });
});

describe('reconcileDay when what it rests on fails: a typed error, never a false "matched"', () => {
  it('the download URL expired (asked for again once, then ReportDownloadError "expired")', async () => {
    const expiring = await startDayBench(inject('redisUrl'), { reportUrlTtlMs: 1 });
    try {
      const error = await reconcileDay({
        ...options(),
        client: expiring.client,
        journal: expiring.journal,
        privateKey: expiring.keys.privateKey,
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'ReportDownloadError', reason: 'expired', status: 403 });
      expect((error as Error).message).not.toContain('signature=');
      expect(expiring.sandbox.hits('/open-api/report/download')).toBe(2);
    } finally {
      await expiring.close();
    }
  });

  it.each([
    [
      'answered 404 (no package yet)',
      async () => new Response('NoSuchKey', { status: 404 }),
      'ReportDownloadError',
      'not-found',
    ],
    [
      'cut off before its content-length (the merchant’s own fetch)',
      async (url: string) => {
        const whole = new Uint8Array(await (await fetch(url)).arrayBuffer());
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(whole.subarray(0, whole.length - 50));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'content-length': String(whole.length) } });
      },
      'ReportDownloadError',
      'network',
    ],
    [
      'truncated by a proxy that dropped its length',
      async (url: string) => new Response((await (await fetch(url)).arrayBuffer()).slice(0, 200)),
      'ReportDecryptionError',
      'corrupt',
    ],
    [
      'refused by the network',
      async () => Promise.reject(new TypeError('fetch failed')),
      'ReportDownloadError',
      'network',
    ],
  ] as const)('the package %s', async (_case, fetchLike, name, reason) => {
    const customFetch = ((input: RequestInfo | URL) => fetchLike(String(input))) as typeof fetch;
    const error = await reconcileDay(options({ download: { fetch: customFetch } })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name, reason });
  });

  it('the download stalls half-way (ReportDownloadError "network" once it waited timeoutMs on the network)', async () => {
    const stalled = (async (input: RequestInfo | URL) => {
      const whole = new Uint8Array(await (await fetch(String(input))).arrayBuffer());
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Half the package, then nothing more, never the end.
          if (!sent) controller.enqueue(whole.subarray(0, whole.length >> 1));
          sent = true;
        },
      });
      return new Response(body, { headers: { 'content-length': String(whole.length) } });
    }) as typeof fetch;
    await pay(bench, bench.client);
    const error = await reconcileDay(options({ download: { fetch: stalled, timeoutMs: 2_000 } })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'ReportDownloadError', reason: 'network' });
    expect((error as Error).message).toMatch(/cut off while downloading: no answer within 2000 ms/);
  });

  it('the package is encrypted to another key than the one given (ReportDecryptionError "wrong-key")', async () => {
    const other = await merchantKeys();
    const error = await reconcileDay(options({ privateKey: other.privateKey })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ReportDecryptionError', reason: 'wrong-key' });
  });

  it('the journal holds more entries than journalLimit (JournalReadError: a list cut short would report rows missing)', async () => {
    await pay(bench, bench.client);
    await pay(bench, bench.client);
    const error = await reconcileDay(options({ journalLimit: 1 })).catch((caught: unknown) => caught);
    expect(isJournalReadError(error)).toBe(true);
    expect((error as Error).message).toMatch(/more than 1 committed entries: raise journalLimit/);
  });

  it('the journal’s store is down during the match (JournalReadError within journalTimeoutMs)', async () => {
    const server = await startRedisServer();
    const redis = await createRedisClient({ url: server.url, socket: { reconnectStrategy: 50 } })
      .on('error', () => undefined)
      .connect();
    const journal = createRedisJournal({ client: redis, prefix: 'down:' });
    await pay(bench, bench.client);
    await server.stop();
    const started = Date.now();
    try {
      const error = await reconcileDay(options({ journal, journalTimeoutMs: 1_000 })).catch(
        (caught: unknown) => caught,
      );
      expect(isJournalReadError(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await redis.disconnect().catch(() => undefined);
    }
  });
});
