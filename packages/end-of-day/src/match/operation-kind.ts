/**
 * What a journaled operation is to a day's package: a payout (in the `transType` 1 package), a payment
 * (in the `transType` 2 package), a static code (whose payments are in the payment package under its
 * order id, one row per payment), or none of them (refunds, closes, split operations).
 */
export type OperationKind = 'payout' | 'payment' | 'static-code' | 'other';

/** The kind of the operation of a journal entry, from its endpoint path. */
export function operationKind(endpoint: string): OperationKind {
  if (/\/disbursement(\/|$)/.test(endpoint)) return 'payout';
  if (/\/static\/payment\/(generate|code)$/.test(endpoint)) return 'static-code';
  if (
    /\/payment\/generate$|\/checkout\/generate$|\/qr\/generate$|\/dynamic\/payment\/code$|\/direct\/debit\/pay$/.test(
      endpoint,
    )
  )
    return 'payment';
  return 'other';
}

/** The package (`transType`) that holds an operation kind's money: 1 payouts, 2 payments. */
export function transTypeOf(kind: OperationKind): 1 | 2 | undefined {
  return kind === 'payout' ? 1 : kind === 'payment' || kind === 'static-code' ? 2 : undefined;
}
