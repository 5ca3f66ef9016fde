// `pnpm bench`: what the write-ahead journal costs a money-moving call, on each store, against the real
// servers the bench starts (the tests' global setup): the intent written before the first attempt plus
// the entry closed with the outcome, both awaited by the call. Prints the median and p95 beside the
// target (<= 1 ms median), and beside it the floor: two round trips of the server's cheapest command
// (PING, `select 1`) in the same run. Asserts only that every entry was written, never a speed.
import { afterAll, describe, expect, it } from 'vitest';
import type { JournalIntent, ReconciliationJournal } from '../src/index.js';
import { redisCommand } from '../src/redis/redis-client.js';
import { useClients } from '../test/support/clients.js';
import { journalSubjects, payoutIntent } from '../test/support/journals.js';

const calls = Number(process.env.BENCH_JOURNAL_CALLS ?? 2000);
const warmup = 200;
const targetMs = 1;
const clients = useClients();
const lines: string[] = [];

afterAll(() => {
  console.log(
    [
      `write-ahead journal cost per call (open before the first attempt + close with the outcome), ${calls} sequential calls, target <= ${targetMs} ms median:`,
      ...lines,
    ].join('\n'),
  );
});

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

function intent(index: number): JournalIntent {
  const payout = payoutIntent(`bench-${Date.now()}-${index}`);
  const idempotencyId = `idem-${payout.keys.mchOrderId}`;
  return {
    ...payout,
    keys: { ...payout.keys, idempotencyId },
    // The params of a real payout: what each entry carries.
    params: {
      ...payout.params,
      idempotencyId,
      accountName: 'Jose Reyes',
      payMethodCode: 'BANK',
      transferCode: 'CIMB',
      remark: 'supplier invoice 77',
    },
  };
}

async function oneCall(journal: ReconciliationJournal, index: number): Promise<number> {
  const call = intent(index);
  const started = performance.now();
  await journal.open(call);
  await journal.close(call, {
    status: 'succeeded',
    attempts: 1,
    data: { mchOrderId: call.keys.mchOrderId, transactionId: `TX${index}`, transactionStatus: 'PENDING' },
  });
  return performance.now() - started;
}

/** Two round trips of the server's cheapest command: what any journal of two awaited writes costs at least. */
async function floorCall(kind: 'redis' | 'postgres'): Promise<number> {
  const started = performance.now();
  if (kind === 'redis') {
    const command = redisCommand(clients.nodeRedis);
    await command(['PING']);
    await command(['PING']);
  } else {
    await clients.pool.query('select 1');
    await clients.pool.query('select 1');
  }
  return performance.now() - started;
}

describe.each(journalSubjects)('$name', (subject) => {
  it(`writes ahead and closes ${calls} calls`, async () => {
    const journal = await subject.create(clients);
    for (let index = 0; index < warmup; index++) await oneCall(journal, -index - 1);
    // Interleaved, so that a machine busy with other work weighs on both alike.
    const durations: number[] = [];
    const floors: number[] = [];
    for (let index = 0; index < calls; index++) {
      durations.push(await oneCall(journal, index));
      floors.push(await floorCall(subject.kind));
    }
    expect(await journal.list('committed', { limit: calls + warmup })).toHaveLength(calls + warmup);
    const sorted = [...durations].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    const floor = quantile(
      [...floors].sort((a, b) => a - b),
      0.5,
    );
    lines.push(
      `  ${subject.name.padEnd(10)} median ${median.toFixed(3)} ms   p95 ${quantile(sorted, 0.95).toFixed(3)} ms   floor (2 round trips) ${floor.toFixed(3)} ms   ${median <= targetMs ? 'MET' : 'NOT MET'}`,
    );
  });
});
