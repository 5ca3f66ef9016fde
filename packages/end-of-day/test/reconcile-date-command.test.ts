import { fileURLToPath } from 'node:url';
import { runReconcileCommand } from '@lintas/stores/cli';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { merchantKeys } from './support/build-package.js';
import { type DayBench, pay, payOut, startDayBench } from './support/day-bench.js';

// `lintas reconcile --date`, as core's `lintas` hands it to @lintas/stores/cli, which runs it from this
// package as the project (its cwd) has it installed.

const project = fileURLToPath(new URL('..', import.meta.url));
let bench: DayBench;
beforeAll(async () => {
  bench = await startDayBench(inject('redisUrl'));
});
afterAll(() => bench.close());

async function run(argv: readonly string[], env: Record<string, string> = {}, options: { isTTY?: boolean } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runReconcileCommand({
    argv,
    cwd: project,
    env: {
      LINTAS_BASE_URL: bench.sandbox.url,
      LINTAS_APP_ID: bench.merchant.appId,
      LINTAS_PRIVATE_KEY: bench.merchant.privateKey,
      LINTAS_JOURNAL_URL: inject('redisUrl'),
      LINTAS_REPORT_PRIVATE_KEY: bench.keys.privateKey,
      ...env,
    },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    ...(options.isTTY === undefined ? {} : { isTTY: options.isTTY }),
  });
  return { code, stdout, stderr };
}

const day = () => ['--date', bench.today, '--country', 'PH', '--prefix', bench.prefix, '--amount-unit', 'minor'];

describe('lintas reconcile --date', () => {
  it('exits 3 and lists every difference injected into the package; --json says the same for machines', async () => {
    const [kept, dropped] = [await pay(bench, bench.client), await pay(bench, bench.client)];
    const change = { appId: bench.merchant.appId, transDate: bench.today, transType: 2 as const };
    bench.sandbox.alterReport({ ...change, change: 'drop-row', mchOrderId: dropped.mchOrderId });
    bench.sandbox.alterReport({ ...change, change: 'amount', mchOrderId: kept.mchOrderId, by: 1 });
    bench.sandbox.alterReport({ ...change, change: 'extra-row', mchOrderId: 'never-sent-cli', by: 10 });
    try {
      const text = await run([...day(), '--type', 'payment']);
      expect(text.code, text.stdout + text.stderr).toBe(3);
      expect(text.stdout).toMatch(
        new RegExp(`${bench.today} PH payments: \\d{8}_Payment_${bench.merchant.appId}_PH_PHP\\.xlsx`),
      );
      expect(text.stdout).toMatch(/not in journal\s+1 /);
      expect(text.stdout).toMatch(/not in package\s+1 /);
      expect(text.stdout).toMatch(/differs\s+1 /);
      expect(text.stdout).toContain(`mchOrderId=${kept.mchOrderId}`);
      expect(text.stdout).toContain('amount: package 50011, journal 50010');
      expect(text.stdout).toContain('mchOrderId=never-sent-cli');
      expect(text.stdout).toContain(`mchOrderId=${dropped.mchOrderId}`);
      expect(text.stderr).not.toMatch(/\r/);

      const json = await run([...day(), '--type', 'payment', '--json']);
      expect(json.code).toBe(3);
      const answer = JSON.parse(json.stdout) as { ok: boolean; days: { counts: Record<string, number> }[] };
      expect(answer.ok).toBe(false);
      expect(answer.days[0]?.counts).toMatchObject({ 'missing-in-journal': 1, 'missing-in-report': 1, differs: 1 });
      expect(json.stdout).not.toContain(bench.keys.privateKey.slice(40, 80));
    } finally {
      bench.sandbox.clearReportAlterations();
    }
  });

  it('exits 0 for a day that matches, and draws a progress bar only on a terminal', async () => {
    const fresh = await startDayBench(inject('redisUrl'));
    try {
      await payOut(fresh, fresh.client);
      const env = {
        LINTAS_BASE_URL: fresh.sandbox.url,
        LINTAS_APP_ID: fresh.merchant.appId,
        LINTAS_PRIVATE_KEY: fresh.merchant.privateKey,
        LINTAS_REPORT_PRIVATE_KEY: fresh.keys.privateKey,
      };
      const argv = ['--date', fresh.today, '--country', 'PH', '--prefix', fresh.prefix, '--amount-unit', 'minor'];
      const result = await run(argv, env, { isTTY: true });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/payouts: .*_Disbursement_/);
      expect(result.stdout).toMatch(/matched\s+1 /);
      expect(result.stderr).toMatch(/\r\S+ payouts \[#+-*\] /);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['no date', ['--date'], /--date/],
    ['a date that is not one', ['--date', '20-05-2026', '--country', 'PH'], /--date must be a date/],
    ['no country', ['--date', '2026-05-20'], /--country/],
    ['an unknown type', ['--date', '2026-05-20', '--country', 'PH', '--type', 'refund'], /--type/],
    ['a column of no field', ['--date', '2026-05-20', '--country', 'PH', '--column', 'price=Amount'], /--column/],
    ['a journal limit of zero', ['--date', '2026-05-20', '--country', 'PH', '--journal-limit', '0'], /--journal-limit/],
    [
      'a limit that is no size',
      ['--date', '2026-05-20', '--country', 'PH', '--max-sheet-bytes', 'big'],
      /--max-sheet-bytes/,
    ],
    ['no line held', ['--date', '2026-05-20', '--country', 'PH', '--max-lines', '0'], /--max-lines/],
  ])('exits 2 with the usage for %s', async (_case, argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Exit codes:');
  });

  it('prints its usage with the exit codes for --help, and exits 0', async () => {
    const result = await run(['--date', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: lintas reconcile --date/);
    expect(result.stdout).toContain('3 differences found');
  });

  it('exits 4 naming the flag of a limit the package is over, and reads it once the flag raises it', async () => {
    await pay(bench, bench.client);
    const small = await run([...day(), '--type', 'payment', '--max-sheet-bytes', '100']);
    expect(small.code).toBe(4);
    expect(small.stderr).toMatch(/over limits\.maxSheetBytes \(100\).*\(--max-sheet-bytes\)/);
    const raised = await run([...day(), '--type', 'payment', '--max-sheet-bytes', '64MiB', '--max-lines', '1']);
    expect([0, 3]).toContain(raised.code);
    expect(raised.stdout).toMatch(/matched\s+\d+ /);
  });

  it('exits 4 when the package is not encrypted to the key given', async () => {
    const other = await merchantKeys();
    const result = await run([...day(), '--type', 'payment'], { LINTAS_REPORT_PRIVATE_KEY: other.privateKey });
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/not encrypted to the key/);
  });

  it('exits 1 when the download fails for now (the gateway down)', async () => {
    const result = await run([...day(), '--type', 'payment'], { LINTAS_BASE_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
  });
});
