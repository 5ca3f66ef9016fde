import { CurrencyCodeSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';

// https://docs.ezpaytechs.com/en/Account/CheckBalanceV2.html: param `currency` (its example asks for
// "USD", so any three-letter code is sent as it is), answer `{ balance: "10000.00" }`.

/** Params of {@link queryBalanceV2}. */
export const QueryBalanceV2ParamsSchema = v.strictObject({
  /** The currency whose balance to read, e.g. `PHP`, `IDR` or `USD`: three uppercase letters. */
  currency: CurrencyCodeSchema,
});

/** Data of {@link queryBalanceV2}. */
export const QueryBalanceV2DataSchema = v.looseObject({
  /**
   * The available balance in the currency asked for, as the gateway sends it: a decimal string in
   * major units such as `"10000.00"` on the documented copy. Another copy of the balance operation
   * sends integer minor units, so a number is accepted too; check `typeof balance` before arithmetic.
   */
  balance: v.union([v.string(), v.number()]),
});

/** What {@link queryBalanceV2} takes. */
export type QueryBalanceV2Params = v.InferInput<typeof QueryBalanceV2ParamsSchema>;
/** What {@link queryBalanceV2} resolves with. */
export type QueryBalanceV2Data = InferData<typeof QueryBalanceV2DataSchema>;

/**
 * Reads the merchant's available balance in one currency: `POST /open-api/account/balance/v2`. A read:
 * retried on transient failures.
 */
export const queryBalanceV2 = defineEndpoint({
  path: '/open-api/account/balance/v2',
  params: QueryBalanceV2ParamsSchema,
  data: QueryBalanceV2DataSchema,
  retry: 'read',
});
