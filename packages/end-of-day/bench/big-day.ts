// `pnpm bench`: a big merchant's day. The sandbox generates a package of BENCH_DAY_ROWS (1,000,000)
// distinct rows, csv and xlsx; a process of its own, pinned to one core where `taskset` is there,
// reconciles it against a journal of the same calls read a page at a time, the package streamed to it
// as a download is. Prints each figure, time and peak memory (maxRSS), beside its target (<= 60 s,
// <= 256 MiB) and whether it is met, beside the floor (reading every byte of the package whole, as the
// reader did before) and the machine's load average. Asserts only that every row was matched, never a
// speed: the machine the figures come from is shared.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateReportPackage } from '@lintas/sandbox';
import * as openpgp from 'openpgp';
import { afterAll, describe, expect, it } from 'vitest';

const rows = Number(process.env.BENCH_DAY_ROWS ?? 1_000_000);
const targets = { seconds: 60, mib: 256 };
const lines: string[] = [];

afterAll(() => {
  console.log(
    [
      `end of day: ${rows.toLocaleString('en')} distinct rows matched with the journal, on one core:`,
      ...lines,
      `  load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')} (1, 5, 15 min) at the end`,
    ].join('\n'),
  );
});

/** Runs a script of this folder on a package in a process of its own; what it printed. */
async function measure(script: string, bytes: Uint8Array, options: object): Promise<Record<string, unknown>> {
  const folder = await mkdtemp(join(tmpdir(), 'end-of-day-bench-'));
  try {
    await writeFile(join(folder, 'package.gpg'), bytes);
    await writeFile(join(folder, 'options.json'), JSON.stringify(options));
    const path = new URL(script, import.meta.url).pathname;
    // Through a shell that forks it (Linux keeps a peak across exec), on one core where taskset is there.
    const pin = existsSync('/usr/bin/taskset') ? 'taskset -c 0 ' : '';
    const { stdout } = await promisify(execFile)(
      '/bin/sh',
      [
        '-c',
        `${pin}"$0" "$@"; exit $?`,
        process.execPath,
        path,
        join(folder, 'package.gpg'),
        join(folder, 'options.json'),
      ],
      { maxBuffer: 1024 * 1024 },
    );
    return JSON.parse(stdout) as Record<string, unknown>;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const formats = (process.env.BENCH_DAY_FORMATS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];

describe.each(formats)('%s', (format) => {
  it(`reconciles ${rows.toLocaleString('en')} rows`, async () => {
    const keys = await openpgp.generateKey({ userIDs: [{ name: 'bench' }], format: 'armored' });
    const day = { rows, date: '2026-05-20', appId: 'M100001', format, amountUnit: 'minor' as const };
    const made = await generateReportPackage({ ...day, publicKey: keys.publicKey });
    const options = { day, privateKey: keys.privateKey, amountUnit: 'minor' };
    const read = await measure('./read-big-day.mjs', made.bytes, options);
    const floor = await measure('./read-everything.mjs', made.bytes, options);
    expect(read.counts).toMatchObject({ matched: rows, differs: 0, 'missing-in-journal': 0, 'missing-in-report': 0 });
    // The detail file's header and rows, and the summary's two lines.
    expect(floor.rows).toBe(rows + 3);
    const seconds = Number(read.ms) / 1000;
    const mib = Number(read.maxRssMiB);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    lines.push(
      `  ${format.padEnd(4)} (package ${(made.bytes.length / 1024 / 1024).toFixed(1)} MiB encrypted)`,
      `    time      ${`${seconds.toFixed(1)} s`.padStart(9)}   target <= ${targets.seconds} s      ${met(seconds <= targets.seconds)}`,
      `    peak RSS  ${`${Math.round(mib)} MiB`.padStart(9)}   target <= ${targets.mib} MiB   ${met(mib <= targets.mib)}`,
      `    floor (read every byte whole): ${(Number(floor.ms) / 1000).toFixed(1)} s, ${Math.round(Number(floor.maxRssMiB))} MiB`,
    );
  });
});
