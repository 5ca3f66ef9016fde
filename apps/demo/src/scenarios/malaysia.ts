import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'payment paid by the payer';
const PAYOUT_DONE = 'payout completed by the bank';

/**
 * An MYR payment, followed through the WebPay status: PENDING, then COMPLETED once the payer pays; a
 * DuitNow dynamic QR code; and an MYR payout to a bank account, completed by the bank (notified to the dashboard's payout URL).
 */
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
    await steps.run('DuitNow QR code created', async () => {
      const code = await client.malaysia.createQrCode({
        channelCode: 'DUITNOW_DYNAMIC_QR',
        mchOrderId: context.newId('myqr').replace(/[^A-Za-z0-9]/g, ''),
        amount: 1_000,
        notifyUrl: context.receiver.url('payments'),
        expireSeconds: 300,
      });
      checkEqual(code.qrStatus, 'ACTIVE', 'qrStatus');
      return passed(`${code.transactionId}, ${formatAmount(1_000, 'MYR')}, QR ${code.qrCodeContent.slice(0, 24)}…`);
    });
    const payout = await steps.run('MYR payout created', async () => {
      const payoutId = context.newId('myout').replace(/[^A-Za-z0-9]/g, '');
      const created = await client.malaysia.createPayout({
        mchOrderId: payoutId,
        idempotencyId: `${payoutId}I`,
        amount: 50_010,
        payMethodCode: 'BANK',
        transferCode: 'CIMB',
        accountType: 'BANK_ACCOUNT',
        accountNo: '8001234567',
        accountName: 'Aminah binti Ali',
      });
      checkEqual(created.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(`${created.transactionId}, ${formatAmount(50_010, 'MYR')} to CIMB, PENDING`, created);
    });
    if (!sandbox) {
      steps.skip(PAID, NEEDS_SANDBOX);
      steps.skip(PAYOUT_DONE, NEEDS_SANDBOX);
      return;
    }
    await steps.run(PAID, async () => {
      await sandbox.completePayment({ transactionId: payment.transactionId });
      const order = await client.malaysia.queryWebpay({ mchOrderId });
      checkEqual(order.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${order.transactionId ?? payment.transactionId} ${order.transactionStatus}`);
    });
    await steps.run(PAYOUT_DONE, async () => {
      const record = await sandbox.completePayout({ transactionId: payout.transactionId ?? '' });
      checkEqual(record.status, 'COMPLETED', 'status');
      return passed(`${record.transactionId} ${record.status}`);
    });
  },
};
