import { describe, expect, it } from 'vitest';
import { readReconcileDateArgs, reconcileDateUsage } from '../src/cli/index.js';
import { defaultReportLimits } from '../src/index.js';

const env = { LINTAS_JOURNAL_URL: 'redis://127.0.0.1:6379', LINTAS_REPORT_PASSWORD: 'p' };
const read = (...flags: string[]) =>
  readReconcileDateArgs(['--date', '2026-05-20', '--country', 'PH', ...flags], env, '/');

describe('lintas reconcile --date: a flag for every limit, and --max-lines', () => {
  it('reads each limit from its flag, sizes with KiB, MiB or GiB, and leaves the others to their defaults', () => {
    const args = read(
      '--max-entry-bytes',
      '2GiB',
      '--max-sheet-bytes',
      '512MiB',
      '--max-row-bytes',
      '4096',
      '--max-compression-ratio',
      '200',
      '--max-entries',
      '20',
      '--max-lines',
      '50',
    );
    expect(args.limits).toEqual({
      maxEntryBytes: 2 * 1024 ** 3,
      maxSheetBytes: 512 * 1024 ** 2,
      maxRowBytes: 4096,
      maxCompressionRatio: 200,
      maxEntries: 20,
    });
    expect(args.maxLines).toBe(50);
    expect(read().limits).toEqual({});
    expect(read().maxLines).toBe(1_000);
  });

  it('has a flag for every limit, listed in its usage', () => {
    for (const limit of Object.keys(defaultReportLimits)) {
      const flag = `--${limit.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      expect(reconcileDateUsage).toContain(flag);
      expect(Object.keys(read(flag, '7').limits)).toEqual([limit]);
    }
    expect(reconcileDateUsage).toContain('--max-lines <n>');
  });

  it.each([
    ['--max-entry-bytes', '0'],
    ['--max-entry-bytes', '5.0'],
    ['--max-entry-bytes', '1.5GiB'],
    ['--max-entry-bytes', '2TB'],
    ['--max-entries', '2KiB'],
    ['--max-compression-ratio', 'many'],
    ['--max-lines', '0'],
    ['--max-package-bytes', '99999999999GiB'],
  ])('refuses %s %s, naming the flag', (flag, value) => {
    expect(() => read(flag, value)).toThrow(TypeError);
    expect(() => read(flag, value)).toThrow(`${flag} must be a positive whole number`);
  });
});
