import { describe, expect, it } from 'vitest';
import { decideAmountUnit } from '../src/package/amount-unit.js';

// Every row: the unit given, the unit an earlier row showed, the row's money cells, the currency's
// decimals, and the unit the row is read in.
describe('decideAmountUnit: the figures decide only where they read one way', () => {
  it.each([
    ['minor', undefined, ['1500'], 2, 'minor'],
    ['minor', undefined, ['1500.00'], 2, 'minor'], // then refused by the reader: a point in minor units
    ['major', undefined, ['1500'], 2, 'major'],
    [undefined, undefined, ['1500.00'], 2, 'major'],
    [undefined, undefined, ['1500', '7.50'], 2, 'major'],
    [undefined, 'major', ['1500'], 2, 'major'],
    [undefined, undefined, ['1500'], 0, 'minor'],
    [undefined, undefined, ['1500'], 2, 'ambiguous'],
    [undefined, undefined, ['1,500', ''], 2, 'ambiguous'],
  ] as const)('given %s, shown %s, %j with %i decimals → %s', (given, shown, texts, decimals, unit) => {
    expect(decideAmountUnit({ given, shown, texts, decimals })).toBe(unit);
  });
});
