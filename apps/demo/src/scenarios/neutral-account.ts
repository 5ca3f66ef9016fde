import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phBankPayout } from './payer.js';

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // an .xlsx file is a ZIP archive
const PAYOUT_COMPLETED = 'payout status COMPLETED';

/** The account: balance, the day's transaction report (an .xlsx behind a signed URL), payout status. */
export const neutralAccount: Scenario = {
  family: 'neutral',
  async run(context: DemoContext, steps: Steps) {
    const { client } = context;
    await steps.run('balance', async () => {
      const balance = await client.neutral.queryBalance({ countryCode: 'PH' });
      return passed(`PH balance ${balance.balance}${balance.currency ? ` ${balance.currency}` : ''}`);
    });

    await steps.run('payment report downloaded (xlsx)', async () => {
      const { downloadUrl } = await client.neutral.downloadReport({
        countryCode: 'PH',
        transDate: context.today,
        transType: 2,
      });
      const response = await fetch(downloadUrl);
      check(response.ok, `GET of the report URL answered HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      check(
        XLSX_MAGIC.every((byte, index) => bytes[index] === byte),
        'the report is not an xlsx (ZIP) file',
      );
      const type = response.headers.get('content-type') ?? 'no content type';
      return passed(`${context.today}, ${bytes.byteLength} bytes, ${type}`);
    });

    const mchOrderId = context.newId('stat');
    const amount = 15_000;
    await steps.run('payout status PENDING', async () => {
      await client.philippines.createPayout(phBankPayout(mchOrderId, amount));
      const payout = await client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' });
      checkEqual(payout.transactionStatus, 'PENDING', 'transactionStatus');
      return passed(`${payout.transactionId}, ${formatAmount(payout.amount, 'PHP')}, ${payout.transactionStatus}`);
    });
    const sandbox = sandboxOrSkip(context, steps, [PAYOUT_COMPLETED]);
    if (!sandbox) return;
    await steps.run(PAYOUT_COMPLETED, async () => {
      await sandbox.completePayout({ mchOrderId, appId: context.appId });
      const payout = await client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' });
      checkEqual(payout.transactionStatus, 'COMPLETED', 'transactionStatus');
      return passed(`${payout.transactionId} ${payout.transactionStatus}`);
    });
  },
};
