import { type DayLine, reconcileDay } from '@lintas/end-of-day';
import * as openpgp from 'openpgp';
import { demoPlugins } from '../families.js';
import type { SandboxDriver } from '../sandbox-driver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phWalletPayment } from './payer.js';

const SETTLED = 'two payments settled';
const NOTIFIED = 'Settlement Notification V2 received';
const MATCHED = "the day's package matched with the journal";
const DRIFT = 'a package that drifted: every difference found';

/**
 * End of day (https://jtdocs.bluepay.asia/en/SettleNotificationV2.html,
 * https://jtdocs.bluepay.asia/en/ReportDownload.html): the merchant registers an OpenPGP key for its
 * packages, two payments settle, the V2 notification names the day, and `reconcileDay` downloads,
 * decrypts and matches the day's package with the client's journal; then the sandbox alters the package
 * (an amount, a row left out) and both are found. The sandbox plays the gateway's side, so against a
 * real gateway every step is skipped (register your key with the gateway, then run `reconcileDay`).
 */
export const endOfDayScenario: Scenario = {
  family: 'end of day',
  async run(context: DemoContext, steps: Steps) {
    const sandbox = sandboxOrSkip(context, steps, [SETTLED, NOTIFIED, MATCHED, DRIFT]);
    if (!sandbox) return;
    const keys = await openpgp.generateKey({ userIDs: [{ name: 'demo merchant' }], format: 'armored' });
    const orders: string[] = [];
    await steps.run(SETTLED, async () => {
      await sandbox.setReportSettings({
        appId: context.appId,
        publicKey: keys.publicKey,
        settlementNotifyUrl: context.receiver.url('settlements'),
      });
      for (const amount of [12_000, 34_550]) {
        const mchOrderId = context.newId('eod');
        const payment = await context.client.neutral.createPayment(
          phWalletPayment(mchOrderId, amount, context.receiver.url('payments')),
        );
        await sandbox.completePayment({ transactionId: payment.transactionId });
        orders.push(mchOrderId);
      }
      return passed(`${orders.join(', ')} COMPLETED, journaled when they were created`);
    });

    await steps.run(NOTIFIED, async () => {
      const since = Date.now();
      await sandbox.settleDay({ appId: context.appId, countryCode: 'PH', transDate: context.today });
      await sandbox.notificationsIdle();
      const v2 = context.receiver.received.find(
        (notification) =>
          notification.at >= since &&
          notification.eventName === 'settle.payment.success' &&
          Array.isArray(notification.payload.settlementDetailList),
      );
      check(v2 !== undefined, 'no settle.payment.success V2 reached the receiver');
      const [detail] = v2.payload.settlementDetailList as { settlementDate: string; transDateList: string[] }[];
      checkEqual(detail?.transDateList.join(','), context.today, 'transDateList');
      return passed(`settlement date ${detail?.settlementDate}: transaction dates ${detail?.transDateList.join(', ')}`);
    });

    await steps.run(MATCHED, async () => {
      const day = await reconcile(context, keys.privateKey);
      const lines = orders.map((order) => lineOf(day.lines, order));
      checkEqual(lines.map((line) => line?.kind).join(','), 'matched,matched', 'the lines of the two payments');
      const total = lines.reduce((sum, line) => sum + (line?.row?.amount ?? 0), 0);
      return passed(
        `${day.detailFile}: ${day.counts.matched} matched (these two: ${formatAmount(total, 'PHP')}), summary ${day.summary.checked ? 'checked' : 'not checked'}`,
      );
    });

    await steps.run(DRIFT, async () => {
      const [raised = '', dropped = ''] = orders;
      const change = { appId: context.appId, transDate: context.today, transType: 2 as const };
      await alter(sandbox, [
        { ...change, change: 'amount', mchOrderId: raised, by: 100 },
        { ...change, change: 'drop-row', mchOrderId: dropped },
      ]);
      try {
        const day = await reconcile(context, keys.privateKey);
        checkEqual(lineOf(day.lines, raised)?.kind, 'differs', `the line of ${raised}`);
        checkEqual(lineOf(day.lines, dropped)?.kind, 'missing-in-report', `the line of ${dropped}`);
        const amount = lineOf(day.lines, raised)?.differences?.[0];
        return passed(
          `${raised}: amount ${amount?.report} in the package, ${amount?.journal} journaled; ${dropped}: missing from the package (the gateway shows it COMPLETED)`,
        );
      } finally {
        await sandbox.clearReportAlterations();
      }
    });
  },
};

/** The day reconciled, with every line of it (the result holds only those that are not matched). */
async function reconcile(context: DemoContext, privateKey: string) {
  const lines: DayLine[] = [];
  const day = await reconcileDay({
    client: context.client,
    journal: context.journal,
    endpoints: demoPlugins,
    date: context.today,
    countryCode: 'PH',
    transType: 2,
    privateKey,
    // The sandbox writes amounts in minor units, as the API does: whole numbers read both ways without it.
    amountUnit: 'minor',
    onLine: (line) => void lines.push(line),
  });
  return { ...day, lines };
}

const lineOf = (lines: readonly DayLine[], mchOrderId: string): DayLine | undefined =>
  lines.find((line) => line.row?.mchOrderId === mchOrderId || line.entry?.keys.mchOrderId === mchOrderId);

async function alter(sandbox: SandboxDriver, alterations: Parameters<SandboxDriver['alterReport']>[0][]) {
  for (const alteration of alterations) await sandbox.alterReport(alteration);
}
