import * as v from 'valibot';
import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import * as f from '../validation/fields.js';
import type { OperationContext } from './define-operation.js';

/** Params of the operations that name a transaction by `mchOrderId` or `transactionId`. */
export const transactionLookupParams = v.object({
  mchOrderId: v.nullish(f.orderId()),
  transactionId: v.nullish(f.text(1, 64)),
  countryCode: f.optionalCountryCode(),
});

/** How a lookup names its transaction. */
export type TransactionLookup = v.InferOutput<typeof transactionLookupParams>;

/** Where a kind of transaction is looked up. */
export interface TransactionSource<T> {
  byId(transactionId: string): T | undefined;
  byOrder(appId: string, mchOrderId: string): T | undefined;
}

/**
 * The caller's transaction named by `transactionId` or `mchOrderId` (one required: 21002), in
 * `countryCode` when given; 21006 when there is none.
 */
export function findTransaction<T extends { appId: string; mchOrderId: string; countryCode: string }>(
  context: OperationContext,
  lookup: TransactionLookup,
  source: TransactionSource<T>,
): T {
  if (!lookup.transactionId && !lookup.mchOrderId) throw GatewayError.param('mchOrderId or transactionId is required');
  const found = lookup.transactionId
    ? source.byId(lookup.transactionId)
    : source.byOrder(context.appId, lookup.mchOrderId ?? '');
  const matches =
    found !== undefined &&
    found.appId === context.appId &&
    (!lookup.mchOrderId || found.mchOrderId === lookup.mchOrderId) &&
    (!lookup.countryCode || found.countryCode === lookup.countryCode);
  if (!matches) throw new GatewayError(RESULT.transactionNotFound);
  return found;
}

/** The caller's payment (any create variant) named by the lookup. */
export function findPayment(context: OperationContext, lookup: TransactionLookup) {
  const { store } = context.sandbox;
  return findTransaction(context, lookup, {
    byId: (id) => store.payments.get(id),
    byOrder: (appId, mchOrderId) => store.paymentByOrder(appId, mchOrderId),
  });
}

/** The caller's payout named by the lookup. */
export function findPayout(context: OperationContext, lookup: TransactionLookup) {
  const { store } = context.sandbox;
  return findTransaction(context, lookup, {
    byId: (id) => store.payouts.get(id),
    byOrder: (appId, mchOrderId) => store.payoutByOrder(appId, mchOrderId),
  });
}
