import type { ReportRecord } from '../state/records.js';
import type { Store } from '../state/store.js';
import { formatGatewayTime, gatewayDate } from '../utils/time.js';
import { type ReportAlteration, reportSettingsOf, reportState } from './report-state.js';
import type { Cell } from './xlsx.js';

/** The detail file's header: the names `@lintas/end-of-day` reads by default. */
export const DETAIL_HEADER: readonly Cell[] = [
  'Transaction ID',
  'Merchant Order ID',
  'Country',
  'Currency',
  'Amount',
  'Fee',
  'Status',
  'Transaction Time',
  'Settlement Time',
  'Channel Code',
];

/** The summary file's header. */
export const SUMMARY_HEADER: readonly Cell[] = [
  'Merchant',
  'Country',
  'Currency',
  'Total Count',
  'Total Amount',
  'Total Fee',
];

/** One settled transaction of a package. */
export interface SettledTransaction {
  readonly transactionId: string;
  readonly mchOrderId: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly amount: number;
  readonly fee: number;
  readonly status: string;
  readonly createdAt: number;
  readonly returnedAt: number;
  readonly channelCode: string;
}

/**
 * The merchant's settled (COMPLETED) payouts or payments of that country and day (UTC+8), with the
 * sandbox's fee, after the alterations a test asked for.
 */
export function settledTransactions(
  store: Store,
  report: Omit<ReportRecord, 'reportId' | 'createdAt'>,
): SettledTransaction[] {
  const { feeBasisPoints } = reportSettingsOf(store, report.appId);
  const source = report.transType === 1 ? [...store.payouts.values()] : [...store.payments.values()];
  const settled = source
    .filter((one) => one.appId === report.appId && one.countryCode === report.countryCode && one.status === 'COMPLETED')
    .filter((one) => gatewayDate(one.createdAt) === report.transDate)
    .map((one) => ({
      transactionId: one.transactionId,
      mchOrderId: one.mchOrderId,
      countryCode: one.countryCode,
      currency: one.currency,
      amount: one.amount,
      fee: Math.round((one.amount * feeBasisPoints) / 10_000),
      status: one.status,
      createdAt: one.createdAt,
      returnedAt: one.returnedAt ?? one.createdAt,
      channelCode: 'channelCode' in one ? one.channelCode : (one as { payMethodCode: string }).payMethodCode,
    }));
  const alterations = reportState(store).alterations.filter(
    (one) => one.appId === report.appId && one.transDate === report.transDate && one.transType === report.transType,
  );
  return alterations.reduce(alter, settled);
}

function alter(rows: SettledTransaction[], alteration: ReportAlteration): SettledTransaction[] {
  const by = alteration.by ?? 100;
  switch (alteration.change) {
    case 'drop-row':
      return rows.filter((row) => row.mchOrderId !== alteration.mchOrderId);
    case 'amount':
      return rows.map((row) => (row.mchOrderId === alteration.mchOrderId ? { ...row, amount: row.amount + by } : row));
    case 'fee':
      return rows.map((row) => (row.mchOrderId === alteration.mchOrderId ? { ...row, fee: row.fee + by } : row));
    case 'extra-row': {
      const like = rows[0];
      const at = like?.createdAt ?? Date.parse(`${alteration.transDate}T04:00:00Z`);
      return [
        ...rows,
        {
          transactionId: `TX${String(at).padStart(20, '9')}`,
          mchOrderId: alteration.mchOrderId ?? `unknown-${rows.length + 1}`,
          countryCode: like?.countryCode ?? 'PH',
          currency: like?.currency ?? 'PHP',
          amount: by,
          fee: 0,
          status: 'COMPLETED',
          createdAt: at,
          returnedAt: at,
          channelCode: like?.channelCode ?? '',
        },
      ];
    }
  }
}

/** The detail file's rows: its header, then one row per settled transaction. */
export function detailRows(transactions: readonly SettledTransaction[]): Cell[][] {
  return [
    [...DETAIL_HEADER],
    ...transactions.map((one) => [
      one.transactionId,
      one.mchOrderId,
      one.countryCode,
      one.currency,
      one.amount,
      one.fee,
      one.status,
      formatGatewayTime(one.createdAt),
      formatGatewayTime(one.returnedAt),
      one.channelCode,
    ]),
  ];
}

/** The summary file's rows: its header, then the day's totals. */
export function summaryRows(
  appId: string,
  report: { countryCode: string },
  transactions: readonly SettledTransaction[],
): Cell[][] {
  const currency = transactions[0]?.currency ?? '';
  const sum = (pick: (one: SettledTransaction) => number) => transactions.reduce((total, one) => total + pick(one), 0);
  return [
    [...SUMMARY_HEADER],
    [appId, report.countryCode, currency, transactions.length, sum((one) => one.amount), sum((one) => one.fee)],
  ];
}
