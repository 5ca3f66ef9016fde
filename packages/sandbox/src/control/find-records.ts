import * as v from 'valibot';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import type { PaymentRecord, PayoutRecord, RefundRecord } from '../state/records.js';
import type { Store } from '../state/store.js';
import { parseInput } from './parse-input.js';
import type { RefundRef, TransactionRef } from './references.js';

const optionalString = v.optional(v.string('must be a string'));

const referenceSchema = v.object({
  id: optionalString,
  order: optionalString,
  appId: optionalString,
});

interface Reference {
  readonly id?: string | undefined;
  readonly order?: string | undefined;
  readonly appId?: string | undefined;
}

function normalize(ref: unknown, idKey: string, orderKey: string): Reference {
  if (typeof ref === 'string') return { id: ref, order: ref };
  if (typeof ref !== 'object' || ref === null) {
    throw new SandboxControlError('invalid_input', `give ${idKey} or ${orderKey}`);
  }
  const members = ref as Record<string, unknown>;
  const parsed = parseInput(referenceSchema, { id: members[idKey], order: members[orderKey], appId: members['appId'] });
  if (parsed.id === undefined && parsed.order === undefined) {
    throw new SandboxControlError('invalid_input', `give ${idKey} or ${orderKey}`);
  }
  return parsed;
}

function find<T extends { appId: string }>(
  records: Iterable<T>,
  ref: Reference,
  idOf: (record: T) => string,
  orderOf: (record: T) => string,
  what: string,
): T {
  let byOrder: T | undefined;
  for (const record of records) {
    if (ref.appId !== undefined && record.appId !== ref.appId) continue;
    if (ref.id !== undefined && idOf(record) === ref.id) return record;
    if (ref.order !== undefined && orderOf(record) === ref.order) byOrder = record;
  }
  if (byOrder) return byOrder;
  throw new SandboxControlError('not_found', `No ${what} matches ${ref.id ?? ref.order ?? ''}`);
}

/** The payment named by `ref` (the latest one when an order id has several). */
export function findPaymentRecord(store: Store, ref: TransactionRef): PaymentRecord {
  const reference = normalize(ref, 'transactionId', 'mchOrderId');
  return find(
    store.payments.values(),
    reference,
    (p) => p.transactionId,
    (p) => p.mchOrderId,
    'payment',
  );
}

/** The payout named by `ref`. */
export function findPayoutRecord(store: Store, ref: TransactionRef): PayoutRecord {
  const reference = normalize(ref, 'transactionId', 'mchOrderId');
  return find(
    store.payouts.values(),
    reference,
    (p) => p.transactionId,
    (p) => p.mchOrderId,
    'payout',
  );
}

/** The refund named by `ref`. */
export function findRefundRecord(store: Store, ref: RefundRef): RefundRecord {
  const reference = normalize(ref, 'refundTransactionId', 'mchRefundOrderId');
  return find(
    store.refunds.values(),
    reference,
    (r) => r.refundTransactionId,
    (r) => r.mchRefundOrderId,
    'refund',
  );
}
