import { AmountError } from '../errors/amount-error.js';
import { type Currency, minorUnitsOf } from './minor-units.js';

/**
 * Converts an integer amount in minor units, as the gateway sends it (`50010`), into the amount in
 * major units as exact decimal text (`'500.10'`), with as many decimals as the currency has: for
 * display, or to hand to `Intl.NumberFormat` (which takes decimal strings), never for arithmetic.
 * Throws an `AmountError` for an amount that is not a safe integer, and for a currency the gateway
 * does not use.
 *
 * @example
 * ```ts
 * import { toMajorUnits } from '@lintas/core';
 *
 * toMajorUnits(50010, 'PHP'); // '500.10'
 * toMajorUnits(50000, 'IDR'); // '50000'
 * new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(toMajorUnits(50010, 'PHP')); // '₱500.10'
 * ```
 */
export function toMajorUnits(minor: number, currency: Currency | (string & {})): string {
  const { decimals, unit } = minorUnitsOf(currency, 'toMajorUnits');
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor)) {
    throw new AmountError(
      Number.isInteger(minor) ? 'too-large' : 'not-a-number',
      `toMajorUnits: the amount must be a safe integer in ${unit}, as the gateway sends it (received ${typeof minor === 'number' ? String(minor) : typeof minor})`,
    );
  }
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${digits.slice(-decimals)}`;
  return minor < 0 ? `-${text}` : text;
}
