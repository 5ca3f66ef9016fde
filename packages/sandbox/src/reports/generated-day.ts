import { formatGatewayTime } from '../utils/time.js';
import type { SettledTransaction } from './report-rows.js';

/**
 * The share of a generated day's rows that drift from the transactions behind them, each a fraction
 * from 0 to 1 (rows are picked evenly through the day).
 */
export interface GeneratedMix {
  /** Rows whose amount is one minor unit more than the transaction's. */
  readonly amountDiffers?: number;
  /** Transactions left out of the package. */
  readonly leftOut?: number;
  /** Rows of transactions that do not exist (order ids `extra-...`), added to the package. */
  readonly extra?: number;
}

/** A day of settled transactions made up from their index, as many as asked, with no store behind them. */
export interface GeneratedDayOptions {
  /** Transactions of the day. */
  readonly rows: number;
  /** The transaction date, `yyyy-MM-dd` (gateway time, UTC+8). */
  readonly date: string;
  /** `2` payments (the default) or `1` payouts. */
  readonly transType?: 1 | 2;
  /** Default `PH`. */
  readonly countryCode?: string;
  /** Default `PHP`. */
  readonly currency?: string;
  /** The fee, in basis points of each amount. Default 0. */
  readonly feeBasisPoints?: number;
  /** The prefix of the order ids: `order-` gives `order-000000001`. */
  readonly orderPrefix?: string;
  readonly mix?: GeneratedMix;
}

const channels = ['PH_GCASH_URL', 'PH_QRPH_DYNAMIC', 'PH_MAYA_URL', 'BANK'];

/** Whether row `index` is among `share` of the rows, picked evenly. */
const picked = (index: number, share: number | undefined): boolean =>
  share !== undefined && share > 0 && index % Math.max(1, Math.round(1 / share)) === 0;

/** The transaction of index `index` of a generated day: what the merchant's call made. */
export function generatedTransaction(index: number, options: GeneratedDayOptions): SettledTransaction {
  const start = Date.parse(`${options.date}T00:00:00+08:00`);
  const amount = 1_000 + ((index * 7_919) % 500_000);
  const createdAt = start + Math.floor((index / Math.max(options.rows, 1)) * 86_000_000);
  return {
    transactionId: `TX${String(start / 1000 + index).padStart(20, '0')}`,
    mchOrderId: `${options.orderPrefix ?? 'order-'}${String(index).padStart(9, '0')}`,
    countryCode: options.countryCode ?? 'PH',
    currency: options.currency ?? 'PHP',
    amount,
    fee: Math.round((amount * (options.feeBasisPoints ?? 0)) / 10_000),
    status: 'COMPLETED',
    createdAt,
    returnedAt: createdAt + 60_000,
    channelCode: channels[index % channels.length] as string,
  };
}

/** The rows of the day's package, in order: each transaction as the mix alters it, then the extra rows. */
export function* generatedRows(options: GeneratedDayOptions): Generator<SettledTransaction> {
  const mix = options.mix ?? {};
  let extra = 0;
  for (let index = 0; index < options.rows; index++) {
    const transaction = generatedTransaction(index, options);
    if (picked(index, mix.extra)) extra += 1;
    if (picked(index + 1, mix.leftOut)) continue;
    yield picked(index + 2, mix.amountDiffers) ? { ...transaction, amount: transaction.amount + 1 } : transaction;
  }
  for (let index = 0; index < extra; index++) {
    const like = generatedTransaction(options.rows + index, options);
    yield { ...like, mchOrderId: `extra-${String(index).padStart(9, '0')}` };
  }
}

/** A row of the detail file, its amounts in `unit`. */
export function generatedDetailRow(one: SettledTransaction, unit: 'minor' | 'major'): (string | number)[] {
  const money = (value: number) => (unit === 'minor' ? value : majorUnits(value, one.currency));
  return [
    one.transactionId,
    one.mchOrderId,
    one.countryCode,
    one.currency,
    money(one.amount),
    money(one.fee),
    one.status,
    formatGatewayTime(one.createdAt),
    formatGatewayTime(one.returnedAt),
    one.channelCode,
  ];
}

/** Minor units written in major units, as a spreadsheet shows them (`50010` PHP is `500.10`; IDR has no decimals). */
export function majorUnits(minor: number, currency: string): string {
  if (currency === 'IDR') return String(minor);
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
