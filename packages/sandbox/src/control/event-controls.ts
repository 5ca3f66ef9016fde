import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { completePayment, failPayment } from '../lifecycle/payment-transitions.js';
import { completePayout, failPayout } from '../lifecycle/payout-transitions.js';
import { completeRefund, failRefund } from '../lifecycle/refund-transitions.js';
import { type LogPage, logEventsAfter, parseLogCursor } from '../logging/log-events.js';
import { findPaymentRecord, findPayoutRecord, findRefundRecord } from './find-records.js';
import { parseInput } from './parse-input.js';
import type { TransactionRef } from './references.js';
import { TRIGGERABLE_EVENTS, type TriggerPlan, triggerPlan, triggerTarget } from './trigger-plan.js';

/** Which part of the log to read. */
export interface LogQuery {
  /** The `cursor` a previous read answered; from the beginning when absent. */
  readonly after?: string;
  /** Only the events holding this text (case-insensitive): a path, an order id, an event name, a fault. */
  readonly filter?: string;
  /** When nothing matches yet, wait up to this long (at most 25 s) for something that does: a long-poll. */
  readonly waitMs?: number;
}

/** An event to cause, on a record named by its order id or the newest pending one of its kind. */
export interface TriggerInput {
  readonly eventName: string;
  /** The record's `mchOrderId` (`mchRefundOrderId` for a refund event); the newest PENDING one when absent. */
  readonly mchOrderId?: string;
  readonly appId?: string;
}

/** What `triggerEvent` moved. */
export interface Triggered {
  readonly eventName: string;
  readonly kind: TriggerPlan['kind'];
  readonly mchOrderId: string;
  readonly status: string;
}

/** The log read and followed, notifications forwarded, events caused: what the `lintas-sandbox` verbs call. */
export interface EventControls {
  /** The requests (answers, faults) and delivery attempts after a cursor, oldest first; long-polls with `waitMs`. */
  events(query?: LogQuery): Promise<LogPage>;
  /** Delivers notification `id`, as sent, to another URL (`lintas-sandbox listen --forward-to`). */
  forwardNotification(input: { readonly id: string; readonly url: string }): {
    readonly id: string;
    readonly url: string;
    readonly eventName: string;
  };
  /** Causes `eventName` by moving its record as a payer or a channel would: its notification is sent. */
  triggerEvent(input: TriggerInput): Triggered;
  /** PENDING → FAILED as a payment the payer never paid: `payment.failed`, "Expired: ...". */
  expirePayment(ref: TransactionRef): ReturnType<typeof failPayment>;
}

/** The longest a read of the log waits for an event. */
export const MAX_LOG_WAIT_MS = 25_000;

const querySchema = v.object({
  after: v.optional(v.string()),
  filter: v.optional(v.string()),
  waitMs: v.optional(v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0 or more'))),
});
const forwardSchema = v.object({
  id: v.pipe(v.string('must be a notification id'), v.minLength(1, 'must be a notification id')),
  url: v.pipe(v.string('must be an http(s) URL'), v.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')),
});
const triggerSchema = v.object({
  eventName: v.string('must be an event name'),
  mchOrderId: v.optional(v.string('must be a string')),
  appId: v.optional(v.string('must be a string')),
});

function move(sandbox: SandboxContext, plan: TriggerPlan, order: string, appId: string | undefined) {
  const { store } = sandbox;
  if (plan.kind === 'refund') {
    const refund = findRefundRecord(store, { mchRefundOrderId: order, ...(appId ? { appId } : {}) });
    return plan.move === 'complete' ? completeRefund(sandbox, refund) : failRefund(sandbox, refund);
  }
  const ref = { mchOrderId: order, ...(appId ? { appId } : {}) };
  if (plan.kind === 'payout') {
    const payout = findPayoutRecord(store, ref);
    return plan.move === 'complete' ? completePayout(sandbox, payout) : failPayout(sandbox, payout);
  }
  const payment = findPaymentRecord(store, ref);
  return plan.move === 'complete' ? completePayment(sandbox, payment) : failPayment(sandbox, payment);
}

function candidates(sandbox: SandboxContext, plan: TriggerPlan, appId: string | undefined) {
  const { store } = sandbox;
  const mine = <T extends { appId: string }>(records: Iterable<T>) =>
    [...records].filter((record) => appId === undefined || record.appId === appId);
  if (plan.kind === 'refund')
    return mine(store.refunds.values()).map((r) => ({
      order: r.mchRefundOrderId,
      status: r.status,
      createdAt: r.createdAt,
    }));
  const records = plan.kind === 'payout' ? store.payouts.values() : store.payments.values();
  return mine<{ appId: string; mchOrderId: string; status: string; createdAt: number }>(records).map((r) => ({
    order: r.mchOrderId,
    status: r.status,
    createdAt: r.createdAt,
  }));
}

/** The event controls of a sandbox. */
export function eventControls(sandbox: SandboxContext): EventControls {
  return {
    async events(query = {}) {
      const parsed = parseInput(querySchema, query);
      const cursor = parseLogCursor(parsed.after);
      const deadline = Date.now() + Math.min(parsed.waitMs ?? 0, MAX_LOG_WAIT_MS);
      let page = logEventsAfter(sandbox.requests.list(), sandbox.notifier.deliveries(), cursor, parsed.filter);
      // Events that do not match move the cursor on, so the wait continues from past them.
      while (page.events.length === 0 && Date.now() < deadline && !sandbox.logChanges.closed) {
        await sandbox.logChanges.next(deadline - Date.now());
        const next = parseLogCursor(page.cursor);
        page = logEventsAfter(sandbox.requests.list(), sandbox.notifier.deliveries(), next, parsed.filter);
      }
      return page;
    },
    forwardNotification(input) {
      const parsed = parseInput(forwardSchema, input);
      const forwarded = sandbox.notifier.forward(parsed.id, parsed.url);
      if (!forwarded) throw new SandboxControlError('not_found', `No notification has id ${parsed.id}`);
      return forwarded;
    },
    triggerEvent(input) {
      const parsed = parseInput(triggerSchema, input);
      const plan = triggerPlan(parsed.eventName);
      if (!plan)
        throw new SandboxControlError(
          'invalid_input',
          `eventName ${parsed.eventName} cannot be triggered: give one of ${Object.keys(TRIGGERABLE_EVENTS).join(', ')}`,
        );
      const order = triggerTarget(parsed.mchOrderId, candidates(sandbox, plan, parsed.appId));
      if (order === undefined)
        throw new SandboxControlError(
          'not_found',
          `No PENDING ${plan.kind} to send ${parsed.eventName} for: create one, or name it with mchOrderId`,
        );
      const record = move(sandbox, plan, order, parsed.appId);
      return { eventName: parsed.eventName, kind: plan.kind, mchOrderId: order, status: record.status };
    },
    expirePayment: (ref) =>
      structuredClone(
        failPayment(sandbox, findPaymentRecord(sandbox.store, ref), {
          failedMessage: 'Expired: the payer did not pay in time',
        }),
      ),
  };
}
