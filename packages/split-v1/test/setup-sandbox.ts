import { rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { type CreateSplitReturnParams, splitV1 } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `splitV1` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(splitV1);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/**
 * Seeds an Indonesian split payment of `amount` for the setup's merchant (its create path is not public)
 * and answers the params of a return of `returned` (default: all of it) from it, under a fresh `splitMerchantOrderReturnNo`.
 */
export function seededReturnParams(setup: SandboxSetup, amount: number, returned = amount): CreateSplitReturnParams {
  const split = setup.sandbox.seedSplitPayment({
    appId: setup.merchant.appId,
    splitPaymentNo: uniqueId('SP'),
    detailNo: uniqueId('SD'),
    splitMerchantOrderNo: uniqueId('split'),
    amount,
    countryCode: 'ID',
  });
  return {
    detailNo: split.detailNo,
    splitMerchantOrderNo: split.splitMerchantOrderNo,
    splitPaymentNo: split.splitPaymentNo,
    splitMerchantOrderReturnNo: uniqueId('return'),
    amount: returned,
    countryCode: 'ID',
  };
}
