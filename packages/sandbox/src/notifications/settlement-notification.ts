import type { SandboxContext } from '../context.js';
import { settledTransactions } from '../reports/report-rows.js';
import { reportSettingsOf } from '../reports/report-state.js';
import { formatGatewayTime } from '../utils/time.js';

/** A settlement date to notify. */
export interface SettlementInput {
  readonly appId: string;
  readonly countryCode: string;
  /** The transaction date settled, `yyyy-MM-dd`. */
  readonly transDate: string;
  /** The settlement date, `yyyy-MM-dd`; default the day after `transDate`. */
  readonly settlementDate?: string;
  /** Which notifications: V2 (once for the date, the default), V1 (one per settled payment), or both. */
  readonly versions?: readonly (1 | 2)[];
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Sends `settle.payment.success` to the merchant's settlement notification URL: V2 once for the
 * settlement date (https://jtdocs.bluepay.asia/en/SettleNotificationV2.html), and V1 once per settled
 * payment of the transaction date (https://jtdocs.bluepay.asia/en/SettleNotification.html). Answers the
 * ids of the notifications queued; none when the merchant set no URL.
 */
export function notifySettlement(sandbox: SandboxContext, input: SettlementInput): string[] {
  const settings = reportSettingsOf(sandbox.store, input.appId);
  const url = settings.settlementNotifyUrl;
  if (url === null) return [];
  const settlementDate = input.settlementDate ?? nextDay(input.transDate);
  const versions = input.versions ?? [2];
  const sent: string[] = [];
  if (versions.includes(1)) {
    const report = {
      appId: input.appId,
      countryCode: input.countryCode,
      transDate: input.transDate,
      transType: 2 as const,
    };
    for (const one of settledTransactions(sandbox.store, report))
      sent.push(
        sandbox.notifier.send(url, 'settle.payment.success', {
          channelCode: one.channelCode,
          mchOrderId: one.mchOrderId,
          transactionId: one.transactionId,
          amount: one.amount,
          fee: one.fee,
          projectType: 'PPCASH',
          settledReturnTime: formatGatewayTime(sandbox.now()),
          remark: '',
        }),
      );
  }
  if (versions.includes(2))
    sent.push(
      sandbox.notifier.send(url, 'settle.payment.success', {
        countryCode: input.countryCode,
        settlementDetailList: [{ appId: input.appId, settlementDate, transDateList: [input.transDate] }],
        notifyTime: formatGatewayTime(sandbox.now()),
      }),
    );
  return sent;
}
