/**
 * How amounts are written in the package's files: `'minor'` (integer minor units, as every amount of
 * the API: satang, centavos, whole rupiah) or `'major'` (decimals: `23.00` baht). The page does not say.
 */
export type AmountUnit = 'minor' | 'major';

/** Digits after the decimal point of a currency's major unit, as the gateway counts it (IDR in whole rupiah). */
export function minorDigits(currency: string | undefined): number {
  return currency?.toUpperCase() === 'IDR' ? 0 : 2;
}

const decimal = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * An amount cell as integer minor units, read from its text (never through a float): `'2300'` in
 * `'minor'`; `'23.00'` or `'1,234.50'` in `'major'` with 2 digits. `undefined` when the text is not such
 * an amount (a fraction of a minor unit included).
 */
export function parseAmount(text: string, unit: AmountUnit, digits: number): number | undefined {
  const match = decimal.exec(text.trim().replace(/,/g, ''));
  if (match === null) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (unit === 'minor') return fraction.replace(/0+$/, '') === '' ? Number(`${sign ?? ''}${whole}`) : undefined;
  if (fraction.slice(digits).replace(/0+$/, '') !== '') return undefined;
  const minor = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}
