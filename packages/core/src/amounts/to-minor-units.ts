import { AmountError } from '../errors/amount-error.js';
import { valueHint } from '../utils/value-hint.js';
import { type Currency, minorUnitsOf } from './minor-units.js';
import { readDecimal } from './read-decimal.js';

/**
 * Converts an amount in major units (`'500.10'` pesos) into the integer in minor units the gateway's
 * `amount` fields take (`50010` centavos), exactly: the amount is read as decimal text, never through
 * floating-point arithmetic, so `toMinorUnits('0.29', 'PHP')` is `29` (where `0.29 * 100` is
 * `28.999999999999996`). Each currency has its own minor unit: PHP, MYR, THB and RUB two decimals,
 * IDR none (the gateway counts whole rupiah).
 *
 * Takes a string (`'500.10'`, `'500'`, `' 500.1 '`) or a number (`500.1`). Throws an `AmountError`
 * (nothing rounded in silence) for more decimals than the currency has (`'500.105'` PHP, `'10.5'`
 * IDR; zeros beyond them are fine up to two decimals, so `'10000.00'` IDR is `10000`, while
 * `'10.000'` IDR is refused, as it may be ten thousand written with a thousands separator), for text
 * that is not a plain decimal (`'500,10'`, `'₱500'`, `'1e3'`), for a result beyond
 * `Number.MAX_SAFE_INTEGER`, and for a currency the gateway does not use.
 *
 * @example
 * ```ts
 * import { toMinorUnits } from '@lintas/core';
 *
 * toMinorUnits('500.10', 'PHP'); // 50010
 * toMinorUnits(19.99, 'MYR'); // 1999
 * toMinorUnits('50000', 'IDR'); // 50000 (whole rupiah)
 * toMinorUnits('500.105', 'PHP'); // throws AmountError: PHP has 2 decimals
 * ```
 */
export function toMinorUnits(amount: string | number, currency: Currency | (string & {})): number {
  return minorUnitsFrom(amount, currency, 'toMinorUnits');
}

/**
 * {@link toMinorUnits}, its errors' messages starting with `caller` (`readAmount` reads a package's
 * cells with it).
 */
export function minorUnitsFrom(amount: string | number, currency: Currency | (string & {}), caller: string): number {
  const { decimals, unit } = minorUnitsOf(currency, caller);
  const code = currency.trim().toUpperCase();
  const read = readDecimal(amount);
  if (!read) {
    const comma = typeof amount === 'string' && amount.includes(',');
    throw new AmountError(
      'not-a-number',
      `${caller}: the amount must be a decimal number such as '500.10' or 500.1 (received ${describe(amount)})${comma ? ": write it with a point for decimals and no thousands separator ('1,234.50' is '1234.50')" : ''}`,
    );
  }
  const { whole, fraction, negative } = read;
  const extra = fraction.slice(decimals);
  if (extra !== '' && (/[^0]/.test(extra) || fraction.length > Math.max(decimals, 2))) {
    throw new AmountError('too-many-decimals', tooManyDecimals(caller, amount, fraction.length, code, decimals, unit));
  }
  const digits = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) {
    throw new AmountError(
      'too-large',
      `${caller}: ${describe(amount)} ${code} is ${digits.length} digits in ${unit}, beyond the largest integer a number holds exactly (${Number.MAX_SAFE_INTEGER})`,
    );
  }
  return negative && minor !== 0 ? -minor : minor;
}

function tooManyDecimals(
  caller: string,
  amount: unknown,
  count: number,
  code: string,
  decimals: number,
  unit: string,
): string {
  const has = `${describe(amount)} has ${count} decimal${count === 1 ? '' : 's'}`;
  if (decimals > 0) return `${caller}: ${has}, but ${code} has ${decimals} (${unit}): round it to ${decimals} first`;
  const thousands = count === 3 ? `; if the point separates thousands, write it without one (10.000 is 10000)` : '';
  return `${caller}: ${has}, but ${code} amounts are ${unit}: round it to a whole number${thousands}`;
}

/**
 * The amount as an error shows it: a number or a short decimal text as it is (neither can be a secret),
 * anything else by its kind and size only (`a string of 40 characters`).
 */
export function describe(amount: unknown): string {
  if (typeof amount === 'number') return String(amount);
  if (typeof amount === 'string' && amount.length <= 24 && /^[\d\s.,+-]*$/.test(amount)) return `'${amount}'`;
  return valueHint(amount);
}
