// For the console's page: which earlier record a form's id fields name. Imports nothing that needs Node.
import type { TransactionRow } from './api-types.js';
import { countryOf } from './money.js';

/** The form a prefill is for: its operation and the country it is about. */
export interface PrefillTarget {
  readonly family: string;
  readonly name: string;
  /** The form's country (`PH`, ...): its `countryCode` field, else its family's. */
  readonly country: string;
  /** The form's fields, in order, and whether each is required. */
  readonly fields: readonly { readonly name: string; readonly required: boolean }[];
}

/** What the form's id fields start with, and, when no record fits, why they are empty and what makes one. */
export interface Prefill {
  readonly values: Readonly<Record<string, string>>;
  readonly missing?: string;
}

type Kind = TransactionRow['kind'];

/** A field that names a record: of which kind, which of its ids, and which of its states. */
interface Wanted {
  readonly kind: Kind;
  readonly take: (row: TransactionRow) => string;
  readonly usable: (row: TransactionRow, rows: readonly TransactionRow[]) => boolean;
  /** What the reader does to make one, e.g. `create one with philippines.createPayment`. */
  readonly hint: string;
}

const any = () => true;
const id = (row: TransactionRow) => row.id;
const reference = (row: TransactionRow) => row.reference;

/** What is left to refund of a paid payment, in minor units: nothing while one of its refunds is pending. */
export function refundable(payment: TransactionRow, rows: readonly TransactionRow[]): number {
  if (payment.kind !== 'payment' || payment.status !== 'COMPLETED') return 0;
  const refunds = rows.filter((row) => row.kind === 'refund' && row.of === payment.id);
  if (refunds.some((refund) => refund.status === 'PENDING')) return 0;
  const refunded = refunds
    .filter((refund) => refund.status !== 'FAILED')
    .reduce((sum, refund) => sum + (refund.amount ?? 0), 0);
  return (payment.amount ?? 0) - refunded;
}

/** Which payments an operation of `family` can name: those its own create made, where that matters. */
const SOURCES: Readonly<Record<string, readonly string[]>> = {
  directDebit: ['direct-debit'],
};

/** The kind of record an operation's `transactionId` or `mchOrderId` names: a payout's for payout queries. */
function ownKind(name: string): Kind {
  return /payout|disburse/i.test(name) ? 'payout' : 'payment';
}

/**
 * Operations that name what one other operation made, and which one: a static code's cancel names the
 * code its create made, a SNAP status check the ATM code (the QRIS is another site's). Their forms
 * take the ids of that operation's last call, whatever the transaction list holds.
 */
export const MADE_BY: Readonly<Record<string, string>> = {
  'philippines.cancelStaticCode': 'philippines.createStaticCode',
  'thailand.queryCashOnDeliveryQrCode': 'thailand.createCashOnDeliveryQrCode',
  'thailand.queryTicket': 'thailand.createTicket',
  'neutral.queryCheckout': 'neutral.createCheckout',
  'snap.queryPaymentStatus': 'snap.createAtmQrCode',
};

/** The fields {@link prefillFromRecords} fills: the ids of the records the transaction list holds. */
export const RECORD_FIELDS: readonly string[] = [
  'originalTransactionId',
  'transactionId',
  'mchOrderId',
  'refundTransactionId',
  'mchRefundOrderId',
  'payToken',
];

