import { AmountError } from '../errors/amount-error.js';
import type { currencyCodes } from '../schemas/codes.js';

/** A currency the gateway uses: `PHP`, `IDR`, `MYR`, `THB` or `RUB`. */
export type Currency = (typeof currencyCodes)[number];

/**
 * How many decimals each currency has in the gateway's amounts, and the name of its minor unit. Amounts
 * are integers in minor units (PHP 500.10 is `50010`,
 * https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/Collection.html; MYR 500.10 is `50010`,
 * https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html; THB "the unit is cent",
 * https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html), except Indonesia, which counts whole rupiah
 * ("integer, no decimal places", https://docs.paycools.com/en/v2/Payment/Collection.html,
 * https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html), although ISO 4217 gives IDR two.
 * No page shows a RUB amount: kopecks, ISO 4217's two decimals, are assumed.
 */
export const minorUnits = {
  PHP: { decimals: 2, unit: 'centavos' },
  IDR: { decimals: 0, unit: 'whole rupiah' },
  MYR: { decimals: 2, unit: 'sen' },
  THB: { decimals: 2, unit: 'satang' },
  RUB: { decimals: 2, unit: 'kopecks' },
} as const satisfies Record<Currency, { decimals: number; unit: string }>;

/** The minor units of `currency` (any case), or an {@link AmountError} naming the currencies known. */
export function minorUnitsOf(currency: string, caller: string): (typeof minorUnits)[Currency] {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (Object.hasOwn(minorUnits, code)) return minorUnits[code as Currency];
  throw new AmountError(
    'unknown-currency',
    `${caller}: the currency must be one the gateway uses: ${Object.keys(minorUnits).join(', ')} (received ${typeof currency === 'string' && currency.length <= 8 ? `'${currency}'` : typeof currency})`,
  );
}
