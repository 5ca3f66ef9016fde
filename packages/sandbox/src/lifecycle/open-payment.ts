import type { SandboxContext } from '../context.js';
import { deriveChannelType, payDataKind } from '../state/channels.js';
import { qrPayload, virtualAccountNumber } from '../state/pay-data.js';
import type { DeliveryTerms, PaymentRecord, PaymentSource } from '../state/records.js';

/** What a new payment is made of; optional members default to `null`. */
export interface NewPayment {
  readonly source: PaymentSource;
  readonly mchOrderId: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly channelCode: string;
  /** The channel's, from the catalog, when absent or null (see `deriveChannelType`). */
  readonly channelType?: string | null | undefined;
  readonly amount: number;
  readonly customerName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  readonly remark?: string | null | undefined;
  readonly notifyUrl: string | null;
  readonly redirectUrl?: string | null | undefined;
  /** Give the payment a hosted cashier page (Philippine create). */
  readonly withCashier?: boolean;
  readonly checkoutId?: string;
  /** QR content to use instead of a fresh one (payments on a static code carry the code's). */
  readonly payData?: string;
  /** The checked direct-debit token the payment is paid with. */
  readonly payToken?: string | null;
  /** The terms of a J&T delivery order: a direct-debit pay or a cash-on-delivery QR code. */
  readonly delivery?: DeliveryTerms;
}

function payDataFor(sandbox: SandboxContext, input: NewPayment, transactionId: string, channelType: string): string {
  if (input.payData !== undefined) return input.payData;
  switch (payDataKind(input.channelCode, channelType)) {
    case 'qr':
      return qrPayload({
        reference: transactionId,
        countryCode: input.countryCode,
        currency: input.currency,
        amount: input.amount,
      });
    case 'va':
      return virtualAccountNumber(transactionId);
    case 'url':
      return `${sandbox.url()}/__sandbox/pay/${transactionId}`;
  }
}

/** Creates and stores a PENDING payment of `appId` with a fresh `TX…` id and its payData. */
export function openPayment(sandbox: SandboxContext, appId: string, input: NewPayment): PaymentRecord {
  const now = sandbox.now();
  const transactionId = sandbox.ids.next('TX', now);
  const channelType = input.channelType || deriveChannelType(sandbox.channels, input.channelCode);
  const payment: PaymentRecord = {
    appId,
    transactionId,
    mchOrderId: input.mchOrderId,
    source: input.source,
    countryCode: input.countryCode,
    currency: input.currency,
    channelCode: input.channelCode,
    channelType,
    payData: payDataFor(sandbox, input, transactionId, channelType),
    amount: input.amount,
    status: 'PENDING',
    createdAt: now,
    returnedAt: null,
    closedAt: null,
    customerName: input.customerName ?? null,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    remark: input.remark ?? null,
    notifyUrl: input.notifyUrl,
    redirectUrl: input.redirectUrl || null,
    cashierUrl: input.withCashier ? `${sandbox.url()}/__sandbox/cashier/${transactionId}` : null,
    failedCode: null,
    failedMessage: null,
    checkoutId: input.checkoutId ?? null,
    payToken: input.payToken ?? null,
    delivery: input.delivery ?? null,
  };
  sandbox.store.payments.set(transactionId, payment);
  return payment;
}
