/**
 * Names a payment or payout: its `transactionId`, or its `mchOrderId` (with `appId` when several
 * merchants use the same order id). A bare string is tried as a transaction id, then as an order id.
 */
export type TransactionRef =
  | string
  | { readonly transactionId: string; readonly appId?: string }
  | { readonly mchOrderId: string; readonly appId?: string };

/** Names a refund: its `refundTransactionId` or `mchRefundOrderId` (a bare string is tried as both). */
export type RefundRef =
  | string
  | { readonly refundTransactionId: string; readonly appId?: string }
  | { readonly mchRefundOrderId: string; readonly appId?: string };
