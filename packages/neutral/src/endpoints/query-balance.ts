import { CountryCodeSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link queryBalance} (https://docs.ezpaytechs.com/en/Account/CheckBalance.html). */
export const QueryBalanceParamsSchema = v.strictObject({
  /**
   * The country whose balance to read, e.g. `PH` (optional: some copies of the operation take only the
   * timestamp and answer the account's default country).
   */
  countryCode: v.optional(CountryCodeSchema),
});

/** Data of {@link queryBalance}. */
export const QueryBalanceDataSchema = v.looseObject({
  /**
   * The available balance, as the gateway sends it. Copies disagree: a decimal
   * string in major units such as `"10000.00"` (ezpaytechs, BluePay) or an integer in minor units such as
   * `1000000` (BluePay-JT). Check `typeof balance` before doing arithmetic on it.
   */
  balance: v.union([v.string(), v.number()]),
  /** The balance's currency, e.g. `PHP`, when the gateway names it. */
  currency: v.nullish(v.string()),
  /** The balance's country, e.g. `PH`, when the gateway names it. */
  countryCode: v.nullish(v.string()),
});

/** What {@link queryBalance} takes. */
export type QueryBalanceParams = v.InferInput<typeof QueryBalanceParamsSchema>;
/** What {@link queryBalance} resolves with. */
export type QueryBalanceData = InferData<typeof QueryBalanceDataSchema>;

/**
 * Reads the merchant's available balance: `POST /open-api/account/balance`. A read: retried on
 * transient failures. A country the account does not serve answers `GatewayError` 21017.
 */
export const queryBalance = defineEndpoint({
  path: '/open-api/account/balance',
  params: QueryBalanceParamsSchema,
  data: QueryBalanceDataSchema,
  retry: 'read',
});
