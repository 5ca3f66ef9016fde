import { describe, expect, it } from 'vitest';
import { isAmountError } from '../errors/amount-error.js';
import { minorUnits } from './minor-units.js';
import { toMajorUnits } from './to-major-units.js';
import { toMinorUnits } from './to-minor-units.js';

/** What `run` throws, or `undefined`. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('toMinorUnits', () => {
  // Every row: the amount in major units, its currency, and the integer in minor units.
  const converted: [string | number, string, number][] = [
    ['500.10', 'PHP', 50010],
    ['500.1', 'PHP', 50010],
    ['500', 'PHP', 50000],
    [' 500.10 ', 'PHP', 50010],
    ['+500.10', 'PHP', 50010],
    ['.5', 'PHP', 50],
    ['5.', 'PHP', 500],
    ['0.29', 'PHP', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    [0.29, 'PHP', 29],
    ['19.99', 'MYR', 1999],
    [19.99, 'MYR', 1999],
    ['1000.00', 'THB', 100000],
    ['99.95', 'RUB', 9995],
    ['50000', 'IDR', 50000],
    [50000, 'IDR', 50000],
    ['10000.00', 'IDR', 10000], // ISO 4217's two decimals, zero: still whole rupiah
    ['10000.0', 'IDR', 10000],
    ['-5.25', 'PHP', -525],
    [-0, 'PHP', 0],
    ['0', 'IDR', 0],
    ['000123.40', 'PHP', 12340],
    ['90071992547409.91', 'PHP', Number.MAX_SAFE_INTEGER],
    ['500.10', 'php', 50010],
    [1.1, 'PHP', 110],
    [4.35, 'PHP', 435], // 4.35 * 100 is 434.99999999999994
    [1e-2, 'PHP', 1],
    [123456789.12, 'THB', 12345678912],
  ];
  it.each(converted)('converts %o %s into %d', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  // Every row: an amount that cannot be converted exactly, the reason and the words that say why.
  const refused: [unknown, string, string, string][] = [
    ['500.105', 'PHP', 'too-many-decimals', "'500.105' has 3 decimals, but PHP has 2 (centavos): round it to 2 first"],
    [1.005, 'MYR', 'too-many-decimals', '1.005 has 3 decimals, but MYR has 2 (sen)'],
    ['500.100', 'PHP', 'too-many-decimals', "'500.100' has 3 decimals, but PHP has 2"],
    [
      '10.5',
      'IDR',
      'too-many-decimals',
      "'10.5' has 1 decimal, but IDR amounts are whole rupiah: round it to a whole number",
    ],
    ['10.000', 'IDR', 'too-many-decimals', 'if the point separates thousands, write it without one (10.000 is 10000)'],
    [1e-7, 'PHP', 'too-many-decimals', '1e-7 has 7 decimals'],
    [
      '500,10',
      'PHP',
      'not-a-number',
      "write it with a point for decimals and no thousands separator ('1,234.50' is '1234.50')",
    ],
    ['1,234.50', 'PHP', 'not-a-number', 'no thousands separator'],
    [
      '₱500',
      'PHP',
      'not-a-number',
      "must be a decimal number such as '500.10' or 500.1 (received a string of 4 characters)",
    ],
    ['1e3', 'PHP', 'not-a-number', 'received a string of 3 characters'],
    ['', 'PHP', 'not-a-number', "received ''"],
    ['.', 'PHP', 'not-a-number', "received '.'"],
    ['5 00', 'PHP', 'not-a-number', "received '5 00'"],
    [Number.NaN, 'PHP', 'not-a-number', 'received NaN'],
    [Number.POSITIVE_INFINITY, 'PHP', 'not-a-number', 'received Infinity'],
    [null, 'PHP', 'not-a-number', 'received null'],
    ['90071992547409.92', 'PHP', 'too-large', 'beyond the largest integer a number holds exactly (9007199254740991)'],
    [1e21, 'IDR', 'too-large', '1e+21 IDR is 22 digits in whole rupiah'],
    [
      '500.10',
      'USD',
      'unknown-currency',
      "the currency must be one the gateway uses: PHP, IDR, MYR, THB, RUB (received 'USD')",
    ],
    ['500.10', undefined as unknown as string, 'unknown-currency', 'received undefined'],
  ];

  it.each(refused)('refuses %o %s: %s', (amount, currency, reason, words) => {
    const error = thrown(() => toMinorUnits(amount as string, currency as string));
    expect(isAmountError(error) && error.reason).toBe(reason);
    expect((error as Error).message.startsWith('toMinorUnits: ')).toBe(true);
    expect((error as Error).message).toContain(words);
  });

  it('gives back every amount of up to 2 decimals toMajorUnits writes, for 0.00 to 1000.00 and every currency', () => {
    for (const currency of Object.keys(minorUnits)) {
      for (let minor = -100; minor <= 100_000; minor += 1) {
        const major = toMajorUnits(minor, currency);
        if (toMinorUnits(major, currency) !== minor) throw new Error(`${currency} ${minor} → ${major}`);
        const asNumber = Number(major);
        if (toMinorUnits(asNumber, currency) !== minor) throw new Error(`${currency} ${minor} → ${asNumber}`);
      }
    }
    expect(toMinorUnits(toMajorUnits(Number.MAX_SAFE_INTEGER, 'PHP'), 'PHP')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('toMajorUnits', () => {
  const rows: [number, string, string][] = [
    [50010, 'PHP', '500.10'],
    [5, 'PHP', '0.05'],
    [0, 'PHP', '0.00'],
    [-525, 'PHP', '-5.25'],
    [-5, 'THB', '-0.05'],
    [1999, 'MYR', '19.99'],
    [9995, 'RUB', '99.95'],
    [50000, 'IDR', '50000'],
    [0, 'IDR', '0'],
    [Number.MAX_SAFE_INTEGER, 'PHP', '90071992547409.91'],
  ];

  it.each(rows)('writes %d %s as %s', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });

  it.each([
    [500.1, 'not-a-number', 'received 500.1'],
    [Number.NaN, 'not-a-number', 'received NaN'],
    [2 ** 53, 'too-large', 'received 9007199254740992'],
    ['50010', 'not-a-number', 'received string'],
  ])('refuses %o: not a safe integer in minor units', (minor, reason, words) => {
    const error = thrown(() => toMajorUnits(minor as number, 'PHP'));
    expect(isAmountError(error) && error.reason).toBe(reason);
    expect((error as Error).message).toContain('toMajorUnits: the amount must be a safe integer in centavos');
    expect((error as Error).message).toContain(words);
  });
});
