import type { JournalEntry } from '@lintas/stores';
import { describe, expect, it } from 'vitest';
import type { DayLine, ReportRow } from '../src/index.js';
import { matchDay } from '../src/match/match-day.js';
import { RowStore } from '../src/match/row-store.js';

const row = (line: number, mchOrderId: string | undefined, overrides: Partial<ReportRow> = {}): ReportRow => ({
  line,
  transactionId: `TX${line}`,
  mchOrderId,
  amount: 1000,
  fee: undefined,
  currency: 'PHP',
  status: 'COMPLETED',
  transactionTime: '2026-05-20 10:00:00',
  settlementTime: undefined,
  ...overrides,
});

const entry = (mchOrderId: string, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: `/open-api/payment/generate?mchOrderId=${mchOrderId}`,
  endpoint: '/open-api/payment/generate',
  keys: { mchOrderId },
  params: { mchOrderId, amount: 1000, currency: 'PHP' },
  status: 'committed',
  attempts: 1,
  recordedAt: 1,
  firstRecordedAt: 1,
  checks: 0,
  ...overrides,
});

async function* pagesOf(...pages: JournalEntry[][]) {
  for (const page of pages) yield page;
}

describe('RowStore: the rows of a day, held compactly, found by order id', () => {
  it('gives back every row as it was kept, and finds each by its order id among 200,000', () => {
    const store = new RowStore();
    for (let index = 0; index < 200_000; index++)
      store.add(row(index + 2, `order-${index}`, { fee: index % 2 === 0 ? 7 : undefined, amount: index }));
    expect(store.size).toBe(200_000);
    expect(store.row(123_456)).toEqual(row(123_458, 'order-123456', { amount: 123_456, fee: 7 }));
    expect(store.row(7)).toEqual(row(9, 'order-7', { amount: 7 }));
    expect(store.untakenOf('order-199999')).toEqual([199_999]);
    expect(store.untakenOf('order-200000')).toEqual([]);
    store.take(199_999);
    expect(store.untakenOf('order-199999')).toEqual([]);
    expect([...store.untaken()]).toHaveLength(199_999);
  });

  it('keeps amounts and fees beyond 32 bits exactly, a fee of 0 apart from none, and a row in a view it reuses', () => {
    const store = new RowStore();
    const amounts = [2300, 2 ** 31, -(2 ** 40), Number.MAX_SAFE_INTEGER, -7];
    for (const [index, amount] of amounts.entries())
      store.add(row(index + 2, `order-${index}`, { amount, fee: index === 1 ? 0 : index === 2 ? 2 ** 33 : undefined }));
    expect([0, 1, 2, 3, 4].map((index) => [store.row(index).amount, store.row(index).fee])).toEqual([
      [2300, undefined],
      [2 ** 31, 0],
      [-(2 ** 40), 2 ** 33],
      [Number.MAX_SAFE_INTEGER, undefined],
      [-7, undefined],
    ]);
    const view = store.view(1);
    expect(store.view(0)).toBe(view);
    expect({ ...view }).toEqual(row(2, 'order-0', { amount: 2300 }));
  });

  it('keeps rows of the same order id in the file order, and ids of any length or script', () => {
    const store = new RowStore();
    const long = 'x'.repeat(100_000);
    for (const [index, id] of ['a', 'ä-ñ-中', 'a', long, 'a'].entries()) store.add(row(index + 2, id));
    store.add(row(7, undefined, { transactionId: undefined }));
    expect(store.untakenOf('a')).toEqual([0, 2, 4]);
    expect(store.untakenOf('ä-ñ-中')).toEqual([1]);
    expect(store.row(3).mchOrderId).toBe(long);
    expect(store.row(5)).toMatchObject({ mchOrderId: undefined, transactionId: undefined });
  });

  it('indexes 200,000 rows of one order id (a hostile package) in a step each, and finds the first untaken', () => {
    const store = new RowStore();
    const started = performance.now();
    for (let index = 0; index < 200_000; index++) store.add(row(index + 2, 'same'));
    store.add(row(200_002, 'other'));
    // A slot for each row of the id takes 20 billion comparisons (half a minute); a chain, milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(store.firstUntakenOf('same')).toBe(0);
    store.take(0);
    expect(store.firstUntakenOf('same')).toBe(1);
    expect(store.untakenOf('same')).toHaveLength(199_999);
    expect(store.untakenOf('other')).toEqual([200_000]);
  });
});

describe('matchDay: the journal a page at a time against the rows', () => {
  it('decides each pair as its page comes, then the rows no entry took, holding only what is not matched', async () => {
    const store = new RowStore();
    const rows = [
      row(2, 'order-1'),
      row(3, 'order-2', { amount: 999 }),
      row(4, 'order-3'),
      row(5, 'order-3'), // a second row of one payment: not in the journal
      row(6, 'static-1'),
      row(7, 'static-1'), // a static code's payments: each matched to its code
      row(8, 'their-id', { transactionId: 'TX-by-id' }), // named by its transaction id only
      row(9, 'order-4'), // no call of yours
    ];
    for (const one of rows) store.add(one);
    const staticCode = entry('static-1', { endpoint: '/open-api/philippines/static/payment/generate' });
    const byTransaction = entry('your-id', { record: { transactionId: 'TX-by-id' } });
    const lost = entry('order-9'); // of the day, and not in the package
    const seen: DayLine[] = [];
    const match = await matchDay({
      rows: store,
      pages: pagesOf([entry('order-1'), entry('order-2')], [entry('order-3'), staticCode], [byTransaction, lost]),
      ofTheDay: () => true,
      packageCurrency: 'PHP',
      onLine: (line) => void seen.push(line),
    });
    const kinds = (lines: readonly DayLine[]) => lines.map((line) => [line.row?.line, line.kind]);
    expect(kinds(seen)).toEqual([
      [2, 'matched'],
      [3, 'differs'],
      [4, 'matched'],
      [6, 'matched'],
      [7, 'matched'],
      [8, 'matched'],
      [5, 'missing-in-journal'],
      [9, 'missing-in-journal'],
    ]);
    expect(kinds(match.lines)).toEqual([
      [3, 'differs'],
      [5, 'missing-in-journal'],
      [9, 'missing-in-journal'],
    ]);
    expect(match.counts).toEqual({
      matched: 5,
      differs: 1,
      'missing-in-journal': 2,
      'missing-in-report': 0,
      'not-settled': 0,
    });
    expect(match.unmatched).toEqual([lost]);
  });
});
