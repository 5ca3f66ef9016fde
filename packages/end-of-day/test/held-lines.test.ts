import { describe, expect, it } from 'vitest';
import type { DayLine, DayLineKind } from '../src/index.js';
import { HeldLines } from '../src/match/held-lines.js';

const line = (kind: DayLineKind, name: string): DayLine => ({ kind, note: name });
const names = (lines: readonly DayLine[]) => lines.map((one) => one.note);

// Every case: the lines decided, in order, and what a result of at most `max` lines holds and leaves out.
describe('HeldLines: at most max lines held, differences first, the rest counted', () => {
  it.each([
    ['under the cap: all, in order', 3, ['differs a', 'not-settled b'], ['a', 'b'], 0],
    ['no cap: all', undefined, ['differs a', 'differs b', 'differs c'], ['a', 'b', 'c'], 0],
    [
      'over the cap with differences only: the first ones',
      2,
      ['differs a', 'missing-in-journal b', 'differs c'],
      ['a', 'b'],
      1,
    ],
    [
      'a difference takes the place of the last not-settled line',
      2,
      ['not-settled a', 'not-settled b', 'differs c'],
      ['a', 'c'],
      1,
    ],
    [
      'differences first, in the order decided',
      2,
      ['not-settled a', 'differs b', 'missing-in-report c', 'differs d'],
      ['b', 'c'],
      2,
    ],
    ['a not-settled line over the cap is left out', 1, ['differs a', 'not-settled b'], ['a'], 1],
    ['a cap of 0 holds nothing', 0, ['differs a', 'not-settled b'], [], 2],
  ] as const)('%s', (_case, max, decided, held, leftOut) => {
    const lines = new HeldLines(max);
    for (const one of decided) {
      const [kind, name] = one.split(' ') as [DayLineKind, string];
      lines.add(line(kind, name));
    }
    expect(names(lines.lines())).toEqual(held);
    expect(lines.leftOut).toBe(leftOut);
  });
});
