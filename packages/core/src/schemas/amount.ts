import * as v from 'valibot';

/**
 * An amount in a request: a safe positive integer in minor units (PHP 500.10 → `50010`; Indonesia
 * counts whole rupiah) (https://docs.paycools.com/en/v2/Payment/Collection.html). Positivity is a type-level check: it stays on even
 * when the client's `formatChecks` are off.
 */
export const AmountSchema = v.pipe(
  v.number(),
  v.safeInteger('amount must be an integer in minor units'),
  v.check((amount) => amount > 0, 'amount must be greater than 0'),
);

/** An amount in a response: an integer as the gateway sends it. */
export const ResponseAmountSchema = v.number();
