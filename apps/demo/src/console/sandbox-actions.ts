import type { SandboxDriver } from '../sandbox-driver.js';

/**
 * The payer pays a pending SNAP payment: a QRIS its goods and freight, an ATM code (whose request names
 * no amount but in its `additionalInfo`, as the console's form fills it) that amount.
 */
async function paySnap(sandbox: SandboxDriver, referenceNo: string): Promise<void> {
  const record = (await sandbox.snapTransactions()).find((candidate) => candidate.referenceNo === referenceNo);
  const { amount } = (record?.request['additionalInfo'] ?? {}) as { amount?: { value: string; currency: string } };
  await sandbox.completeSnapPayment({ referenceNo, ...(amount ? { amount } : {}) });
}

/** What the page may ask the sandbox to do: the payer's and the channel's moves. */
export const SANDBOX_ACTIONS = {
  /** The payer pays a pending payment. */
  pay: (sandbox: SandboxDriver, id: string) => sandbox.completePayment({ transactionId: id }),
  /** The payer's payment fails at the channel. */
  fail: (sandbox: SandboxDriver, id: string) => sandbox.failPayment({ transactionId: id }),
  /** The payer never pays: the payment fails as expired. */
  expire: (sandbox: SandboxDriver, id: string) =>
    sandbox.failPayment({ transactionId: id }, { failedMessage: 'Expired: the payer did not pay in time' }),
  /** The channel completes a refund. */
  'complete-refund': (sandbox: SandboxDriver, id: string) => sandbox.completeRefund({ refundTransactionId: id }),
  /** The channel refuses a refund. */
  'refuse-refund': (sandbox: SandboxDriver, id: string) => sandbox.failRefund({ refundTransactionId: id }),
  /** The bank completes a payout. */
  'complete-payout': (sandbox: SandboxDriver, id: string) => sandbox.completePayout({ transactionId: id }),
  /** The bank refuses a payout. */
  'refuse-payout': (sandbox: SandboxDriver, id: string) => sandbox.failPayout({ transactionId: id }),
  /** The payer pays a SNAP QRIS or ATM code. */
  'snap-pay': paySnap,
  /** The payer's SNAP payment fails. */
  'snap-fail': async (sandbox: SandboxDriver, id: string) => void (await sandbox.failSnapPayment({ referenceNo: id })),
} as const;

/** The name of a sandbox action. */
export type SandboxActionName = keyof typeof SANDBOX_ACTIONS;

/** Whether `name` is a sandbox action. */
export function isSandboxAction(name: string): name is SandboxActionName {
  return Object.hasOwn(SANDBOX_ACTIONS, name);
}

/** The payer approves or refuses a direct-debit authorization of the console's merchant. */
export function decideAuthorization(sandbox: SandboxDriver, appId: string, requestId: string, approve: boolean) {
  return approve ? sandbox.authorize(requestId, { appId }) : sandbox.rejectAuthorization(requestId, { appId });
}
