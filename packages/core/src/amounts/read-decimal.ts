/** A decimal number as text reads it: its sign, and its digits before and after the point. */
export interface Decimal {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

const decimal = /^([+-])?(\d*)(?:\.(\d*))?$/;
const scientific = /^(-)?(\d+)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * Reads `amount` as an exact decimal: a string of digits with an optional sign and point (`'500.10'`,
 * `'-5'`, `'.5'`), or a finite number, read from its shortest text (`500.1` is `'500.1'`, `1e-7` is
 * `'0.0000001'`), so no binary fraction ever enters the arithmetic. `undefined` for anything else: a
 * comma, a space, a currency sign, an exponent in a string, `NaN`, `Infinity`.
 */
export function readDecimal(amount: unknown): Decimal | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? numberDecimal(amount) : undefined;
  if (typeof amount !== 'string') return undefined;
  const match = decimal.exec(amount.trim());
  if (!match || (match[2] ?? '') + (match[3] ?? '') === '') return undefined;
  return { negative: match[1] === '-', whole: match[2] ?? '', fraction: match[3] ?? '' };
}

function numberDecimal(amount: number): Decimal | undefined {
  const text = String(amount);
  const exponent = scientific.exec(text);
  if (!exponent) return readDecimal(text);
  // 1e-7 or 1.5e+21: the digits, with the point moved by the exponent.
  const digits = (exponent[2] ?? '') + (exponent[3] ?? '');
  const point = (exponent[2] ?? '').length + Number(exponent[4]);
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  return { negative: exponent[1] === '-', whole: padded.slice(0, at), fraction: padded.slice(at) };
}
