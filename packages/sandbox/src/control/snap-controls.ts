import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { addMoney, prepareSnapNotification, snapPaymentNotification } from '../snap/snap-notification.js';
import { SNAP_PROFILES } from '../snap/snap-profiles.js';
import type { SnapMoney, SnapTransactionRecord } from '../snap/snap-state.js';
import { parseInput } from './parse-input.js';

/** A SNAP payment to settle, by the sandbox's `referenceNo`. */
export interface SnapPaymentInput {
  readonly referenceNo: string;
  /** What the payer paid; by default the QRIS's COD and freight amounts. Required for an ATM code, whose request names no amount. */
  readonly amount?: SnapMoney;
}

/** Drives the SNAP sites' transactions and tokens. */
export interface SnapControls {
  /** Marks a pending SNAP transaction paid (`00`) and notifies the merchant's `snapNotifyUrl`. */
  completeSnapPayment(input: SnapPaymentInput): SnapTransactionRecord;
  /** Marks a pending SNAP transaction failed (`06`) and notifies the merchant's `snapNotifyUrl`. */
  failSnapPayment(input: { readonly referenceNo: string }): SnapTransactionRecord;
  /** Revokes every SNAP access token of a merchant: its next calls are refused with 401, case 01. */
  revokeSnapTokens(input: { readonly appId: string }): { readonly revoked: number };
  /** The SNAP transactions, oldest first. */
  snapTransactions(): SnapTransactionRecord[];
  /** How many SNAP access tokens the sandbox issued to a merchant. */
  snapTokensIssued(appId: string): number;
}

const money = v.object({
  value: v.pipe(v.string(), v.regex(/^\d{1,16}\.\d{2}$/, 'must have two decimals')),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be 3 uppercase letters')),
});
const paymentSchema = v.object({ referenceNo: v.string('must be a string'), amount: v.optional(money) });

/** The SNAP controls of a sandbox. */
export function snapControls(sandbox: SandboxContext): SnapControls {
  const pending = (referenceNo: string) => {
    const record = sandbox.snap.transactions.get(referenceNo);
    if (!record) throw new SandboxControlError('not_found', `No SNAP transaction has referenceNo ${referenceNo}`);
    if (record.status !== '03')
      throw new SandboxControlError(
        'invalid_state',
        `SNAP transaction ${referenceNo} is settled already (${record.status})`,
      );
    return record;
  };
  const notify = (record: SnapTransactionRecord) => {
    const url = sandbox.store.merchants.get(record.appId)?.record.snapNotifyUrl;
    const profile = SNAP_PROFILES.find((candidate) => candidate.name === record.profile);
    if (!url || !profile) return;
    const body = snapPaymentNotification(record, profile);
    sandbox.notifier.sendPrepared(url, 'qr-mpm-notify', prepareSnapNotification(url, body, sandbox.now()));
  };
  return {
    completeSnapPayment(input) {
      const parsed = parseInput(paymentSchema, input);
      const record = pending(parsed.referenceNo);
      const {
        codAmount,
        frtAmount,
        amount: debited,
      } = record.request as {
        codAmount?: SnapMoney;
        frtAmount?: SnapMoney;
        amount?: SnapMoney;
      };
      const amount = parsed.amount ?? debited ?? (codAmount && frtAmount ? addMoney(codAmount, frtAmount) : undefined);
      if (!amount)
        throw new SandboxControlError(
          'invalid_input',
          'amount is required: this transaction’s request names no amount',
        );
      Object.assign(record, { status: '00', paidAt: sandbox.now(), paidAmount: amount });
      notify(record);
      return structuredClone(record);
    },
    failSnapPayment(input) {
      const record = pending(parseInput(v.object({ referenceNo: v.string() }), input).referenceNo);
      Object.assign(record, { status: '06', paidAt: null });
      notify(record);
      return structuredClone(record);
    },
    revokeSnapTokens: (input) => ({ revoked: sandbox.snap.revokeTokens(input.appId) }),
    snapTransactions: () => [...sandbox.snap.transactions.values()].map((record) => structuredClone(record)),
    snapTokensIssued: (appId) => sandbox.snap.tokensIssued.get(appId) ?? 0,
  };
}
