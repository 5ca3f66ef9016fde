import type { JournalStatus } from './reconciliation-journal.js';

/** What {@link nextStep} is decided from: an entry as a run left it, and what its operation is. */
export interface NextStepFacts {
  readonly status: JournalStatus;
  /** Another account's entry, or one journaled before entries named their account: listed, not settled. */
  readonly account?: 'other' | 'unnamed' | undefined;
  /** The account of another account's entry. */
  readonly appId?: string | undefined;
  /** Whether a re-drive this run did not allow would settle it. */
  readonly wouldResend?: boolean;
  /** What the payer of a payment pays with (`payData`, ...): the operation asks a payer to pay. */
  readonly payerNeeds?: readonly string[] | undefined;
  /** What the gateway holds, when it holds it. */
  readonly record?: unknown;
  /** The params nothing confirmed. */
  readonly unconfirmed?: readonly string[] | undefined;
}

/** Statuses of a payment that say it was paid, or that it is over unpaid. */
const paid = new Set(['COMPLETED', 'COMPLETE', 'SUCCESS', 'PAID']);
const over = new Set(['FAILED', 'CLOSED', 'EXPIRED', 'CANCEL', 'CANCELLED']);

/** A record's own status, as the gateway names it (`transactionStatus` or `status`). */
function statusOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { transactionStatus, status } = record as { transactionStatus?: unknown; status?: unknown };
  const value = transactionStatus ?? status;
  return typeof value === 'string' ? value.toUpperCase() : undefined;
}

/**
 * What the merchant does now with an entry a reconcile run listed, in plain words: a pure function of
 * the entry's status, whose it is, and, for a payment the gateway holds, its status and whether it holds
 * what the payer pays with (a payment whose answer was lost: the payer never got it from the call).
 */
export function nextStep(facts: NextStepFacts): string {
  if (facts.account === 'other')
    return `another merchant account's (appId ${facts.appId ?? ''}): reconcile it with that account's client; it was not looked up under this one`;
  if (facts.account === 'unnamed')
    return 'journaled before entries named their account: give it its account (migrateRedisJournal or migratePostgresJournal), then reconcile again';
  switch (facts.status) {
    case 'committed':
      return facts.payerNeeds === undefined ? madeStep(facts) : paymentStep(facts, facts.payerNeeds);
    case 'not-committed':
      return 'not made, nothing moved: make it again only if your application still wants it, with the same keys';
    case 'abandoned':
      return 'nobody can use what was made, and nothing moved: make it again, if your application still wants it, under new keys';
    case 'unknown':
      return 'a person checks it with the gateway, in its dashboard, by its keys: the note says why';
    case 'failed':
      return 'its caller was told it failed: nothing moved';
    default:
      return facts.wouldResend === true
        ? 'not settled: allow re-drive (reconcile({ reDrive: true }), lintas reconcile --re-drive) to send it again with the same keys, or check it by hand'
        : 'not settled yet: reconcile again later';
  }
}

/** A committed operation that asks no payer to pay. */
function madeStep({ unconfirmed }: NextStepFacts): string {
  return unconfirmed === undefined || unconfirmed.length === 0
    ? 'made: mark it done'
    : `made: mark it done; nothing confirms ${unconfirmed.join(', ')}: check them in the dashboard if they matter`;
}

/** A payment the gateway holds, whose answer was lost: paid, over, or waiting for a payer who never got it. */
function paymentStep(facts: NextStepFacts, payerNeeds: readonly string[]): string {
  const status = statusOf(facts.record);
  if (status !== undefined && paid.has(status)) return 'paid: fulfil the order (its notification comes too)';
  if (status !== undefined && over.has(status))
    return 'not paid, and it is over: create a new order under a new mchOrderId if it is still wanted';
  const record = (facts.record ?? {}) as Readonly<Record<string, unknown>>;
  const held = payerNeeds.filter((name) => record[name] !== undefined && record[name] !== null);
  if (held.length > 0)
    return `not paid yet: give the payer its ${held.join(', ')} (in the record) and wait for its notification, or close it (neutral.closePayment) and create a new order under a new mchOrderId`;
  return `not paid yet, and the payer never got its ${payerNeeds.join(', ')}: close it (neutral.closePayment) and create a new order under a new mchOrderId; if your application did give it to the payer, wait for its notification instead`;
}
