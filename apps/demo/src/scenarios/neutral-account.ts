import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phBankPayout } from './payer.js';

const PAYOUT_COMPLETED = 'payout status COMPLETED';

/** The account: balance, the day's reconciliation package (a .zip.gpg behind a signed URL), payout status. */
export const neutralAccount: Scenario = {
  family: 'neutral',
  async run(context: DemoContext, steps: Steps) {
    const { client } = context;
    await steps.run('balance', async () => {
      const balance = await client.neutral.queryBalance({ countryCode: 'PH' });
      return passed(`PH balance ${balance.balance}${balance.currency ? ` ${balance.currency}` : ''}`);
    });

    await steps.run('payment report package URL', async () => {
      const { downloadUrl } = await client.neutral.downloadReport({
        countryCode: 'PH',
        transDate: context.today,
        transType: 2,
      });
      // https://jtdocs.bluepay.asia/en/ReportDownload.html: the URL of a GPG-encrypted zip (.zip.gpg). The
      // end-of-day scenario downloads, decrypts and matches it.
      const { pathname } = new URL(downloadUrl);
      check(pathname.endsWith('.zip.gpg'), `the report URL is not a .zip.gpg package: ${pathname}`);
      return passed(`${context.today}, ${pathname.split('/').at(-1) ?? ''}`);
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
