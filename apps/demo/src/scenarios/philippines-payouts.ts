import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phBankPayout } from './payer.js';

/**
 * PH bank payout → PENDING → the channel completes it (payout notification to the dashboard URL); a
 * payout to a scanned QR code (SCANQR, the QR's content as accountNo) with the payee's identity → PENDING.
 */
export const philippinesPayouts: Scenario = {
  family: 'philippines',
  async run(context: DemoContext, steps: Steps) {
    const mchOrderId = context.newId('phout');
    const amount = 25_000;
    const payout = await steps.run('bank payout created', async () => {
      const created = await context.client.philippines.createPayout(phBankPayout(mchOrderId, amount));
      checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(
        `${created.transactionId}, ${formatAmount(amount, 'PHP')} to CIMB, ${created.transactionStatus}`,
        created,
      );
    });
    const sandbox = sandboxOrSkip(context, steps, ['payout completed by the bank']);
    if (!sandbox) return;
    await steps.run('payout completed by the bank', async () => {
      const record = await sandbox.completePayout({ transactionId: payout.transactionId });
      checkEqual(record.status, 'COMPLETED', 'status');
      return passed(`${record.transactionId} ${record.status}`);
    });
    await steps.run('QR code payout created', async () => {
      const created = await context.client.philippines.createPayout({
        mchOrderId: context.newId('phqrout'),
        idempotencyId: context.newId('phqridem'),
        amount: 7_500,
        payMethodCode: 'SCANQR',
        // The content of the payee's QR Ph code, as scanned; accountName is the merchant name it holds.
        accountNo: '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX5802PH5911MANG INASAL6006MANILA6304ABCD',
        accountName: 'MANG INASAL',
        idCardExpiryDate: '2030-05-26',
        birthPlace: 'Quezon City',
        gender: 1,
        remark: 'supplier paid by QR',
      });
      checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(
        `${created.transactionId}, ${formatAmount(7_500, 'PHP')} to a QR Ph code, ${created.transactionStatus}`,
      );
    });
  },
};
