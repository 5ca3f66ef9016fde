import type { KeyObject } from 'node:crypto';
import type {
  AuthorizationRecord,
  CheckoutRecord,
  FileRecord,
  MerchantRecord,
  PaymentRecord,
  PayoutRecord,
  ReceiverRecord,
  RefundRecord,
  ReportRecord,
  SplitPaymentRecord,
  SplitReturnRecord,
  StaticCodeRecord,
  TicketRecord,
  TokenRecord,
} from './records.js';
import { ScopedMap } from './scoped-map.js';

/** A merchant with its imported public key, which is parsed once at registration. */
export interface StoredMerchant {
  readonly record: MerchantRecord;
  readonly key: KeyObject;
}

function first<T>(records: ReadonlyMap<string, T>, matches: (record: T) => boolean): T | undefined {
  for (const record of records.values()) if (matches(record)) return record;
  return undefined;
}

/**
 * Everything the sandbox holds, in memory. Records are keyed by their gateway id, or by merchant
 * and merchant-chosen id (`ScopedMap`); other lookups scan. Lookups here never throw.
 */
export class Store {
  readonly merchants = new Map<string, StoredMerchant>();
  readonly payments = new Map<string, PaymentRecord>();
  readonly payouts = new Map<string, PayoutRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  readonly checkouts = new Map<string, CheckoutRecord>();
  readonly staticCodes = new ScopedMap<StaticCodeRecord>((code) => code.mchOrderId);
  readonly splitPayments = new ScopedMap<SplitPaymentRecord>((split) => split.splitPaymentNo);
  readonly splitReturns = new Map<string, SplitReturnRecord>();
  readonly receivers = new ScopedMap<ReceiverRecord>((receiver) => receiver.bindNo);
  readonly files = new Map<string, FileRecord>();
  readonly authorizations = new ScopedMap<AuthorizationRecord>((authorization) => authorization.requestId);
  readonly tokens = new Map<string, TokenRecord>();
  readonly reports = new Map<string, ReportRecord>();
  readonly tickets = new Map<string, TicketRecord>();

  /** The latest payment of the merchant with this order id. */
  paymentByOrder(appId: string, mchOrderId: string): PaymentRecord | undefined {
    let found: PaymentRecord | undefined;
    for (const payment of this.payments.values()) {
      if (payment.appId === appId && payment.mchOrderId === mchOrderId) found = payment;
    }
    return found;
  }

  /** True when a payment create or a checkout already used this order id. */
  paymentOrderTaken(appId: string, mchOrderId: string): boolean {
    if (this.paymentByOrder(appId, mchOrderId)) return true;
    return (
      first(this.checkouts, (checkout) => checkout.appId === appId && checkout.mchOrderId === mchOrderId) !== undefined
    );
  }

  /** The merchant's payout with this order id. */
  payoutByOrder(appId: string, mchOrderId: string): PayoutRecord | undefined {
    return first(this.payouts, (payout) => payout.appId === appId && payout.mchOrderId === mchOrderId);
  }

  /** The merchant's payout with this idempotency id. */
  payoutByIdempotencyId(appId: string, idempotencyId: string): PayoutRecord | undefined {
    return first(this.payouts, (payout) => payout.appId === appId && payout.idempotencyId === idempotencyId);
  }

  /** All refunds of a payment, oldest first. */
  refundsOf(originalTransactionId: string): RefundRecord[] {
    return [...this.refunds.values()].filter((refund) => refund.originalTransactionId === originalTransactionId);
  }

  /** The merchant's refund with this refund order id. */
  refundByOrder(appId: string, mchRefundOrderId: string): RefundRecord | undefined {
    return first(this.refunds, (refund) => refund.appId === appId && refund.mchRefundOrderId === mchRefundOrderId);
  }

  /** The merchant's split return with this merchant return number. */
  splitReturnByOrder(appId: string, splitMerchantOrderReturnNo: string): SplitReturnRecord | undefined {
    return first(
      this.splitReturns,
      (splitReturn) =>
        splitReturn.appId === appId && splitReturn.splitMerchantOrderReturnNo === splitMerchantOrderReturnNo,
    );
  }
}
