import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'payment paid by the payer';

/** An MYR payment, followed through the WebPay status: PENDING, then COMPLETED once the payer pays. */
export const malaysiaScenario: Scenario = {
  family: 'malaysia',
  async run(context: DemoContext, steps: Steps) {
    const { client, sandbox } = context;
    const mchOrderId = context.newId('mypay').replace(/[^A-Za-z0-9]/g, '');
    const payment = await steps.run('MYR payment created', async () => {
      const created = await client.malaysia.createPayment({
        mchOrderId,
        amount: 50_010,
        customerName: 'Aminah binti Ali',
        channelCode: 'MY_TNG_URL',
        notifyUrl: context.receiver.url('payments'),
        email: 'aminah@example.com',
        mobile: '0123456789',
      });
      return passed(`${created.transactionId}, ${formatAmount(50_010, 'MYR')}, pay at ${created.payData}`, created);
    });
    await steps.run('WebPay status PENDING', async () => {
      const order = await client.malaysia.queryWebpay({ mchOrderId });
      checkEqual(order.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(`${order.mchOrderId} ${order.transactionStatus}, payUrl ${order.payUrl}`);
    });
    if (!sandbox) {
      steps.skip(PAID, NEEDS_SANDBOX);
      return;
    }
    await steps.run(PAID, async () => {
      await sandbox.completePayment({ transactionId: payment.transactionId });
      const order = await client.malaysia.queryWebpay({ mchOrderId });
      checkEqual(order.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${order.transactionId ?? payment.transactionId} ${order.transactionStatus}`);
    });
  },
};
