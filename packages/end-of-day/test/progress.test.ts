import { describe, expect, it } from 'vitest';
import { progressLog, progressText, shouldLogProgress } from '../src/cli/progress-bar.js';

describe('shouldLogProgress: a long day shows it is moving in a log, a short one says nothing', () => {
  it.each([
    [1_000, 0, undefined, false], // the first seconds: nothing
    [2_999, 0, undefined, false],
    [3_000, 0, undefined, true], // a day past a few seconds: the first line
    [9_000, 0, 3_000, false], // then not more than every ten seconds
    [13_000, 0, 3_000, true],
  ])('at %i ms (started %i, last line %s) → %s', (now, startedAt, lastAt, log) => {
    expect(shouldLogProgress(now, startedAt, lastAt)).toBe(log);
  });
});

describe('progressText', () => {
  it.each([
    [{ stage: 'download', done: 0, total: 1 }, 'download'],
    [{ stage: 'read', done: 420_000, total: 0 }, 'read 420,000 rows'],
    [{ stage: 'match', done: 10_000, total: 1_000_000 }, 'match 10,000/1,000,000'],
    [{ stage: 'lookup', done: 2, total: 5 }, 'lookup 2/5'],
  ] as const)('%j → %s', (progress, text) => {
    expect(progressText(progress)).toBe(text);
  });

  it('writes a line off a terminal only once the clock it is given says the day is long', () => {
    let now = 0;
    const written: string[] = [];
    const log = progressLog(
      (text) => void written.push(text),
      '2026-05-20 payments',
      () => now,
    );
    log.update({ stage: 'read', done: 10_000, total: 0 });
    now = 4_000;
    log.update({ stage: 'read', done: 420_000, total: 0 });
    now = 5_000;
    log.update({ stage: 'read', done: 500_000, total: 0 });
    expect(written).toEqual(['lintas reconcile --date: 2026-05-20 payments: read 420,000 rows\n']);
  });
});
