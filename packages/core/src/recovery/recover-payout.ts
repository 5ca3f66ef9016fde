import * as v from 'valibot';
import { defineEndpoint } from '../define-endpoint.js';
import { ResponseAmountSchema } from '../schemas/amount.js';
import { GatewayDateTimeSchema } from '../schemas/date-time.js';
import type { CallEndpoint } from '../types/endpoint.js';
import { assertRecordMatches } from './assert-record-matches.js';

/**
 * The payout status check, the only payout lookup the gateway documents: `POST /open-api/disbursement/check`
 * (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html). `@lintas/neutral` models it fully as `queryPayout`; this minimal copy lives in
 * core only so that every family's payout can be recovered, and its notifications confirmed, without one
 * family depending on another.
 */
export const queryPayout = defineEndpoint({
  path: '/open-api/disbursement/check',
  // The country-neutral paths are the v2 API, whose check takes `countryCode`.
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

/** What a payout create answers (https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html); a type alias, so it fits a loose object. */
export type CreatedPayout = {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly transactionStatus: string;
  readonly transactionTime: string;
};

/**
 * For plugin authors: resolves a duplicate refusal (21007 or 21015) of a payout into the payout that
 * exists. Looks it up by `mchOrderId` through the payout status check and returns it as a create answer
 * only when every param of the call is confirmed by the check (see `assertRecordMatches`). The check
 * returns the order id, amount, country and remark of a payout, not its account, bank or idempotency
 * id: a payout found under the keys is therefore reported as not provably the call's (a
 * `RecordMismatchError` naming `accountNo`, `accountName`, ... as unchecked), which the client turns
 * into `OutcomeUnknownError`, unless the gateway's answer carries those fields too. Used as a write
 * policy's `recover`.
 *
 * @example
 * ```ts
 * import { defineEndpoint, GatewayCode, recoverPayout } from '@lintas/core';
 *
 * export const createPayout = defineEndpoint({
 *   path: '/open-api/philippines/disbursement/transfer',
 *   params: CreatePayoutParamsSchema,
 *   data: CreatePayoutDataSchema,
 *   retry: {
 *     keys: ['mchOrderId', 'idempotencyId'],
 *     duplicateCodes: [GatewayCode.DuplicateMerchantOrderId, GatewayCode.DuplicateIdempotencyId],
 *     recover: ({ params, call }) => recoverPayout(call, params, 'PH'),
 *   },
 * });
 * ```
 */
export async function recoverPayout(
  call: CallEndpoint,
  params: Readonly<Record<string, unknown>> & { readonly mchOrderId: string },
  countryCode: string,
): Promise<CreatedPayout> {
  const existing = await call(queryPayout, { mchOrderId: params.mchOrderId, countryCode });
  // Every param is compared with the check's answer under the same name (amounts are integers in minor
  // units on both sides, https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html); the ones it
  // does not return are reported unchecked. The check was asked for this country, so a copy of it that
  // leaves `countryCode` out still answered a payout of that country.
  assertRecordMatches(
    `payout ${params.mchOrderId}`,
    { ...params, countryCode },
    { ...existing, countryCode: existing.countryCode ?? countryCode },
  );
  return {
    mchOrderId: existing.mchOrderId,
    transactionId: existing.transactionId,
    transactionStatus: existing.transactionStatus,
    // The check names the creation instant `createTime`; the create answer calls it `transactionTime`.
    transactionTime: existing.createTime,
  };
}
