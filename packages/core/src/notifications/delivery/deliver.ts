import type { DeliveryTrace } from '../../tracing/trace-delivery.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyKnownNotification, AnyNotification, Notification } from '../notification.js';
import type { NotificationErrorStage } from '../notification-handler-options.js';
import type { NotificationJob, NotificationJobResult } from '../notification-queue.js';
import {
  type DeliveryDecision,
  type DeliveryFacts,
  type DeliveryStep,
  decideDelivery,
  type Proof,
  type Route,
} from './decide-delivery.js';
import { claimDelivery, recheckClaim, settleClaim, storeTimeoutMs } from './delivery-claim.js';
import { completionShare } from './delivery-defaults.js';
import { deliveryResponse } from './delivery-response.js';
import type { DeliveryContext, DeliverySetup, Listener } from './delivery-setup.js';
import { inTime } from './in-time.js';
import { jobResult } from './job-result.js';
import { jobOf, jobRequest, readJob } from './job-steps.js';
import { keepEvidence } from './keep-evidence.js';
import { type ReadRequest, readDelivery } from './read-delivery.js';
import { routeDelivery } from './route-delivery.js';

/** What a delivery learnt besides its facts: the notification, its listener, its record, its reply. */
interface Learnt extends Pick<ReadRequest, 'body' | 'headers'> {
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

/** How a delivery ended: its answer, and all it learnt on the way. */
interface Ended {
  readonly decision: Extract<DeliveryDecision, { answer: unknown }>;
  readonly facts: DeliveryFacts;
  readonly delivery: DeliveryContext;
  readonly learnt: Learnt;
}

/**
 * Runs one delivery of the gateway's: the listener runs in it, or (with a queue) its job is enqueued;
 * then settles the claim as the answer says and answers the gateway.
 */
export async function deliver(
  request: Request,
  setup: DeliverySetup,
  trace: DeliveryTrace | undefined,
): Promise<Response> {
  const dispatch = setup.queue === undefined ? 'inline' : 'queue';
  const facts: DeliveryFacts = { acknowledgeUnhandled: setup.acknowledgeUnhandled, dispatch };
  const ended = await run(facts, { request, token: crypto.randomUUID(), trace }, setup);
  const { decision, delivery, learnt } = ended;
  if (ended.facts.listened === 'resolved' && ended.facts.route !== 'inquiry') delivery.trace?.listened('acknowledged');
  if (ended.facts.enqueued === 'enqueued') delivery.trace?.listened('enqueued');
  await settle(ended, setup);
  const respond = setup.protocol?.answer ?? deliveryResponse;
  return respond(decision.answer, {
    error: learnt.error,
    reply: learnt.reply,
    eventName: learnt.notification?.eventName,
    maxBodyBytes: setup.maxBodyBytes,
  });
}

/**
 * Runs one job a worker took from the queue as the delivery it stands for: its request rebuilt from it,
 * read, verified and proven again (a job is a delivery, not a verdict: anyone who can write into the
 * queue can write one), claimed, its listener run; then settles the claim and tells the worker what to
 * do with the job.
 */
export async function deliverJob(
  job: NotificationJob,
  setup: DeliverySetup,
  trace: DeliveryTrace | undefined,
): Promise<NotificationJobResult> {
  const request = jobRequest(job);
  if (!(request instanceof Request)) {
    setup.report(request, 'verification', { request: new Request('http://localhost/'), token: '', trace });
    return { outcome: 'refused', error: request };
  }
  const facts: DeliveryFacts = { acknowledgeUnhandled: setup.acknowledgeUnhandled, dispatch: 'job' };
  const ended = await run(facts, { request, token: crypto.randomUUID(), trace, job }, setup);
  if (ended.facts.listened === 'resolved') ended.delivery.trace?.listened('acknowledged');
  await settle(ended, setup, setup.leaseMs * completionShare);
  return jobResult(ended.decision.answer, ended.facts.listened, ended.learnt.error);
}

/**
 * The loop of a delivery: asks {@link decideDelivery} what to do, runs that step, adds what it learnt to
 * the delivery's facts, and asks again, until the decision is an answer. Its state is its own locals.
 */
async function run(start: DeliveryFacts, context: DeliveryContext, setup: DeliverySetup): Promise<Ended> {
  let facts = start;
  let delivery = context;
  let learnt: Learnt = {};
  for (;;) {
    const decision = decideDelivery(facts);
    if ('answer' in decision) return { decision, facts, delivery, learnt };
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
      const read =
        delivery.job === undefined
          ? await readDelivery(delivery.request, setup)
          : await readJob(delivery.request, delivery.job, setup);
      if (read.notification !== undefined) delivery.trace?.verified(read.notification as Notification);
      const failure = read.error === undefined ? undefined : { error: read.error, stage: 'verification' as const };
      return { facts: { reading: read.reading }, learnt: read, ...(failure && { failure }) };
    }
    case 'route':
      return routed(
        await routeDelivery(delivery.request, notification as AnyNotification, definition, setup),
        delivery,
      );
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
    case 'enqueue':
      return enqueueStep(delivery, learnt, setup);
  }
}

