import { AmountError } from '../errors/amount-error.js';
import { type Currency, minorUnitsOf } from './minor-units.js';
import { describe, minorUnitsFrom } from './to-minor-units.js';

/**
 * How a written amount counts: `'minor'`, integers in the currency's minor unit as the API writes
 * them (`50010` is PHP 500.10; IDR in whole rupiah), or `'major'`, decimals in the currency itself
 * (`500.10`).
 */
export type AmountUnit = 'minor' | 'major';

// Thousands separators only in groups of three after a first group of one to three digits.
const grouped = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d*)?$/;
const integer = /^[+-]?\d+$/;

/**
 * Reads an amount written as text (a cell of a file, a form field) into the integer in minor units
 * of `currency`, exactly, never through a float: the one reader of written amounts in Lintas.
 * Thousands separators are accepted only in valid groups (`'1,500.00'`; never `'15,0000'` or
 * `'1,5,0,0'`). In `'minor'` units the amount must be a whole number: a decimal point is refused
 * (`'1500.00'` is not read as 1500 minor units, as it is written in major units). In `'major'` units
 * the fraction must fit the currency (two decimals for PHP, none for IDR), as {@link toMinorUnits}
 * takes it. Throws an `AmountError` saying why otherwise, and for a currency the gateway does not use.
 *
 * @example
 * ```ts
 * import { readAmount } from '@lintas/core';
 *
 * readAmount('1,500.00', 'PHP', 'major'); // 150000
 * readAmount('150000', 'PHP', 'minor'); // 150000
 * readAmount('1500.00', 'PHP', 'minor'); // throws AmountError: a decimal point in minor units
 * readAmount('15,0000', 'PHP', 'major'); // throws AmountError: not a group of thousands
 * ```
 */
export function readAmount(text: string, currency: Currency | (string & {}), unit: AmountUnit): number {
  const { unit: minorName } = minorUnitsOf(currency, 'readAmount');
  const written = typeof text === 'string' ? text.trim() : '';
  const plain = ungrouped(written, text);
  if (unit === 'major') return minorUnitsFrom(plain, currency, 'readAmount');
  if (!integer.test(plain)) {
    const point = /^[+-]?\d*\.\d*$/.test(plain);
    throw new AmountError(
      point ? 'too-many-decimals' : 'not-a-number',
      point
        ? `readAmount: ${describe(text)} has a decimal point, but amounts in minor units (${minorName}) are whole numbers: it is written in major units, or is not an amount of this file`
        : `readAmount: the amount must be a whole number of ${minorName} (received ${describe(text)})`,
    );
  }
  const minor = Number(plain);
  if (!Number.isSafeInteger(minor))
    throw new AmountError(
      'too-large',
      `readAmount: ${describe(text)} is beyond the largest integer a number holds exactly (${Number.MAX_SAFE_INTEGER})`,
    );
  return minor === 0 ? 0 : minor;
}

/** The amount without its thousands separators, when they form valid groups; refused otherwise. */
function ungrouped(written: string, text: unknown): string {
  if (!written.includes(',')) return written;
  const match = grouped.exec(written);
  if (match === null)
    throw new AmountError(
      'not-a-number',
      `readAmount: ${describe(text)} has a comma that does not separate groups of three digits (1,500.00): it is not an amount`,
    );
  return `${match[1] ?? ''}${(match[2] ?? '').replace(/,/g, '')}${match[3] ?? ''}`;
}
