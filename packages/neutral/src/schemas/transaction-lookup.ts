import { CountryCodeSchema, MerchantOrderIdSchema } from '@lintas/core';
import * as v from 'valibot';
import { TransactionIdSchema } from './fields.js';

/** How the payment and payout queries and the payment close name their transaction. */
const transactionKeys = {
  /** Your order id of the transaction: 1–32 characters. Give it or `transactionId`, not both. */
  mchOrderId: v.optional(MerchantOrderIdSchema),
  /** The gateway's id of the transaction: 1–32 characters. Give it or `mchOrderId`, not both. */
  transactionId: v.optional(TransactionIdSchema),
};

/**
 * True when exactly one of `mchOrderId` and `transactionId` is given (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html, https://docs.paycools.com/en/v2/Payment/Close.html, https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html). Forwarded to `mchOrderId`, so the error names a field; it checks presence, not
 * format, so it stays on when the client's format checks are off.
 */
function hasExactlyOneKey(input: {
  readonly mchOrderId?: string | undefined;
  readonly transactionId?: string | undefined;
}): boolean {
  return (input.mchOrderId === undefined) !== (input.transactionId === undefined);
}

const exactlyOneKeyMessage = 'give exactly one of mchOrderId or transactionId';

/** Names one transaction by exactly one of `mchOrderId` and `transactionId`, optionally in a country. */
export const TransactionLookupSchema = v.pipe(
  v.strictObject({
    ...transactionKeys,
    /** The transaction's country, e.g. `PH` or `ID` (optional): narrows the lookup to that country. */
    countryCode: v.optional(CountryCodeSchema),
  }),
  v.forward(v.partialCheck([['mchOrderId'], ['transactionId']], hasExactlyOneKey, exactlyOneKeyMessage), [
    'mchOrderId',
  ]),
);

/** Names one transaction by exactly one of `mchOrderId` and `transactionId`, in a given country. */
export const CountryTransactionLookupSchema = v.pipe(
  v.strictObject({
    ...transactionKeys,
    /** The transaction's country, e.g. `PH` or `ID` (required). */
    countryCode: CountryCodeSchema,
  }),
  v.forward(v.partialCheck([['mchOrderId'], ['transactionId']], hasExactlyOneKey, exactlyOneKeyMessage), [
    'mchOrderId',
  ]),
);
