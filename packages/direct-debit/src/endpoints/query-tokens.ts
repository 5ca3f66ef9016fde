import {
  CountryCodeSchema,
  defineEndpoint,
  GatewayDateTimeSchema,
  type InferData,
  openEnum,
  personalData,
} from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link queryTokens} (https://jtdocs.bluepay.asia/en/DirectDebit/TokenQuery.html). */
export const QueryTokensParamsSchema = v.strictObject({
  /** Your id of the payer, 1–32 characters, as sent when applying for the authorization. */
  userId: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(32, 'must be at most 32 characters'),
    personalData(),
  ),
  /**
   * Two-letter country of the payer's tokens, e.g. `PH`. Optional: some copies of the gateway's documentation list it,
   * the BluePay copy (https://jtdocs.bluepay.asia/en/DirectDebit/TokenQuery.html) does not.
   */
  countryCode: v.optional(CountryCodeSchema),
  /** Only this token; all the payer's tokens when absent. */
  payToken: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData())),
});

/** Status of a pay token: `ACTIVED` (usable) or `INACTIVED`; open to values not seen yet. */
export const TokenStatusSchema = openEnum(['ACTIVED', 'INACTIVED']);

/**
 * Why a token became inactive: cancelled by the merchant, the platform or the payer, or expired;
 *open to values not seen yet.
 */
export const InactiveTypeSchema = openEnum(['MCH_CANCEL', 'PLATFORM_CANCEL', 'USER_CANCEL', 'EXPIRED']);

/** One pay token of a payer. */
export const TokenSchema = v.looseObject({
  /** The direct-debit channel the token pays on, e.g. `PH_GCASH_DIRECT_DEBIT`. */
  channelCode: v.string(),
  /** The token to pay with. */
  payToken: v.pipe(v.string(), personalData()),
  /** `ACTIVED` or `INACTIVED`. */
  tokenStatus: TokenStatusSchema,
  /** When the token expires. */
  expiresTime: GatewayDateTimeSchema,
  /** When the token became inactive; only on `INACTIVED` tokens. */
  inactiveTime: v.optional(GatewayDateTimeSchema),
  /** Why the token became inactive (`MCH_CANCEL`, ...); only on `INACTIVED` tokens. */
  inactiveType: v.optional(InactiveTypeSchema),
  /** The payer's login id at the channel, masked (e.g. `0917****321`); only on `ACTIVED` tokens. */
  userLoginId: v.optional(v.pipe(v.string(), personalData())),
});

/** Data of {@link queryTokens}. */
export const QueryTokensDataSchema = v.looseObject({
  /** Your id of the payer, as sent. */
  userId: v.pipe(v.string(), personalData()),
  /** The payer's tokens, active and inactive. */
  tokenList: v.array(TokenSchema),
});

/** What {@link queryTokens} takes. */
export type QueryTokensParams = v.InferInput<typeof QueryTokensParamsSchema>;
/** What {@link queryTokens} resolves with. */
export type QueryTokensData = InferData<typeof QueryTokensDataSchema>;
/** One pay token in {@link QueryTokensData}. */
export type Token = InferData<typeof TokenSchema>;

/**
 * Lists a payer's direct-debit pay tokens: `POST /open-api/direct/debit/token/query`. A token is
 * `ACTIVED` once the payer authorized at the `authUrl` of `createAuthorizationUrl`, and `INACTIVED`
 * once cancelled or expired, with `inactiveTime` and `inactiveType`. A read: retried on transient
 * failures.
 */
export const queryTokens = defineEndpoint({
  path: '/open-api/direct/debit/token/query',
  params: QueryTokensParamsSchema,
  data: QueryTokensDataSchema,
  retry: 'read',
});
