import { RecordMismatchError } from '../errors/record-mismatch-error.js';
import type { CallEndpoint } from '../types/endpoint.js';
import { assertRecordMatches } from './assert-record-matches.js';
import { countryPaymentQuery } from './country-payment-query.js';

/** What a QR code create answers, as far as the payment status check can tell it; a type alias, so it fits a loose object. */
export type RecoveredQrCode = {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly qrCodeContent: string;
  readonly channelCode: string | null;
  readonly transactionStatus: string;
  readonly remark: string | null;
};

/**
 * For plugin authors: resolves a duplicate refusal (21007) of a QR code create (`/open-api/qr/generate`)
 * into the code that exists. Looks its payment up by `mchOrderId` through the country-neutral payment
 * status check, which finds a payment of `countryCode` (PH, ID, MY, TH, RU;
 * https://docs.paycools.com/en/v2/Payment/CollectionStatus.html), and returns it as a create answer only
 * when every param the check returns matches the call (see `assertRecordMatches`; amounts are minor units
 * on both sides) and it carries the QR content (`payData`): without it the payer has nothing to scan.
 * Used as a write policy's `recover`.
 *
 * @example
 * ```ts
 * import { recoverQrCode } from '@lintas/core';
 *
 * recover: ({ params, call }) => recoverQrCode(call, params, 'TH'),
 * ```
 */
export async function recoverQrCode(
  call: CallEndpoint,
  params: Readonly<Record<string, unknown>> & { readonly mchOrderId: string },
  countryCode: string,
): Promise<RecoveredQrCode> {
  const existing = await call(countryPaymentQuery, { mchOrderId: params.mchOrderId, countryCode });
  assertRecordMatches(`QR code ${params.mchOrderId}`, params, existing);
  if (!existing.payData)
    throw new RecordMismatchError(`QR code ${params.mchOrderId}`, [{ field: 'qrCodeContent', reason: 'unchecked' }]);
  return {
    mchOrderId: existing.mchOrderId,
    transactionId: existing.transactionId,
    qrCodeContent: existing.payData,
    channelCode: existing.channelCode ?? null,
    transactionStatus: existing.transactionStatus,
    remark: existing.remark ?? null,
  };
}
