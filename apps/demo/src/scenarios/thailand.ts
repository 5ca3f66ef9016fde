import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'static QR code paid twice';

/**
 * TH static payments. The Thai static-code create path is not documented, so against the sandbox the
 * code is seeded and paid through its control API; the list is what the SDK offers.
 */
export const thailandScenario: Scenario = {
  family: 'thailand',
  async run(context: DemoContext, steps: Steps) {
    const { sandbox } = context;
    const mchOrderId = context.newId('thqr');
    const amounts = [10_000, 25_050];
    if (sandbox) {
      await steps.run(PAID, async () => {
        await sandbox.seedStaticCode({
          appId: context.appId,
          mchOrderId,
          notifyUrl: context.receiver.url('static-payments'),
        });
        const paid = [];
        for (const amount of amounts)
          paid.push(await sandbox.payStaticCode(mchOrderId, { amount, appId: context.appId }));
        return passed(`${mchOrderId} on THAI_DYNAMIC_QR: ${paid.map((payment) => payment.transactionId).join(', ')}`);
      });
    } else {
      steps.skip(PAID, NEEDS_SANDBOX);
    }
    await steps.run('static payments listed', async () => {
      const payments = await context.client.thailand.listStaticPayments({
        mchOrderId,
        startDate: context.today,
        endDate: context.today,
      });
      if (sandbox) {
        checkEqual(payments.length, amounts.length, 'the number of payments listed');
        checkEqual(
          payments.filter((payment) => payment.transactionStatus === 'COMPLETED').length,
          amounts.length,
          'the COMPLETED payments',
        );
      }
      const total = payments.reduce((sum, payment) => sum + payment.transactionAmount, 0);
      return passed(`${payments.length} payments on ${mchOrderId}, ${formatAmount(total, 'THB')} in all`);
    });
  },
};
