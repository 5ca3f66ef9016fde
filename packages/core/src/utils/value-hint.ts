/**
 * A short description of a value that never repeats it: its kind and size only (`a string of 1708
 * characters`, `a negative integer`, `an object`). Error messages use it, so a secret passed in the
 * wrong field, or a huge input, never ends up in a log.
 */
export function valueHint(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string')
    return value.length === 0
      ? 'an empty string'
      : `a string of ${value.length} character${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'number') return numberHint(value);
  if (typeof value === 'bigint') return 'a bigint';
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value instanceof Date) return 'a Date';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function numberHint(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return '0';
  const sign = value < 0 ? 'negative' : 'positive';
  return Number.isInteger(value) ? `a ${sign} integer` : `a ${sign} decimal number`;
}
