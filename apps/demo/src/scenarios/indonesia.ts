import { createPayout } from '@lintas/indonesia';
import type { DemoContext, Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { payer } from './payer.js';

/** ID virtual-account payment; ID bank payout, which the gateway answers with code 1000 instead of 10000. */
export const indonesiaScenario: Scenario = {
  family: 'indonesia',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver, traffic } = context;
    await steps.run('VA payment created', async () => {
      const amount = 150_000;
      const payment = await client.indonesia.createPayment({
        mchOrderId: context.newId('idpay'),
        amount,
        channelCode: 'ID_BCA_VA',
        customerName: 'Budi Santoso',
        email: 'budi@example.com',
        mobile: payer.idMobile,
        notifyUrl: receiver.url('payments'),
      });
      checkEqual(payment.transactionStatus, 'PENDING', 'transactionStatus');
      check(payment.payData.length > 0, 'payData (the VA number) is empty');
      return passed(
        `${payment.transactionId}, ${formatAmount(amount, 'IDR')} on ID_BCA_VA, VA number ${payment.payData}`,
      );
    });
    await steps.run('bank payout created, gateway code 1000', async () => {
      const mchOrderId = context.newId('idout');
      const amount = 10_000;
      const payout = await client.indonesia.createPayout({
        mchOrderId,
        idempotencyId: `${mchOrderId}-1`,
        amount,
        accountNo: '8001234567',
        accountName: 'Siti Rahayu',
        payMethodCode: 'BANK',
        transferCode: 'CIMB',
      });
      const code = traffic.lastResponse(createPayout.path)?.code;
      checkEqual(code, 1000, 'the gateway code');
      checkEqual(payout.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(
        `${payout.transactionId}, ${formatAmount(amount, 'IDR')} (the minimum) to CIMB, ${payout.transactionStatus}`,
      );
    });
  },
};
