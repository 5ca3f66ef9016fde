import * as v from 'valibot';
import { type Currency, minorUnits } from './amounts/minor-units.js';
import { describe, toMinorUnits } from './amounts/to-minor-units.js';
import { countryCodes, currencyCodes } from './schemas/codes.js';

/** What the schema of an amount field declares (`AmountSchema`, `amountIn`): minor units, maybe a currency. */
interface AmountMetadata {
  readonly minorUnits?: boolean;
  readonly currency?: string;
}

/**
 * The currency of the amount field whose schemas (every option at its path) are `nodes`, when it is
 * one (its schema says `minorUnits`): the one the schema declares, else the call's own `currency` or
 * `countryCode` param in `parent`; `null` when the field is an amount of an unknown currency, and
 * `undefined` when it is no amount field.
 */
export function amountCurrency(nodes: readonly unknown[], parent: unknown): Currency | null | undefined {
  let amount = false;
  for (const node of nodes) {
    const metadata = v.getMetadata(node as v.GenericSchema) as AmountMetadata;
    if (!metadata.minorUnits) continue;
    amount = true;
    if (isCurrency(metadata.currency)) return metadata.currency;
  }
  if (!amount) return undefined;
  const params = (typeof parent === 'object' && parent !== null ? parent : {}) as Record<string, unknown>;
  if (isCurrency(params['currency'])) return params['currency'];
  const country = countryCodes.indexOf(params['countryCode'] as (typeof countryCodes)[number]);
  return country >= 0 ? (currencyCodes[country] ?? null) : null;
}

/**
 * The refusal of `input` in an amount field that is not an integer (text such as `'500.10'`, or a
 * decimal number such as `500.1`): that the field takes an integer in minor units, and the call of
 * `toMinorUnits` that converts it in `currency` (an example in PHP when the currency is not known).
 * The value is shown only when it is a number or short decimal text, which cannot be a secret.
 */
export function amountIssueMessage(field: string, input: unknown, currency: Currency | null): string {
  if (currency === null) {
    return `${field} must be an integer in minor units of the call's currency, e.g. toMinorUnits('500.10', 'PHP') gives 50010 (IDR counts whole rupiah: toMinorUnits('50000', 'IDR') gives 50000) (received ${describe(input)})`;
  }
  const wants = `${field} must be an integer in minor units (${minorUnits[currency].unit} for ${currency})`;
  const shown = describe(input);
  if (typeof input === 'string' || typeof input === 'number') {
    try {
      return `${wants}: toMinorUnits(${shown}, '${currency}') gives ${toMinorUnits(input, currency)}`;
    } catch {
      // Not convertible as it is (too many decimals, not a number): an example instead.
    }
  }
  const example =
    currency === 'IDR'
      ? "toMinorUnits('50000', 'IDR') gives 50000"
      : `toMinorUnits('500.10', '${currency}') gives 50010`;
  return `${wants}, e.g. ${example} (received ${shown})`;
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(minorUnits, value);
}
