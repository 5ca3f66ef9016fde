import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phBankPayout } from './payer.js';

/** PH bank payout → PENDING → the channel completes it (payout notification to the dashboard URL). */
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
  },
};
