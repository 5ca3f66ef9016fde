import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'QR code paid by the payer';

/** A BluePay Thai dynamic QR code: created, paid (the sandbox plays the payer), listed; a WebPay order beside it. */
export const thailandQrScenario: Scenario = {
  family: 'thailand',
  async run(context: DemoContext, steps: Steps) {
    const { client, sandbox } = context;
    const mchOrderId = context.newId('thdqr').replace(/[^A-Za-z0-9]/g, '');
    const code = await steps.run('dynamic QR code created', async () => {
      const created = await client.thailand.createQrCode({
        mchOrderId,
        channelCode: 'THAI_DYNAMIC_QR',
        amount: 1_000,
        notifyUrl: context.receiver.url('payments'),
        remark: 'table 7',
        expireSeconds: 300,
      });
      return passed(
        `${created.transactionId}, ${created.qrStatus ?? 'no qrStatus'}, expires ${created.expiresTime ?? 'unknown'}`,
        created,
      );
    });
    if (sandbox) {
      await steps.run(PAID, async () => {
        await sandbox.completePayment({ transactionId: code.transactionId });
        return passed(`${code.transactionId} COMPLETED`);
      });
    } else {
      steps.skip(PAID, NEEDS_SANDBOX);
    }
    await steps.run('WebPay order created (WeChat Pay by link) and paid', async () => {
      const order = await client.thailand.createWebpay({
        mchOrderId: context.newId('thwp').replace(/[^A-Za-z0-9]/g, ''),
        channelCode: 'WECHAT_URL',
        amount: 2_300,
        notifyUrl: context.receiver.url('payments'),
        redirectUrl: 'https://merchant.example/return',
        customerName: 'Somchai',
        email: 'somchai@example.com',
        mobile: '0812345678',
        payerClientIp: '203.0.113.7',
      });
      if (sandbox) await sandbox.completePayment({ transactionId: order.transactionId });
      return passed(`${order.transactionId}, pay at ${order.payUrl ?? 'no payUrl'}`);
    });
    await steps.run('QR payments listed', async () => {
      const payments = await client.thailand.listQrPayments({
        mchOrderId,
        startDate: context.today,
        endDate: context.today,
      });
      checkEqual(payments.length, 1, 'the number of payments listed');
      if (sandbox) checkEqual(payments[0]?.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(
        `${payments.length} payment on ${mchOrderId}, ${formatAmount(payments[0]?.transactionAmount ?? 0, 'THB')}`,
      );
    });
  },
};
