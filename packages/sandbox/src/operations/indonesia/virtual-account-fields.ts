import * as v from 'valibot';
import * as f from '../../validation/fields.js';

/**
 * A VA amount in whole rupiah: 2000–100000000 (https://developers.paycools.co.id/en/payment/VACollection.html,
 * https://developers.paycools.co.id/en/payment/Collection.html).
 */
export function virtualAccountAmount() {
  return v.pipe(f.amount(2000), v.maxValue(100_000_000, 'must be at most 100000000'));
}

/** The nested `paymentCode` of the VA create answers: the pages cut it off after `mchOrderId`, so the rest is the sandbox's own. */
export function paymentCodeData(
  mchOrderId: string,
  channelCode: string,
  referenceNumber: string,
): Record<string, unknown> {
  return { mchOrderId, channelCode, referenceNumber };
}