/** What routing the notification learnt: its route and proof, its listener, and why not, if refused. */
function routed(
  routing: { readonly route: Route; readonly proof?: Proof; readonly listener?: Listener; readonly error?: unknown },
  delivery: DeliveryContext,
): StepResult {
  const stage = routing.route === 'unhandled' ? 'unhandled' : 'confirmation';
  if (routing.route === 'unhandled') delivery.trace?.listened('unhandled');
  return {
    facts: { route: routing.route, ...(routing.proof && { proof: routing.proof }) },
    learnt: routing.listener === undefined ? {} : { listener: routing.listener },
    ...(routing.error !== undefined && { failure: { error: routing.error, stage } }),
  };
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
  if (confirmation.fact === 'confirmed') {
    // Confirmed: what it names is kept for reconcile() before anything acts on it, or it is delivered again.
    const unkept = await keepEvidence(setup, notification, confirmation.record);
    if (unkept !== undefined)
      return { facts: { confirmation: 'unavailable' }, failure: { error: unkept, stage: 'store' } };
    return { facts: { confirmation: 'confirmed' }, learnt: { record: confirmation.record } };
  }
  if (confirmation.fact === 'not-found' && fallback) return { facts: { confirmation: 'not-found' } };
  return { facts: { confirmation: confirmation.fact }, failure: { error: confirmation.error, stage: 'confirmation' } };
}

/** Runs the listener with the notification (and its record, once confirmed). */
async function listenStep(delivery: DeliveryContext, learnt: Learnt): Promise<StepResult> {
  const notification = learnt.notification as AnyNotification;
  const received =
    'record' in learnt ? { ...(notification as AnyKnownNotification), record: learnt.record } : notification;
  try {
    const context =
      delivery.job === undefined ? { request: delivery.request } : { request: delivery.request, job: delivery.job };
    const reply = await (learnt.listener as Listener)(received, context);
    return { facts: { listened: 'resolved' }, learnt: { reply } };
  } catch (error) {
    return { facts: { listened: 'threw' }, failure: { error, stage: 'listener' } };
  }
}

/**
 * Hands the notification to the queue, as a job a worker runs with its listener: the body as received,
 * which the worker reads again as this delivery did. A queue that does not answer within its share of
 * the lease is answered 503; the job it may still add is run once, under its claim.
 */
async function enqueueStep(delivery: DeliveryContext, learnt: Learnt, setup: DeliverySetup): Promise<StepResult> {
  const job = jobOf(delivery.request, learnt.notification as AnyNotification, learnt);
  const queue = setup.queue;
  try {
    if (queue !== undefined) await inTime('enqueue', storeTimeoutMs(setup.leaseMs), () => queue.enqueue(job));
    return { facts: { enqueued: 'enqueued' } };
  } catch (error) {
    return { facts: { enqueued: 'failed' }, failure: { error, stage: 'queue' } };
  }
}

/**
 * Completes or releases the claim as the delivery's answer says; a store that fails is reported. With
 * `retryMs`, a completion that failed is tried again until that long passed: a job whose listener ran
 * but whose claim was never completed would run again once its claim lapsed (the queue's own retry, or
 * a worker that finds the job stalled), and the gateway is no longer there to be acknowledged instead.
 */
async function settle({ decision, delivery, learnt }: Ended, setup: DeliverySetup, retryMs = 0): Promise<void> {
  const key = learnt.notification?.key ?? '';
  const deadline = Date.now() + retryMs;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
    const storeError = await settleClaim(setup.store, key, delivery.token, decision.claim, setup.leaseMs);
    if (storeError === undefined) return;
    if (decision.claim !== 'complete' || Date.now() + wait > deadline) {
      setup.report(storeError, 'store', delivery);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
