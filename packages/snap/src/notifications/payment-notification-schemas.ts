import * as v from 'valibot';
import { TransactionStatusSchema } from '../schemas/fields.js';
import { ResponseMoneySchema } from '../schemas/money.js';

const identity = {
  /** The gateway's id of the transaction (`referenceNo` of its create). */
  originalReferenceNo: v.optional(v.string()),
  /** Your `partnerReferenceNo` of the transaction. */
  originalPartnerReferenceNo: v.optional(v.string()),
};

const status = {
  /** `00` paid, `06` failed; SNAP's other status codes may arrive. */
  latestTransactionStatus: TransactionStatusSchema,
  /** The status in words. */
  transactionStatusDesc: v.optional(v.string()),
};

/**
 * The PayCools cargo site's payment notification (service 52,
 * https://docs-snap-cargo.paycools.co.id/en/SnapApi/FinishNotify.html): the transaction's ids, its COD
 * and freight amounts and fees, and totals, each sent when the payment was "successfully processed", and
 * its status. The kept page's table is cut after `latestTransactionStatus`: every other member is kept as sent.
 */
export const CargoPaymentNotificationSchema = v.looseObject({
  ...identity,
  /** What the payer paid for the goods. */
  aggregateCodAmount: v.optional(ResponseMoneySchema),
  /** The fee on the goods' amount. */
  aggregateCodFeeAmount: v.optional(ResponseMoneySchema),
  /** What the payer paid for the freight. */
  aggregateFrtAmount: v.optional(ResponseMoneySchema),
  /** The fee on the freight's amount. */
  aggregateFrtFeeAmount: v.optional(ResponseMoneySchema),
  /** Goods and freight. */
  totalAggregateAmount: v.optional(ResponseMoneySchema),
  /** Both fees. */
  totalAggregateFeeAmount: v.optional(ResponseMoneySchema),
  ...status,
});

/**
 * The EZTrans site's payment notification (service 52,
 * https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html): the transaction's ids, its amount, fee
 * and total (mandatory on the page), and its status. The kept page's table is cut after `totalAmount`:
 * every other member is kept as sent.
 */
export const EztransPaymentNotificationSchema = v.looseObject({
  ...identity,
  /** What the payer paid, with its cents. */
  amount: ResponseMoneySchema,
  /** The fee charged on it. */
  feeAmount: ResponseMoneySchema,
  /** The amount and its fee. */
  totalAmount: ResponseMoneySchema,
  ...status,
});

/** A verified payment notification of the PayCools cargo site. */
export type CargoPaymentNotification = v.InferOutput<typeof CargoPaymentNotificationSchema>;
/** A verified payment notification of the EZTrans site. */
export type EztransPaymentNotification = v.InferOutput<typeof EztransPaymentNotificationSchema>;