function wantedFor(target: PrefillTarget, field: string): Wanted | undefined {
  const kind = ownKind(target.name);
  const make = kind === 'payout' ? 'send a payout first' : 'create a payment first';
  switch (field) {
    case 'originalTransactionId':
      // A list of refunds names a payment that has some; a refund, one with money left to give back.
      if (target.name === 'listRefunds')
        return {
          kind: 'payment',
          take: id,
          usable: (row, rows) => rows.some((refund) => refund.kind === 'refund' && refund.of === row.id),
          hint: 'ask for a refund first (neutral.createRefund)',
        };
      return {
        kind: 'payment',
        take: id,
        usable: (row, rows) => refundable(row, rows) > 0,
        hint: "a paid payment is refunded: create a payment, then play the payer's Pay on its row",
      };
    case 'transactionId':
    case 'mchOrderId': {
      const take = field === 'transactionId' ? id : reference;
      // Only a payment still pending can be closed.
      if (target.name === 'closePayment')
        return {
          kind,
          take,
          usable: (row) => row.status === 'PENDING',
          hint: 'a pending payment is closed: create a payment first',
        };
      return { kind, take, usable: any, hint: make };
    }
    case 'refundTransactionId':
      return { kind: 'refund', take: id, usable: any, hint: 'ask for a refund first (neutral.createRefund)' };
    case 'mchRefundOrderId':
      return { kind: 'refund', take: reference, usable: any, hint: 'ask for a refund first (neutral.createRefund)' };
    case 'payToken':
      return {
        kind: 'token',
        take: id,
        usable: (row) => row.status === 'ACTIVED',
        hint: "a payer's approval makes a token: directDebit.createAuthorizationUrl, then Approve on its row",
      };
    default:
      return undefined;
  }
}

/** Whether `row` is a record of the form's country, and, for a family that serves only its own, of its family. */
function fits(target: PrefillTarget, row: TransactionRow): boolean {
  const sources = SOURCES[target.family];
  if (sources && row.kind === 'payment' && !sources.includes(row.source ?? '')) return false;
  return row.currency === undefined || countryOf(row.currency) === target.country;
}

/**
 * The ids a form starts with, each from the newest record of the kind its field names (a payout
 * query's from a payout, a refund's `originalTransactionId` from a payment with money left to refund),
 * of the form's country; `rows` newest first. Required fields each take one; of the optional ones only
 * the first that has a record, where params name one record by any of several ids ("exactly one of
 * mchOrderId or transactionId"). A field no record fits stays empty, and `missing` says what makes one.
 * Fields that name no record of the list (a checkout, a split payment) are not this function's.
 */
export function prefillFromRecords(target: PrefillTarget, rows: readonly TransactionRow[]): Prefill {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  let optionalFilled = false;
  for (const field of target.fields) {
    const wanted = wantedFor(target, field.name);
    if (!wanted || (!field.required && optionalFilled)) continue;
    const row = rows.find(
      (candidate) => candidate.kind === wanted.kind && fits(target, candidate) && wanted.usable(candidate, rows),
    );
    if (row) {
      values[field.name] = wanted.take(row);
      if (!field.required) optionalFilled = true;
    } else if (field.required) missing.push(`${field.name}: ${wanted.hint}`);
  }
  const optionalWanted = target.fields.filter((field) => !field.required && wantedFor(target, field.name));
  if (
    !optionalFilled &&
    optionalWanted.length > 0 &&
    !target.fields.some((field) => field.required && wantedFor(target, field.name))
  )
    missing.push(
      `${optionalWanted.map((field) => field.name).join(' or ')}: ${wantedFor(target, optionalWanted[0]?.name ?? '')?.hint ?? ''}`,
    );
  return missing.length === 0
    ? { values }
    : { values, missing: `No ${target.country} record to name yet. ${missing.join('; ')}.` };
}

/** A record a field may name, as a picker offers it: the value, and what the record is. */
export interface RecordChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * The records `field` of the form may name, newest first, each as the value the field takes (its id,
 * or its merchant reference for `mchOrderId`): the same records {@link prefillFromRecords} picks the
 * newest of. Empty for a field that names no record of the list.
 */
export function recordChoices(target: PrefillTarget, field: string, rows: readonly TransactionRow[]): RecordChoice[] {
  const wanted = wantedFor(target, field);
  if (!wanted) return [];
  return rows
    .filter((row) => row.kind === wanted.kind && fits(target, row) && wanted.usable(row, rows))
    .map((row) => ({
      value: wanted.take(row),
      label: `${row.kind} ${row.status}${row.id === wanted.take(row) ? '' : ` · ${row.id}`}`,
    }));
}
