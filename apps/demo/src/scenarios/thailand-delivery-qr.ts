import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'delivery paid by scanning the code';

/** A BluePay J&T cash-on-delivery QR code for two parcels: created, looked up, paid on delivery, listed by parcel. */
export const thailandDeliveryQrScenario: Scenario = {
  family: 'thailand',
  async run(context: DemoContext, steps: Steps) {
    const { client, sandbox } = context;
    const id = (prefix: string) => context.newId(prefix).replace(/[^A-Za-z0-9]/g, '');
    const mchOrderId = id('jtqr');
    const parcels = [
      { subOrderId: id('parcel'), amount: 50_000, regionNo: 'BKK01', branchNo: 'BR0042', courierNo: 'C7781' },
      { subOrderId: id('parcel'), amount: 25_000, regionNo: 'BKK01', branchNo: 'BR0042', courierNo: 'C7781' },
    ];
    const code = await steps.run('cash-on-delivery QR code created', async () => {
      const created = await client.thailand.createCashOnDeliveryQrCode({
        mchOrderId,
        channelCode: 'THAI_DYNAMIC_QR',
        amount: 75_000,
        notifyUrl: context.receiver.url('payments'),
        items: parcels,
        remark: 'two parcels',
      });
      return passed(
        `${mchOrderId}, ${formatAmount(75_000, 'THB')} for 2 parcels, ${created.qrStatus ?? 'no qrStatus'}`,
        created,
      );
    });
    await steps.run('code looked up', async () => {
      const detail = await client.thailand.queryCashOnDeliveryQrCode({ mchOrderId });
      checkEqual(detail.items?.length, 2, 'the parcels of the code');
      return passed(`${detail.qrCodeId ?? mchOrderId}: ${detail.transactionStatus ?? 'no status'}`);
    });
    if (sandbox && code.transactionId) {
      const { transactionId } = code;
      await steps.run(PAID, async () => {
        await sandbox.completePayment({ transactionId });
        return passed(`${transactionId} COMPLETED`);
      });
    } else {
      steps.skip(PAID, NEEDS_SANDBOX);
    }
    await steps.run('payment listed by its parcel', async () => {
      const payments = await client.thailand.listCashOnDeliveryQrPayments({
        subOrderId: parcels[1]?.subOrderId ?? '',
        startDate: context.today,
        endDate: context.today,
      });
      checkEqual(payments.length, 1, 'the number of payments listed');
      if (sandbox) checkEqual(payments[0]?.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${payments.length} payment, ${formatAmount(payments[0]?.totalAmount ?? 0, 'THB')}`);
    });
  },
};
