// `pnpm bench`, in a process of its own: reconciles a generated day's package against a journal made
// up of the same calls, read a page at a time as a store would answer them (nothing held but a page),
// and prints the time, the peak resident memory and the counts. `node read-big-day.mjs <package> <json>`.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { reconcileDay } from '@lintas/end-of-day';
import { generatedTransaction } from '@lintas/sandbox';

const [packageFile, optionsFile] = process.argv.slice(2);
const { day, privateKey, amountUnit } = JSON.parse(readFileSync(optionsFile, 'utf8'));

/** The journal of the day's calls: entry `index` is the call behind row `index`, committed. */
function entryOf(index) {
  const one = generatedTransaction(index, day);
  return {
    id: `/open-api/philippines/payment/generate?mchOrderId=${one.mchOrderId}`,
    endpoint: '/open-api/philippines/payment/generate',
    keys: { mchOrderId: one.mchOrderId },
    params: { mchOrderId: one.mchOrderId, amount: one.amount, currency: one.currency },
    status: 'committed',
    attempts: 1,
    openedAt: one.createdAt,
    firstRecordedAt: one.createdAt,
    recordedAt: one.createdAt + 1_000,
    checks: 0,
    record: { mchOrderId: one.mchOrderId, transactionId: one.transactionId, transactionStatus: 'COMPLETED' },
  };
}

const journal = {
  async list(status, { limit = 100, recordedFrom = 0 } = {}) {
    if (status !== 'committed') return [];
    // recordedAt grows with the index: the first entry at or after recordedFrom, by bisection.
    let low = 0;
    let high = day.rows;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (entryOf(middle).recordedAt < recordedFrom) low = middle + 1;
      else high = middle;
    }
    const page = [];
    for (let index = low; index < Math.min(day.rows, low + limit); index++) page.push(entryOf(index));
    return page;
  },
};

const started = performance.now();
const result = await reconcileDay({
  client: { call: async () => ({ downloadUrl: 'https://bench.invalid/package.zip.gpg' }) },
  journal,
  date: day.date,
  countryCode: 'PH',
  privateKey,
  amountUnit,
  journalLimit: day.rows + 1,
  // The package as a download gives it: streamed from the file, its length declared.
  download: {
    fetch: async () =>
      new Response(Readable.toWeb(createReadStream(packageFile)), {
        headers: { 'content-length': String(statSync(packageFile).size) },
      }),
  },
});
const ms = performance.now() - started;
process.stdout.write(
  JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, counts: result.counts, ok: result.ok }),
);
