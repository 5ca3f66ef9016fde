import { describe, expect, it } from 'vitest';
import { isAmountError } from '../errors/amount-error.js';
import { type AmountUnit, readAmount } from './read-amount.js';

// Every row: the text as a file writes it, its currency and unit, and the minor units it reads as (or
// the reason it is refused).
const rows: [string, string, AmountUnit, number | string][] = [
  ['150000', 'PHP', 'minor', 150000],
  [' 150000 ', 'PHP', 'minor', 150000],
  ['150,000', 'PHP', 'minor', 150000],
  ['-525', 'PHP', 'minor', -525],
  ['1500.00', 'PHP', 'minor', 'too-many-decimals'],
  ['1500.', 'PHP', 'minor', 'too-many-decimals'],
  ['1500.00', 'PHP', 'major', 150000],
  ['1,500.00', 'PHP', 'major', 150000],
  ['1,234,567.5', 'PHP', 'major', 123456750],
  ['23.5', 'THB', 'major', 2350],
  ['0.105', 'PHP', 'major', 'too-many-decimals'],
  ['50000', 'IDR', 'major', 50000],
  ['50,000', 'IDR', 'major', 50000],
  ['50000.5', 'IDR', 'major', 'too-many-decimals'],
  ['15,0000', 'PHP', 'minor', 'not-a-number'],
  ['15,0000', 'PHP', 'major', 'not-a-number'],
  ['1,5,0,0,0,0', 'PHP', 'minor', 'not-a-number'],
  ['1,50', 'PHP', 'major', 'not-a-number'],
  [',150', 'PHP', 'major', 'not-a-number'],
  ['1500,00', 'PHP', 'major', 'not-a-number'],
  ['PHP 1500', 'PHP', 'major', 'not-a-number'],
  ['1e3', 'PHP', 'minor', 'not-a-number'],
  ['', 'PHP', 'minor', 'not-a-number'],
  ['90071992547409.92', 'PHP', 'major', 'too-large'],
  ['150000', 'USD', 'minor', 'unknown-currency'],
];

describe('readAmount', () => {
  it.each(rows)('reads %o %s in %s units as %o', (text, currency, unit, expected) => {
    if (typeof expected === 'number') {
      expect(readAmount(text, currency, unit)).toBe(expected);
      return;
    }
    let error: unknown;
    try {
      readAmount(text, currency, unit);
    } catch (caught) {
      error = caught;
    }
    expect(isAmountError(error) && error.reason).toBe(expected);
    expect((error as Error).message.startsWith('readAmount: ')).toBe(true);
  });
});
