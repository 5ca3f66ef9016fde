import type { SandboxDriver } from '../sandbox-driver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phWalletPayment } from './payer.js';

const PAID = 'payer pays, query COMPLETED';
const REFUND_CREATED = 'refund created';
const REFUND_PENDING = 'refund list shows PENDING';
const REFUND_COMPLETED = 'refund completed';
const REFUND_FAILED = 'refund refused by the channel: FAILED with failedCode';

/** Closes a pending payment, then creates the payment the rest of the scenario acts on. */
async function closedAndCreated(context: DemoContext, steps: Steps, amount: number) {
  const { client, receiver } = context;
  const newPayment = (value: number) => phWalletPayment(context.newId('pay'), value, receiver.url('payments'));

  await steps.run('pending payment closed', async () => {
    const created = await client.neutral.createPayment(newPayment(3_000));
    const closed = await client.neutral.closePayment({ transactionId: created.transactionId, countryCode: 'PH' });
    checkEqual(closed.status, 'CLOSED', 'status');
    return passed(`${closed.transactionId} ${created.transactionStatus} → ${closed.status}`);
  });

  return steps.run('payment created', async () => {
    const created = await client.neutral.createPayment(newPayment(amount));
    checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
    return passed(
      `${created.transactionId}, ${formatAmount(amount, 'PHP')} on ${created.channelCode}, ${created.transactionStatus}`,
      created,
    );
  });
}

/** Refunds the paid payment `originalTransactionId`: one the channel completes, one it refuses. */
async function refunded(context: DemoContext, steps: Steps, sandbox: SandboxDriver, originalTransactionId: string) {
  const { client, receiver } = context;
  const refundAmount = 5_000;
  const refund = await steps.run(REFUND_CREATED, async () => {
    const created = await client.neutral.createRefund({
      originalTransactionId,
      mchRefundOrderId: context.newId('rf'),
      refundAmount,
      refundReason: 'customer returned one item',
      refundCallbackUrl: receiver.url('refunds'),
    });
    checkEqual(created.refundStatus, 'PENDING', 'refundStatus');
    return passed(
      `${created.refundTransactionId}, ${formatAmount(refundAmount, 'PHP')}, ${created.refundStatus}`,
      created,
    );
  });

  const refundOf = async (refundTransactionId: string) => {
    const refunds = await client.neutral.listRefunds({ originalTransactionId });
    const found = refunds.find((candidate) => candidate.refundTransactionId === refundTransactionId);
    check(found, `the refund list of ${originalTransactionId} has no ${refundTransactionId}`);
    return found;
  };

  await steps.run(REFUND_PENDING, async () => {
    const found = await refundOf(refund.refundTransactionId);
    checkEqual(found.refundStatus, 'PENDING', 'refundStatus');
    return passed(`${found.refundTransactionId} ${found.refundStatus}`);
  });

  await steps.run(REFUND_COMPLETED, async () => {
    await sandbox.completeRefund({ refundTransactionId: refund.refundTransactionId });
    const found = await refundOf(refund.refundTransactionId);
    checkEqual(found.refundStatus, 'COMPLETE', 'refundStatus');
    return passed(
      `${found.refundTransactionId}, ${formatAmount(found.refundAmount, 'PHP')}, ${found.refundStatus} at ${found.refundReturnTime ?? '?'}`,
    );
  });

  await steps.run(REFUND_FAILED, async () => {
    const created = await client.neutral.createRefund({
      originalTransactionId,
      mchRefundOrderId: context.newId('rf'),
      refundAmount: 1_000,
      refundCallbackUrl: receiver.url('refunds'),
    });
    await sandbox.failRefund({ refundTransactionId: created.refundTransactionId });
    const found = await refundOf(created.refundTransactionId);
    checkEqual(found.refundStatus, 'FAILED', 'refundStatus');
    check(typeof found.failedCode === 'number', 'the failed refund has no failedCode');
    return passed(`${found.refundTransactionId} FAILED, failedCode ${found.failedCode} "${found.failedMessage ?? ''}"`);
  });
}

/**
 * Country-neutral payments: close a pending payment; create one → the payer pays → query COMPLETED →
 * refund → list PENDING → the channel completes it → COMPLETE; a second refund the channel refuses.
 */
export const neutralPayments: Scenario = {
  family: 'neutral',
  async run(context: DemoContext, steps: Steps) {
    const payment = await closedAndCreated(context, steps, 10_000);
    const sandbox = sandboxOrSkip(context, steps, [
      PAID,
      REFUND_CREATED,
      REFUND_PENDING,
      REFUND_COMPLETED,
      REFUND_FAILED,
    ]);
    if (!sandbox) return;

    await steps.run(PAID, async () => {
      await sandbox.completePayment({ transactionId: payment.transactionId });
      const found = await context.client.neutral.queryPayment({
        transactionId: payment.transactionId,
        countryCode: 'PH',
      });
      checkEqual(found.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${found.transactionId} COMPLETED`);
    });
    await refunded(context, steps, sandbox, payment.transactionId);
  },
};
