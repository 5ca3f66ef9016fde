import type { DeliveryTrace } from '../../tracing/trace-delivery.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyKnownNotification, AnyNotification, Notification } from '../notification.js';
import type { NotificationErrorStage } from '../notification-handler-options.js';
import { type DeliveryDecision, type DeliveryFacts, type DeliveryStep, decideDelivery } from './decide-delivery.js';
import { claimDelivery, recheckClaim, settleClaim } from './delivery-claim.js';
import { deliveryResponse } from './delivery-response.js';
import type { DeliveryContext, DeliverySetup, Listener } from './delivery-setup.js';
import { readDelivery } from './read-delivery.js';
import { routeDelivery } from './route-delivery.js';

/** What a delivery learnt besides its facts: the notification, its listener, its record, its reply. */
interface Learnt {
  readonly notification?: AnyNotification;
  readonly definition?: AnyNotificationDefinition | undefined;
  readonly listener?: Listener;
  /** The gateway's record, once a lookup confirmed the notification. */
  readonly record?: unknown;
  /** What the listener returned (an inquiry's reply). */
  readonly reply?: unknown;
  /** The error that refused or failed the delivery, for its answer. */
  readonly error?: unknown;
}

/** What one step learnt, and the failure to report, if any. */
interface StepResult {
  readonly facts: DeliveryFacts;
  readonly learnt?: Learnt;
  readonly failure?: { readonly error: unknown; readonly stage: NotificationErrorStage };
}

/**
 * Runs one delivery: asks {@link decideDelivery} what to do, runs that step, adds what it learnt to the
 * delivery's facts, and asks again, until the decision is an answer; then settles the claim as the
 * answer says and answers the gateway. Its state is its own locals.
 */
export async function deliver(
  request: Request,
  setup: DeliverySetup,
  trace: DeliveryTrace | undefined,
): Promise<Response> {
  let facts: DeliveryFacts = { acknowledgeUnhandled: setup.acknowledgeUnhandled };
  let delivery: DeliveryContext = { request, token: crypto.randomUUID(), trace };
  let learnt: Learnt = {};
  for (;;) {
    const decision = decideDelivery(facts);
    if ('answer' in decision) return answer(decision, facts, delivery, learnt, setup);
    const step = await runStep(decision.next, facts, delivery, learnt, setup);
    facts = { ...facts, ...step.facts };
    learnt = { ...learnt, ...step.learnt };
    if (step.learnt?.notification !== undefined) delivery = { ...delivery, notification: step.learnt.notification };
    if (step.failure !== undefined) {
      learnt = { ...learnt, error: step.failure.error };
      setup.report(step.failure.error, step.failure.stage, delivery);
    }
  }
}

/** Runs `step` of the delivery. */
async function runStep(
  step: DeliveryStep,
  facts: DeliveryFacts,
  delivery: DeliveryContext,
  learnt: Learnt,
  setup: DeliverySetup,
): Promise<StepResult> {
  const { notification, definition } = learnt;
  const key = notification?.key ?? '';
  switch (step) {
    case 'read': {
      const read = await readDelivery(delivery.request, setup);
      if (read.notification !== undefined) delivery.trace?.verified(read.notification as Notification);
      const failure = read.error === undefined ? undefined : { error: read.error, stage: 'verification' as const };
      return { facts: { reading: read.reading }, learnt: read, ...(failure && { failure }) };
    }
    case 'route': {
      const routed = await routeDelivery(delivery.request, notification as AnyNotification, definition, setup);
      const stage = routed.route === 'unhandled' ? 'unhandled' : 'confirmation';
      const learntListener = routed.listener === undefined ? {} : { listener: routed.listener };
      if (routed.route === 'unhandled') delivery.trace?.listened('unhandled');
      const failure =
        routed.error === undefined ? undefined : { error: routed.error, stage: stage as NotificationErrorStage };
      return {
        facts: { route: routed.route, proof: routed.proof },
        learnt: learntListener,
        ...(failure && { failure }),
      };
    }
    case 'claim': {
      const claimed = await claimDelivery(setup.store, key, delivery.token, setup.leaseMs);
      if (claimed.fact !== 'failed') delivery.trace?.claimed(dedupe[claimed.fact]);
      return storeStep({ claim: claimed.fact }, claimed.error);
    }
    case 'confirm':
      return confirmStep(notification as AnyNotification, setup, facts.proof?.fallback === true);
    case 'recheck': {
      const held = await recheckClaim(setup.store, key, delivery.token, setup.leaseMs);
      return storeStep({ held: held.fact }, held.error);
    }
    case 'listen':
      return listenStep(delivery, learnt);
  }
}

const dedupe = { claimed: 'first', completed: 'duplicate', processing: 'in-progress', off: 'off' } as const;

function storeStep(facts: DeliveryFacts, error: unknown): StepResult {
  return error === undefined ? { facts } : { facts, failure: { error, stage: 'store' } };
}

/**
 * Confirms the notification with the gateway, through the handler's lookups. With a `fallback` (another
 * family that sends the event without a lookup accepts it), a record no lookup finds is no refusal.
 */
async function confirmStep(
  notification: AnyNotification,
  setup: DeliverySetup,
  fallback: boolean,
): Promise<StepResult> {
  const definitions = setup.catalog.get(notification.eventName) ?? [];
  const confirmer = setup.confirmer;
  if (confirmer === undefined) return { facts: { confirmation: 'failed' } };
  const confirmation = await setup.lookups.confirm(notification, definitions, confirmer);
  if (confirmation.fact === 'confirmed')
    return { facts: { confirmation: 'confirmed' }, learnt: { record: confirmation.record } };
  if (confirmation.fact === 'not-found' && fallback) return { facts: { confirmation: 'not-found' } };
  return { facts: { confirmation: confirmation.fact }, failure: { error: confirmation.error, stage: 'confirmation' } };
}

/** Runs the listener with the notification (and its record, once confirmed). */
async function listenStep(delivery: DeliveryContext, learnt: Learnt): Promise<StepResult> {
  const notification = learnt.notification as AnyNotification;
  const received =
    'record' in learnt ? { ...(notification as AnyKnownNotification), record: learnt.record } : notification;
  try {
    const reply = await (learnt.listener as Listener)(received, { request: delivery.request });
    return { facts: { listened: 'resolved' }, learnt: { reply } };
  } catch (error) {
    return { facts: { listened: 'threw' }, failure: { error, stage: 'listener' } };
  }
}

/** Settles the claim as the decision says, and answers the gateway. */
async function answer(
  decision: Extract<DeliveryDecision, { answer: unknown }>,
  facts: DeliveryFacts,
  delivery: DeliveryContext,
  learnt: Learnt,
  setup: DeliverySetup,
): Promise<Response> {
  if (facts.listened === 'resolved' && facts.route !== 'inquiry') delivery.trace?.listened('acknowledged');
  const key = learnt.notification?.key ?? '';
  const storeError = await settleClaim(setup.store, key, delivery.token, decision.claim);
  if (storeError !== undefined) setup.report(storeError, 'store', delivery);
  return deliveryResponse(decision.answer, {
    error: learnt.error,
    reply: learnt.reply,
    eventName: learnt.notification?.eventName,
    maxBodyBytes: setup.maxBodyBytes,
  });
}
