import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import type { FailureInput } from '../lifecycle/failure.js';
import { completePayment, failPayment } from '../lifecycle/payment-transitions.js';
import { completePayout, failPayout } from '../lifecycle/payout-transitions.js';
import { completeRefund, failRefund } from '../lifecycle/refund-transitions.js';
import type { PaymentRecord, PayoutRecord, RefundRecord } from '../state/records.js';
import { findPaymentRecord, findPayoutRecord, findRefundRecord } from './find-records.js';
import { parseInput } from './parse-input.js';
import type { RefundRef, TransactionRef } from './references.js';

/** Drives payments, payouts and refunds to their final state; each move sends its notification. */
export interface TransactionControls {
  /**
   * PENDING → COMPLETED; credits the balance; sends `payment.success`, or `direct.debit.success` for a
   * payment made with a pay token (static and checkout payments send their own events).
   */
  completePayment(ref: TransactionRef): PaymentRecord;
  /**
   * PENDING → FAILED (default -10004 "Transaction Channel Rejected"); sends `payment.failed`, or
   * `direct.debit.failed` for a payment made with a pay token.
   */
  failPayment(ref: TransactionRef, failure?: FailureInput): PaymentRecord;
  /** PENDING → COMPLETED; sends `disbursement.success` to the merchant's payout notification URL. */
  completePayout(ref: TransactionRef): PayoutRecord;
  /** PENDING → FAILED; re-credits the amount; sends `disbursement.failed`. */
  failPayout(ref: TransactionRef, failure?: FailureInput): PayoutRecord;
  /** PENDING → COMPLETE; debits the balance; sends `payment.refund.success`. */
  completeRefund(ref: RefundRef): RefundRecord;
  /** PENDING → FAILED (default -10009 "Channel Refund Failed"); sends `payment.refund.failed`. */
  failRefund(ref: RefundRef, failure?: FailureInput): RefundRecord;
}

const failureSchema = v.optional(
  v.object({
    failedCode: v.optional(v.pipe(v.number('must be an integer'), v.integer('must be an integer'))),
    failedMessage: v.optional(v.string('must be a string')),
  }),
);

function failureOf(input: FailureInput | undefined): FailureInput | undefined {
  const parsed = parseInput(failureSchema, input);
  if (!parsed) return undefined;
  return {
    ...(parsed.failedCode === undefined ? {} : { failedCode: parsed.failedCode }),
    ...(parsed.failedMessage === undefined ? {} : { failedMessage: parsed.failedMessage }),
  };
}

/** The transaction controls of a sandbox. They answer copies of the records. */
export function transactionControls(sandbox: SandboxContext): TransactionControls {
  const { store } = sandbox;
  return {
    completePayment: (ref) => structuredClone(completePayment(sandbox, findPaymentRecord(store, ref))),
    failPayment: (ref, failure) =>
      structuredClone(failPayment(sandbox, findPaymentRecord(store, ref), failureOf(failure))),
    completePayout: (ref) => structuredClone(completePayout(sandbox, findPayoutRecord(store, ref))),
    failPayout: (ref, failure) =>
      structuredClone(failPayout(sandbox, findPayoutRecord(store, ref), failureOf(failure))),
    completeRefund: (ref) => structuredClone(completeRefund(sandbox, findRefundRecord(store, ref))),
    failRefund: (ref, failure) =>
      structuredClone(failRefund(sandbox, findRefundRecord(store, ref), failureOf(failure))),
  };
}
