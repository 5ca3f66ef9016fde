/**
 * Formats minor units as a major-unit decimal string with two places, as the balance inquiry does
 * ("10000.00"). `exponent` is the number of minor-unit digits of the currency (0 for IDR).
 */
export function formatMajorUnits(minorUnits: number, exponent: number): string {
  if (exponent === 0) return `${minorUnits}.00`;
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const divisor = 10 ** exponent;
  const whole = Math.trunc(absolute / divisor);
  const fraction = String(absolute % divisor)
    .padStart(exponent, '0')
    .slice(0, 2)
    .padEnd(2, '0');
  return `${sign}${whole}.${fraction}`;
}
