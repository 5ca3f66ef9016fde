import type { SandboxDriver } from '../sandbox-driver.js';
import type { TransactionRow } from './api-types.js';
import { exponentOf, toMinor } from './money.js';

const pending = (status: string, actions: readonly string[]) => (status === 'PENDING' ? actions : []);

/** An account number as a row shows it: a QR code's content (over 40 characters) by its start and end. */
function shortAccount(accountNo: string): string {
  return accountNo.length > 40 ? `${accountNo.slice(0, 24)}…${accountNo.slice(-8)}` : accountNo;
}

/**
 * Where a payout goes, as its row says it: `to CIMB 1234567890`, or for a payout to a scanned QR code,
 * which names no bank unless the merchant knew it, `to the QR code 000201…` (with the bank when given).
 */
export function payoutDestination(payout: {
  readonly payMethodCode: string;
  readonly transferCode: string | null;
  readonly accountNo: string;
}): string {
  const account = shortAccount(payout.accountNo);
  if (payout.payMethodCode === 'SCANQR')
    return `to the QR code ${account}${payout.transferCode ? ` (${payout.transferCode})` : ''}`;
  return `to ${payout.transferCode ?? payout.payMethodCode} ${account}`;
}

type SnapRecord = Awaited<ReturnType<SandboxDriver['snapTransactions']>>[number];

/** SNAP's MONEY (`'162000.00'`, `'IDR'`) in the minor units a row's amount is in, when it has any. */
function snapAmount(money: unknown): Pick<TransactionRow, 'amount' | 'currency'> {
  const { value, currency } = (money ?? {}) as { value?: unknown; currency?: unknown };
  if (typeof value !== 'string' || typeof currency !== 'string') return {};
  // Two decimals always; a currency without minor units (IDR) has only zeros there.
  const amount = toMinor(exponentOf(currency) === 0 ? value.replace(/\.0+$/, '') : value, currency);
  return amount === undefined ? {} : { amount, currency };
}

/** What the payer pays or paid: what was paid, else a debit's amount, a QRIS's goods and freight, or an ATM code's amount. */
function snapPaid(record: SnapRecord): Pick<TransactionRow, 'amount' | 'currency'> {
  if (record.paidAmount) return snapAmount(record.paidAmount);
  const { codAmount, frtAmount, additionalInfo, amount: debited } = record.request as Record<string, unknown>;
  if (debited !== undefined) return snapAmount(debited);
  if (codAmount === undefined) return snapAmount((additionalInfo as { amount?: unknown } | undefined)?.amount);
  const [goods, freight] = [snapAmount(codAmount), snapAmount(frtAmount)];
  const { amount, currency } = goods;
  return amount === undefined || currency === undefined || freight.amount === undefined || freight.currency !== currency
    ? {}
    : { amount: amount + freight.amount, currency };
}

const SNAP_STATUSES: Readonly<Record<string, string>> = { '00': 'SUCCESS', '03': 'PENDING', '06': 'FAILED' };

/**
 * The SNAP transactions of the console's SNAP merchants (`appIds`) as rows, by the sandbox's
 * `referenceNo`, with what the payer pays and, while pending, the payer's moves.
 */
export function snapRows(records: readonly SnapRecord[], appIds: readonly string[]): TransactionRow[] {
  return records
    .filter((record) => appIds.includes(record.appId))
    .map((record) => ({
      kind: 'snap' as const,
      id: record.referenceNo,
      reference: record.partnerReferenceNo,
      ...snapPaid(record),
      status: SNAP_STATUSES[record.status] ?? record.status,
      detail: `${record.serviceCode === '47' ? 'QRIS' : 'ATM code'}, ${record.profile} · ${record.status}`,
      actions: record.status === '03' ? ['snap-pay', 'snap-fail'] : [],
      at: record.createdAt,
    }));
}

/**
 * The merchant's transactions in the sandbox, and those of the console's SNAP merchants (`snapAppIds`),
 * newest first, with the payer's and the channel's moves.
 */
export async function sandboxTransactions(
  sandbox: SandboxDriver,
  appId: string,
  snapAppIds: readonly string[] = [],
): Promise<TransactionRow[]> {
  const state = await sandbox.state();
  const mine = <T extends { appId: string }>(records: readonly T[]) =>
    records.filter((record) => record.appId === appId);
  const rows: TransactionRow[] = [
    ...mine(state.payments).map((payment) => ({
      kind: 'payment' as const,
      id: payment.transactionId,
      reference: payment.mchOrderId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      detail: `${payment.channelCode}${payment.failedMessage ? ` · ${payment.failedMessage}` : ''}`,
      actions: pending(payment.status, ['pay', 'fail', 'expire']),
      at: payment.createdAt,
      source: payment.source,
    })),
    ...mine(state.refunds).map((refund) => ({
      kind: 'refund' as const,
      id: refund.refundTransactionId,
      reference: refund.mchRefundOrderId,
      amount: refund.refundAmount,
      currency: refund.currency,
      status: refund.status,
      detail: `of ${refund.originalTransactionId}${refund.failedMessage ? ` · ${refund.failedMessage}` : ''}`,
      actions: pending(refund.status, ['complete-refund', 'refuse-refund']),
      at: refund.createdAt,
      of: refund.originalTransactionId,
    })),
    ...mine(state.payouts).map((payout) => ({
      kind: 'payout' as const,
      id: payout.transactionId,
      reference: payout.mchOrderId,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      detail: payoutDestination(payout),
      actions: pending(payout.status, ['complete-payout', 'refuse-payout']),
      at: payout.createdAt,
    })),
    ...mine(state.authorizations).map((authorization) => ({
      kind: 'authorization' as const,
      id: authorization.requestId,
      reference: authorization.userId,
      status: authorization.status,
      detail: authorization.channelCode,
      actions: pending(authorization.status, ['approve', 'reject']),
      at: authorization.createdAt,
    })),
    ...mine(state.tokens).map((token) => ({
      kind: 'token' as const,
      id: token.payToken,
      reference: token.userId,
      status: token.status,
      detail: `${token.channelCode}${token.inactiveType ? ` · ${token.inactiveType}` : ''}`,
      actions: [],
      at: token.createdAt,
      userId: token.userId,
    })),
    ...(snapAppIds.length > 0 ? snapRows(await sandbox.snapTransactions(), snapAppIds) : []),
  ];
  return rows.sort((a, b) => b.at - a.at);
}
