import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

/**
 * TH payouts in satang: one to a bank account (with the payee's type, tax id and mobile number) → PENDING
 * → the bank completes it (notified to the dashboard's payout URL); one to a PromptPay mobile number.
 */
export const thailandPayouts: Scenario = {
  family: 'thailand',
  async run(context: DemoContext, steps: Steps) {
    const mchOrderId = context.newId('thout');
    const amount = 50_020;
    const payout = await steps.run('bank payout created', async () => {
      const created = await context.client.thailand.createPayout({
        mchOrderId,
        idempotencyId: context.newId('thidem'),
        amount,
        payMethodCode: 'BANK',
        transferCode: 'KBANK',
        accountNo: '1234567890',
        accountName: 'Somchai Jaidee',
        accountType: 'INDIVIDUAL',
        accountTaxId: '1101700203451',
        mobile: '0812345678',
        remark: 'supplier invoice 77',
      });
      checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(`${created.transactionId}, ${formatAmount(amount, 'THB')} to KBANK, PENDING`, created);
    });
    await steps.run('PromptPay payout created', async () => {
      const created = await context.client.thailand.createPayout({
        mchOrderId: context.newId('thpp'),
        idempotencyId: context.newId('thppidem'),
        amount: 10_000,
        payMethodCode: 'PROMPTPAY',
        promptpayAccountType: 'MSISDN',
        accountNo: '0812345678',
      });
      checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(`${created.transactionId}, ${formatAmount(10_000, 'THB')} to PromptPay 0812345678, PENDING`);
    });
    const sandbox = sandboxOrSkip(context, steps, ['payout completed by the bank']);
    if (!sandbox) return;
    await steps.run('payout completed by the bank', async () => {
      const record = await sandbox.completePayout({ transactionId: payout.transactionId ?? '' });
      checkEqual(record.status, 'COMPLETED', 'status');
      return passed(`${record.transactionId} ${record.status}`);
    });
  },
};
