import type { ReportRecord } from '../state/records.js';
import type { Store } from '../state/store.js';
import { formatGatewayTime, gatewayDate } from '../utils/time.js';
import type { Cell } from './xlsx.js';

const HEADER: readonly Cell[] = [
  'Transaction ID',
  'Merchant Order ID',
  'Country',
  'Currency',
  'Amount',
  'Status',
  'Create Time',
  'Return Time',
  'Channel Code',
];

interface ReportedTransaction {
  readonly appId: string;
  readonly transactionId: string;
  readonly mchOrderId: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly amount: number;
  readonly status: string;
  readonly createdAt: number;
  readonly returnedAt: number | null;
  readonly channelCode?: string;
}

/** The report's rows: a header, then the merchant's payouts or payments of that country and day (UTC+8). */
export function reportRows(store: Store, report: ReportRecord): Cell[][] {
  const source: Iterable<ReportedTransaction> =
    report.transType === 1 ? store.payouts.values() : store.payments.values();
  const rows: Cell[][] = [[...HEADER]];
  for (const transaction of source) {
    if (transaction.appId !== report.appId || transaction.countryCode !== report.countryCode) continue;
    if (gatewayDate(transaction.createdAt) !== report.transDate) continue;
    rows.push([
      transaction.transactionId,
      transaction.mchOrderId,
      transaction.countryCode,
      transaction.currency,
      transaction.amount,
      transaction.status,
      formatGatewayTime(transaction.createdAt),
      transaction.returnedAt === null ? '' : formatGatewayTime(transaction.returnedAt),
      transaction.channelCode ?? '',
    ]);
  }
  return rows;
}
