import type { Operation } from './catalog.js';

/** What starting values are made of. */
export interface DefaultsContext {
  /** A fresh merchant id with `prefix`, 1–32 characters. */
  readonly newId: (prefix: string) => string;
  /** The receiver's URL for notifications of `topic`. */
  readonly notifyUrl: (topic: string) => string;
  /** Today at the gateway, `YYYY-MM-DD`. */
  readonly today: string;
}

const COUNTRY: Readonly<Record<string, string>> = { PHP: 'PH', IDR: 'ID', THB: 'TH' };
const MOBILE: Readonly<Record<string, string>> = { PHP: '09171234567', IDR: '081234567890' };
const CHANNEL: Readonly<Record<string, string>> = {
  philippines: 'PH_QRPH_DYNAMIC',
  neutral: 'PH_QRPH_DYNAMIC',
  indonesia: 'ID_BCA_VA',
  directDebit: 'PH_GCASH_DIRECT_DEBIT',
};
// Major units, as the form shows amounts.
const AMOUNT: Readonly<Record<string, string>> = { PHP: '500.10', IDR: '15000', THB: '100.00' };
const TOPIC: Readonly<Record<string, string>> = { directDebit: 'authorizations', thailand: 'static-payments' };

/**
 * Starting values for the form of `operation`, by field name: fresh merchant ids, the demo payer,
 * the console's notification URLs, today's date, a sample amount in major units. Fields it has no
 * sensible value for (the id of an earlier transaction, ...) stay empty for the page to fill.
 */
export function formDefaults(operation: Operation, context: DefaultsContext): Record<string, string> {
  const currency = operation.currency;
  const known: Record<string, string | undefined> = {
    mchOrderId: context.newId('order'),
    idempotencyId: context.newId('idem'),
    mchRefundOrderId: context.newId('refund'),
    requestId: context.newId('auth'),
    userId: 'payer-0001',
    amount: AMOUNT[currency],
    refundAmount: currency === 'IDR' ? '5000' : '100.00',
    customerName: 'Juan dela Cruz',
    email: 'juan@example.com',
    mobile: MOBILE[currency],
    channelCode: CHANNEL[operation.family],
    notifyUrl: context.notifyUrl(TOPIC[operation.family] ?? 'payments'),
    refundCallbackUrl: context.notifyUrl('refunds'),
    redirectUrl: 'https://merchant.example/return',
    countryCode: COUNTRY[currency],
    currency,
    terminalType: 'WEB',
    accountNo: '1234567890',
    accountName: 'Maria Santos',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
    transDate: context.today,
    startDate: context.today,
    endDate: context.today,
    transType: '2',
  };
  const values: Record<string, string> = {};
  for (const field of operation.fields) {
    const value = known[field.name];
    if (value === undefined) continue;
    // Optional fields start empty (not sent), except the few every real call carries.
    if (
      !field.required &&
      !['redirectUrl', 'countryCode', 'currency', 'terminalType', 'refundCallbackUrl'].includes(field.name)
    )
      continue;
    values[field.name] = value;
  }
  return values;
}
