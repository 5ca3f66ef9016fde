import * as v from 'valibot';
import type { Currency } from '../amounts/minor-units.js';

/**
 * An amount in a request: a safe positive integer in minor units (PHP 500.10 → `50010`; Indonesia
 * counts whole rupiah) (https://docs.paycools.com/en/v2/Payment/Collection.html); `toMinorUnits`
 * converts a price into it. Positivity is a type-level check: it stays on even when the client's
 * `formatChecks` are off. Its currency is the call's `currency` or `countryCode` param; see
 * {@link amountIn} for an endpoint whose currency is fixed.
 */
export const AmountSchema = v.pipe(
  v.number(),
  v.safeInteger('amount must be an integer in minor units'),
  v.check((amount) => amount > 0, 'amount must be greater than 0'),
  v.metadata({ minorUnits: true }),
);

/**
 * {@link AmountSchema} of an endpoint that takes one currency only (a Philippine payment, PHP), so a
 * refusal of `amount: '500.10'` shows the conversion in it: `toMinorUnits('500.10', 'PHP')`.
 *
 * @example
 * ```ts
 * import { amountIn } from '@lintas/core';
 * import * as v from 'valibot';
 *
 * const params = v.strictObject({ mchOrderId: v.string(), amount: amountIn('PHP') });
 * ```
 */
export function amountIn(currency: Currency) {
  return v.pipe(AmountSchema, v.metadata({ currency }));
}

/** An amount in a response: an integer as the gateway sends it. */
export const ResponseAmountSchema = v.number();
