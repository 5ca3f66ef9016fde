/** A country the sandbox knows: its currency and how many minor-unit digits that currency has. */
export interface CountryInfo {
  /** ISO 4217 currency of the country. */
  readonly currency: string;
  /** Minor-unit digits: 2 for PHP (centavos), 0 for IDR (whole rupiah). */
  readonly exponent: number;
}

const COUNTRIES: Readonly<Record<string, CountryInfo>> = {
  PH: { currency: 'PHP', exponent: 2 },
  ID: { currency: 'IDR', exponent: 0 },
  MY: { currency: 'MYR', exponent: 2 },
  TH: { currency: 'THB', exponent: 2 },
  RU: { currency: 'RUB', exponent: 2 },
};

/** The country used when a request names none (balance inquiry without `countryCode`). */
export const DEFAULT_COUNTRY = 'PH';

/** Information about `countryCode`, or `undefined` when the sandbox does not know it. */
export function countryInfo(countryCode: string): CountryInfo | undefined {
  return COUNTRIES[countryCode];
}

const EXPONENTS: ReadonlyMap<string, number> = new Map(
  Object.values(COUNTRIES).map((info) => [info.currency, info.exponent]),
);

/** Minor-unit digits of `currency` (2 when unknown). */
export function currencyExponent(currency: string): number {
  return EXPONENTS.get(currency) ?? 2;
}

/** The country whose currency is `currency`, if any. */
export function countryOfCurrency(currency: string): string | undefined {
  return Object.entries(COUNTRIES).find(([, info]) => info.currency === currency)?.[0];
}

/** Balances seeded for a merchant when none are given, in minor units (PHP 1,000,000.00, IDR 100,000,000…). */
export const DEFAULT_BALANCES: Readonly<Record<string, number>> = {
  PHP: 100_000_000,
  IDR: 100_000_000,
  MYR: 100_000_000,
  THB: 100_000_000,
  RUB: 100_000_000,
};
