import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const STATIC_PAID = 'static VA paid by a payer';

/** Letters and digits only, 10–32 characters: the PayCools Indonesia merchant keys. */
const payCoolsKey = (id: string) =>
  id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 32)
    .padEnd(10, '0');

/** PayCools Indonesia: a static VA paid and listed, a dynamic VA payment, a disbursement to a bank. */
export const indonesiaVirtualAccountsScenario: Scenario = {
  family: 'indonesia',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver, sandbox } = context;
    const staticOrderId = payCoolsKey(context.newId('idsva'));
    const va = await steps.run('static VA created', async () => {
      const created = await client.indonesia.createStaticVirtualAccount({
        mchOrderId: staticOrderId,
        channelCode: 'BNI_VA',
        customerName: 'Budi Santoso',
        notifyUrl: receiver.url('payments'),
        remark: 'member 42',
      });
      checkEqual(created.status, 'ACTIVE', 'status');
      return passed(
        `${created.mchOrderId} ${created.status}, VA number ${created.paymentCode?.referenceNumber ?? 'not named'}`,
        created,
      );
    });
    if (sandbox) {
      await steps.run(STATIC_PAID, async () => {
        const payment = await sandbox.payStaticCode(va.mchOrderId, { amount: 75_000, appId: context.appId });
        return passed(`${payment.transactionId}, ${formatAmount(payment.amount, 'IDR')}`);
      });
    } else {
      steps.skip(STATIC_PAID, NEEDS_SANDBOX);
    }
    await steps.run('static VA payments listed', async () => {
      const payments = await client.indonesia.listStaticVirtualAccountPayments({
        mchOrderId: staticOrderId,
        startDate: context.today,
        endDate: context.today,
      });
      if (sandbox)
        checkEqual(payments.map((payment) => payment.transactionStatus).join(), 'COMPLETE', 'the statuses listed');
      return passed(`${payments.length} payment(s) on ${staticOrderId}`);
    });
    await steps.run('dynamic VA payment created', async () => {
      const payment = await client.indonesia.createDynamicVirtualAccount({
        mchOrderId: payCoolsKey(context.newId('iddva')),
        channelCode: 'ALFAMART_VA',
        amount: 50_000,
        email: 'budi@example.com',
        customerName: 'Budi Santoso',
        notifyUrl: receiver.url('payments'),
      });
      checkEqual(payment.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(
        `${payment.transactionId}, ${formatAmount(payment.transactionAmount, 'IDR')}, VA number ${payment.paymentCode?.referenceNumber ?? 'not named'}`,
      );
    });
    await steps.run('disbursement to a bank', async () => {
      const mchOrderId = payCoolsKey(context.newId('iddis'));
      const payout = await client.indonesia.createDisbursement({
        mchOrderId,
        idempotencyId: payCoolsKey(`${mchOrderId}T1`),
        amount: 10_000,
        accountNo: '8001234567',
        accountName: 'Siti Rahayu',
        payMethodCode: 'BANK',
        bankCode: 'BCA',
        disbursementType: 'BI_FAST',
      });
      check(payout.transactionStatus !== 'FAILED', 'the disbursement failed');
      return passed(
        `${payout.transactionId ?? 'no transactionId'}, ${formatAmount(10_000, 'IDR')} by BI_FAST, ${payout.transactionStatus ?? 'no status'}`,
      );
    });
  },
};
