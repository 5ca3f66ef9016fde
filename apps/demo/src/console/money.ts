// Amounts in major and minor units, for the console's server and its page alike (imports nothing).
// Digits after the decimal point of each currency the gateway serves (IDR has none).
const EXPONENTS: Readonly<Record<string, number>> = { PHP: 2, IDR: 0, THB: 2, MYR: 2, RUB: 2 };

// The country whose payments are in each currency, as a call's `countryCode` names it.
const COUNTRIES: Readonly<Record<string, string>> = { PHP: 'PH', IDR: 'ID', THB: 'TH', MYR: 'MY' };

/** The country of `currency`'s payments, e.g. `PH` for `PHP`; `undefined` for a currency of several or none. */
export function countryOf(currency: string): string | undefined {
  return COUNTRIES[currency];
}

/** Digits after the decimal point in `currency` (2 when unknown). */
export function exponentOf(currency: string): number {
  return EXPONENTS[currency] ?? 2;
}

/** Minor units as people read them: `50010, 'PHP'` → `PHP 500.10`. */
export function money(amount: number, currency: string): string {
  const digits = exponentOf(currency);
  const major = (amount / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${major}`;
}

/** Minor units as the form takes them: `12005, 'PHP'` → `120.05` (no grouping, no currency). */
export function toMajor(amount: number, currency: string): string {
  const digits = exponentOf(currency);
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits);
}

/** `"500.10"` → `50010` for PHP, exactly (no floating point); `undefined` when the text is not an amount. */
export function toMinor(text: string, currency: string): number | undefined {
  const digits = exponentOf(currency);
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(text);
  const whole = match?.[1];
  const fraction = match?.[2] ?? '';
  if (whole === undefined || fraction.length > digits) return undefined;
  return Number(whole + fraction.padEnd(digits, '0'));
}

/** An example amount in major units for `currency`, as the form takes it. */
export function exampleAmount(currency: string): string {
  return exponentOf(currency) === 0 ? '15000' : '500.10';
}
