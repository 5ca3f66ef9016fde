import { describe, expect, it } from 'vitest';
import { intervalOf, nextPace, type Pace, type PaceEvent, paceSettings } from './pace.js';

const settings = paceSettings(10);
const at = (rate: number, time: number, decreasedAt?: number): Pace => ({ rate, decreasedAt, at: time });

describe('nextPace', () => {
  const rows: [string, Pace, PaceEvent, number, Pace][] = [
    ['a first refusal halves the rate', at(10, 0), 'refused', 500, at(5, 500, 500)],
    [
      'a refusal within the window of the last halving keeps the rate',
      at(5, 500, 500),
      'refused',
      1499,
      at(5, 500, 500),
    ],
    ['a refusal once the window passed halves again', at(5, 500, 500), 'refused', 1500, at(2.5, 1500, 1500)],
    ['halving stops at the floor', at(0.4, 0, 0), 'refused', 5000, at(10 / 32, 5000, 5000)],
    [
      'an acceptance adds a quarter of the ceiling per second since the last change',
      at(5, 1000, 1000),
      'accepted',
      2000,
      at(7.5, 2000, 1000),
    ],
    ['a halving is made up in 2 s', at(5, 1000, 1000), 'accepted', 3000, at(10, 3000, 1000)],
    ['an acceptance at once adds nothing', at(5, 1000, 1000), 'accepted', 1000, at(5, 1000, 1000)],
    ['an acceptance never goes above the ceiling', at(9.5, 0, 0), 'accepted', 4000, at(10, 4000, 0)],
    ['at the ceiling, an acceptance keeps it', at(10, 0), 'accepted', 9000, at(10, 9000)],
    ['a clock that went back adds nothing', at(5, 2000, 1000), 'accepted', 1000, at(5, 1000, 1000)],
  ];
  it.each(rows)('%s', (_name, pace, event, now, expected) => {
    expect(nextPace(pace, event, now, settings)).toEqual(expected);
  });
});

describe('intervalOf', () => {
  it.each([
    [10, 103],
    [5, 206],
    [1000, 1.03],
  ])('spaces %d requests/s %d ms apart (3 %% under the rate)', (rate, ms) => {
    expect(intervalOf(rate)).toBeCloseTo(ms, 9);
  });
});
