/** The kind of record an event is sent for, and the move that sends it. */
export interface TriggerPlan {
  readonly kind: 'payment' | 'payout' | 'refund';
  readonly move: 'complete' | 'fail';
}

/**
 * The events `trigger` can cause, each with the move of the record that sends it (the same move a payer
 * or a channel makes, so the notification is the one the gateway sends for it).
 */
export const TRIGGERABLE_EVENTS: Readonly<Record<string, TriggerPlan>> = {
  'payment.success': { kind: 'payment', move: 'complete' },
  'payment.failed': { kind: 'payment', move: 'fail' },
  'direct.debit.success': { kind: 'payment', move: 'complete' },
  'direct.debit.failed': { kind: 'payment', move: 'fail' },
  'disbursement.success': { kind: 'payout', move: 'complete' },
  'disbursement.failed': { kind: 'payout', move: 'fail' },
  'payment.refund.success': { kind: 'refund', move: 'complete' },
  'payment.refund.failed': { kind: 'refund', move: 'fail' },
};

/** The plan of `eventName`; `undefined` for an event `trigger` cannot cause. */
export function triggerPlan(eventName: string): TriggerPlan | undefined {
  return Object.hasOwn(TRIGGERABLE_EVENTS, eventName) ? TRIGGERABLE_EVENTS[eventName] : undefined;
}

/** A record `trigger` may move: its order id, its status and when it was made. */
export interface TriggerCandidate {
  readonly order: string;
  readonly status: string;
  readonly createdAt: number;
}

/**
 * The order id to move: the one asked for, else the newest PENDING candidate (the one a tester just
 * made); `undefined` when none is pending.
 */
export function triggerTarget(asked: string | undefined, candidates: readonly TriggerCandidate[]): string | undefined {
  if (asked !== undefined) return asked;
  let newest: TriggerCandidate | undefined;
  for (const candidate of candidates)
    if (candidate.status === 'PENDING' && (!newest || candidate.createdAt >= newest.createdAt)) newest = candidate;
  return newest?.order;
}
