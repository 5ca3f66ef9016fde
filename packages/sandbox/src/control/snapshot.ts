import type * as records from '../state/records.js';
import { refreshCheckout } from '../state/refresh-checkout.js';
import type { Store } from '../state/store.js';

/** Everything a sandbox holds, as plain JSON-safe records (times in epoch ms). */
export interface SandboxState {
  readonly merchants: records.MerchantRecord[];
  readonly payments: records.PaymentRecord[];
  readonly payouts: records.PayoutRecord[];
  readonly refunds: records.RefundRecord[];
  readonly checkouts: records.CheckoutRecord[];
  readonly staticCodes: records.StaticCodeRecord[];
  readonly splitPayments: records.SplitPaymentRecord[];
  readonly splitReturns: records.SplitReturnRecord[];
  readonly receivers: records.ReceiverRecord[];
  readonly files: records.FileRecord[];
  readonly authorizations: records.AuthorizationRecord[];
  readonly tokens: records.TokenRecord[];
  readonly reports: records.ReportRecord[];
  readonly tickets: records.TicketRecord[];
}

/** A deep copy of the store, with checkout expiry applied as of `now`. */
export function snapshot(store: Store, now: number): SandboxState {
  for (const checkout of store.checkouts.values()) refreshCheckout(checkout, now);
  return structuredClone({
    merchants: [...store.merchants.values()].map((merchant) => merchant.record),
    payments: [...store.payments.values()],
    payouts: [...store.payouts.values()],
    refunds: [...store.refunds.values()],
    checkouts: [...store.checkouts.values()],
    staticCodes: [...store.staticCodes.values()],
    splitPayments: [...store.splitPayments.values()],
    splitReturns: [...store.splitReturns.values()],
    receivers: [...store.receivers.values()],
    files: [...store.files.values()],
    authorizations: [...store.authorizations.values()],
    tokens: [...store.tokens.values()],
    reports: [...store.reports.values()],
    tickets: [...store.tickets.values()],
  });
}
