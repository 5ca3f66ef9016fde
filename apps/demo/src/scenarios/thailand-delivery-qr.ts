import { type DemoContext, NEEDS_SANDBOX, type Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const PAID = 'delivery paid by scanning the code';

/**
 * A BluePay J&T cash-on-delivery QR code for two parcels: created, looked up, paid on delivery, listed by
 * parcel; then a ticket about the payment, which the gateway's support closes.
 */
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
    await ticketSteps(context, steps, mchOrderId);
  },
};

/** A ticket about the code's payment: opened, closed by the gateway's support (notified), looked up. */
async function ticketSteps(context: DemoContext, steps: Steps, mchOrderId: string): Promise<void> {
  const { client, sandbox } = context;
  const id = (prefix: string) => context.newId(prefix).replace(/[^A-Za-z0-9]/g, '');
  const ticket = await steps.run('ticket opened about the payment', async () => {
    const opened = await client.thailand.createTicket({
      requestId: id('ticket'),
      mchOrderId,
      amount: 75_000,
      ticketType: 1,
      payerType: 2,
      courierMobile: '0891234567',
      payerMobile: '0812345678',
      transactionDate: context.today,
      notifyUrl: context.receiver.url('tickets'),
      problemDescription: 'The recipient paid on delivery; the courier app still shows the parcel unpaid.',
      proofImage: ['bluepay/onboard/extern/receipt-parcel-2.jpg'],
    });
    return passed(`ticket ${opened.ticketNo}`, opened);
  });
  if (sandbox) {
    await steps.run('ticket closed by support', async () => {
      await sandbox.decideTicket({
        ticketNo: ticket.ticketNo,
        ticketStatus: 'CLOSED',
        transactionStatus: 'COMPLETED',
      });
      return passed(`${ticket.ticketNo} CLOSED, notified as ticket.status.closed`);
    });
  } else {
    steps.skip('ticket closed by support', NEEDS_SANDBOX);
  }
  await steps.run('ticket looked up', async () => {
    const found = await client.thailand.queryTicket({ ticketNo: ticket.ticketNo });
    if (sandbox) checkEqual(found.ticketStatus, 'CLOSED', 'ticketStatus');
    return passed(`${found.ticketNo}: ${found.ticketStatus}, transaction ${found.transactionStatus ?? 'unknown'}`);
  });
}
