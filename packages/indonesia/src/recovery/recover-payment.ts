import { assertRecordMatches, type CallEndpoint, countryPaymentQuery, RecordMismatchError } from '@lintas/core';

/** The create answer of an Indonesian payment (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html); a type alias, so it fits a loose object. */
type CreatedPayment = {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly transactionStatus: string;
  readonly payData: string;
  readonly channelType: string | null;
  readonly channelCode: string;
};

/**
 * Resolves a duplicate refusal (21007) of an Indonesian payment into the payment that exists: looks
 * it up by `mchOrderId` in `ID` and returns it as a create answer only when every param is confirmed by
 * the query (see `assertRecordMatches`). The query returns the amount, channel and remark, not the
 * payer's name, e-mail or mobile number, `notifyUrl` or `redirectUrl`, so a payment found under the key
 * is reported as not provably this one (a `RecordMismatchError` naming those fields), which the client
 * turns into `OutcomeUnknownError`, unless the gateway's answer carries them too.
 */
export async function recoverPayment(
  call: CallEndpoint,
  params: Readonly<Record<string, unknown>> & { readonly mchOrderId: string },
): Promise<CreatedPayment> {
  const existing = await call(countryPaymentQuery, { mchOrderId: params.mchOrderId, countryCode: 'ID' });
  // Every param against the query's answer under the same name; amounts are whole rupiah on both sides
  // (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
  assertRecordMatches(`payment ${params.mchOrderId}`, params, existing);
  // Found and matching, but without what the payer pays with: the call cannot resume it.
  if (!existing.payData || !existing.channelCode)
    throw new RecordMismatchError(`payment ${params.mchOrderId}`, [
      ...(existing.payData ? [] : [{ field: 'payData', reason: 'unchecked' as const }]),
      ...(existing.channelCode ? [] : [{ field: 'channelCode', reason: 'unchecked' as const }]),
    ]);
  return {
    mchOrderId: existing.mchOrderId,
    transactionId: existing.transactionId,
    transactionStatus: existing.transactionStatus,
    payData: existing.payData,
    // The documented query answer has no channelType; null is what the create answer may hold too.
    channelType: existing.channelType ?? null,
    channelCode: existing.channelCode,
  };
}
