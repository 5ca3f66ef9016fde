import * as v from 'valibot';

/**
 * SNAP's MONEY: `{ value, currency }`, the value as text with its cents (`'10000.00'` is IDR 10,000),
 * the currency as its ISO 4217 code (https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html:
 * "Value: Transaction amount, including the cents; Currency: Currency code based on ISO"). At most 16
 * digits before the point (SNAP's `String(16,2)`: https://docs.faspay.co.id/merchant-integration/api-reference-1/route-payment/snap-generate-qris).
 */
export const MoneySchema = v.strictObject({
  /** The amount with two decimals, e.g. `'10000.00'`: rupiah have no smaller unit, so IDR amounts end in `.00`. */
  value: v.pipe(
    // A number here is the commonest slip (`150000` for IDR 150,000): the message shows the text expected.
    v.string("must be the amount as a string with two decimals, e.g. '150000.00' for IDR 150,000"),
    v.regex(/^\d{1,16}\.\d{2}$/, "must be the amount with two decimals, e.g. '150000.00' for IDR 150,000"),
  ),
  /** The ISO 4217 code, e.g. `'IDR'`. */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be an ISO 4217 code, e.g. 'IDR'")),
});

/** A MONEY a SNAP answer or notification carries: read leniently, unknown members kept. */
export const ResponseMoneySchema = v.looseObject({
  /** The amount with its cents, e.g. `'10000.00'`. */
  value: v.string(),
  /** The ISO 4217 code, e.g. `'IDR'`. */
  currency: v.optional(v.string()),
});

/** What {@link MoneySchema} takes. */
export type Money = v.InferInput<typeof MoneySchema>;
