import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { payer } from './payer.js';

/** PH payment on a URL channel → query PENDING → the payer pays → query COMPLETED (payment notification). */
export const philippinesPayments: Scenario = {
  family: 'philippines',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver } = context;
    const mchOrderId = context.newId('phpay');
    const amount = 50_010;
    const payment = await steps.run('payment created', async () => {
      const created = await client.philippines.createPayment({
        mchOrderId,
        amount,
        customerName: payer.customerName,
        channelCode: 'PH_GCASH_URL',
        email: payer.email,
        mobile: payer.phMobile,
        notifyUrl: receiver.url('payments'),
        redirectUrl: payer.redirectUrl,
      });
      check(created.payData?.startsWith('http'), `payData of a URL channel is not a URL: ${created.payData}`);
      return passed(
        `${created.transactionId}, ${formatAmount(amount, 'PHP')} on PH_GCASH_URL, payer sent to ${created.payData}`,
        created,
      );
    });

    await steps.run('payment query PENDING', async () => {
      const found = await client.philippines.queryPayment({ mchOrderId });
      checkEqual(found.transactionId, payment.transactionId, 'transactionId');
      checkEqual(found.transactionStatus, 'PENDING', 'transactionStatus');
      checkEqual(found.amount, amount, 'amount');
      return passed(`${found.transactionId} ${found.transactionStatus}`);
    });

    const sandbox = sandboxOrSkip(context, steps, ['payer pays, query COMPLETED']);
    if (!sandbox) return;
    await steps.run('payer pays, query COMPLETED', async () => {
      await sandbox.completePayment({ transactionId: payment.transactionId });
      const found = await client.philippines.queryPayment({ mchOrderId });
      checkEqual(found.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${found.transactionId} COMPLETED at ${found.transactionReturnTime ?? found.returnTime ?? '?'}`);
    });
  },
};
