import { defineEndpoint, GatewayDateTimeSchema, ResponseAmountSchema, type CallEndpoint } from '@lintas/core';
import * as v from 'valibot';

/**
 * The payout status check, the only payout lookup the gateway documents: `POST /open-api/disbursement/check`
 * (provider-facts §4.6). It belongs to the country-neutral family; this package keeps its own private
 * copy, only to recover its payouts, because a family never depends on another.
 */
const checkPayout = defineEndpoint({
  path: '/open-api/disbursement/check',
  // The country-neutral paths are the v2 API, whose check takes `countryCode` (provider-facts §0, §4.6).
  params: v.strictObject({ mchOrderId: v.string(), countryCode: v.string() }),
  data: v.looseObject({
    mchOrderId: v.string(),
    transactionId: v.string(),
    amount: ResponseAmountSchema,
    transactionStatus: v.string(),
    createTime: GatewayDateTimeSchema,
    countryCode: v.nullish(v.string()),
  }),
  retry: 'read',
});

/** The create answer of a payout (spec §4.8, provider-facts §4.6); a type alias, so it fits a loose object. */
type CreatedPayout = {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly transactionStatus: string;
  readonly transactionTime: string;
};

/**
 * Resolves a duplicate refusal (21007 or 21015) of a payout into the payout that exists: looks it up
 * by `mchOrderId` and returns it as a create answer, after checking it is this payout (same order id,
 * amount and country). Throws otherwise, which the client turns into `OutcomeUnknownError`.
 */
export async function recoverPayout(
  call: CallEndpoint,
  params: { readonly mchOrderId: string; readonly amount: number },
  countryCode: string,
): Promise<CreatedPayout> {
  const existing = await call(checkPayout, { mchOrderId: params.mchOrderId, countryCode });
  const sameCountry = existing.countryCode === undefined || existing.countryCode === null || existing.countryCode === countryCode;
  if (existing.mchOrderId !== params.mchOrderId || existing.amount !== params.amount || !sameCountry) {
    throw new Error(
      `payout ${params.mchOrderId} exists as ${existing.mchOrderId} with amount ${existing.amount} in ${existing.countryCode ?? 'an unnamed country'}, not ${params.amount} in ${countryCode}`,
    );
  }
  return {
    mchOrderId: existing.mchOrderId,
    transactionId: existing.transactionId,
    transactionStatus: existing.transactionStatus,
    // The check names the creation instant `createTime`; the create answer calls it `transactionTime`.
    transactionTime: existing.createTime,
  };
}
