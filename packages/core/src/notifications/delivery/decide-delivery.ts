/**
 * What reading the request showed, as {@link decideDelivery} reads it:
 * - `verified`: a notification whose signature verified and whose payload is its event's;
 * - `not-post`: another method than `POST`;
 * - `too-large`: a body over the handler's `maxBodyBytes`;
 * - `unsigned`: no signature, or one that does not verify (forged, altered, another key);
 * - `malformed`: not the raw body, not JSON, not a flat `{param, sign}`, a payload that is not its
 *   event's (a status that contradicts the event's name included), too old or dated ahead;
 * - `unreadable`: the handler could not verify it for a reason of its own (a key that cannot be used).
 */
export type Reading = 'verified' | 'not-post' | 'too-large' | 'unsigned' | 'malformed' | 'unreadable';

/**
 * How a verified notification may be proven to be the merchant's, as the handler is set up for its
 * event: by a `lookup` of its record with the gateway, by the `url` it was posted to (bound to its
 * keys), by both, or only by being listed as accepted `unconfirmed`; `none` when nothing proves it.
 */
export interface Proof {
  /** Its family documents a lookup and the handler has `confirm`. */
  readonly lookup: boolean;
  /** With `boundUrls`, for an event whose address names its keys: whether the URL carries their MAC. */
  readonly url: 'matched' | 'mismatch' | 'unbound';
  /** The handler accepts the event on its signature alone (`unconfirmed` lists it). */
  readonly unconfirmed: boolean;
  /**
   * When the lookup finds no record: another family sends the event too, documents no lookup for it,
   * and its own proof holds (its bound URL matched, or the event is listed `unconfirmed`).
   */
  readonly fallback: boolean;
}

/** Who answers a verified notification: its `listener` (or `default`), nobody, or an inquiry's listener. */
export type Route = 'listener' | 'unhandled' | 'inquiry';

/**
 * What the store answered the claim; `off` without a store; `failed` when the store threw or did not
 * answer within its share of the lease.
 */
export type ClaimFact = 'claimed' | 'processing' | 'completed' | 'off' | 'failed';

/**
 * How confirming the notification with the gateway ended: `confirmed`; refused as `not-found` or
 * `differs`; not yet, as `pending` (the record has not reached its outcome), `unavailable` (the lookup
 * failed for now or ran out of time) or `limited` (the handler's lookup limit is reached); `failed`
 * for any other failure of the lookup.
 */
export type ConfirmationFact = 'confirmed' | 'not-found' | 'differs' | 'pending' | 'unavailable' | 'limited' | 'failed';

/**
 * Whether the delivery still holds its claim just before the listener runs; `failed` when the store threw
 * or did not answer within its share of the lease.
 */
export type HeldFact = 'held' | 'lost' | 'failed';

/** How the listener ended. */
export type ListenedFact = 'resolved' | 'threw';

/**
 * Where the listener runs: in the delivery (`inline`); in a queue's worker, the delivery enqueuing a
 * job for it (`queue`, the handler has a `queue`); or here, for a `job` a worker took from the queue.
 */
export type Dispatch = 'inline' | 'queue' | 'job';

/**
 * Whether the queue holds the job now (`enqueued`), or refused or failed to take it, or did not answer
 * within its share of the lease (`failed`).
 */
export type EnqueuedFact = 'enqueued' | 'failed';

/** The facts of one delivery that {@link decideDelivery} acts on, each absent until its step ran. */
export interface DeliveryFacts {
  readonly reading?: Reading;
  readonly route?: Route;
  /** The handler acknowledges events no listener handles (`acknowledgeUnhandled`). */
  readonly acknowledgeUnhandled?: boolean;
  readonly proof?: Proof;
  readonly claim?: ClaimFact;
  readonly confirmation?: ConfirmationFact;
  readonly held?: HeldFact;
  readonly listened?: ListenedFact;
  /** Where the listener runs; `inline` when absent. */
  readonly dispatch?: Dispatch;
  readonly enqueued?: EnqueuedFact;
}

/** The steps of a delivery, each of which learns one fact. */
export type DeliveryStep = 'read' | 'route' | 'claim' | 'confirm' | 'recheck' | 'listen' | 'enqueue';

/**
 * What the delivery answers the gateway:
 * - `acknowledge`: `{"code":10000,"message":"Success"}`, HTTP 200 (its listener resolved, its job is enqueued, it
 *   was processed already, or no listener handles it and the handler acknowledges those);
 * - `reply`: an inquiry's reply, HTTP 200;
 * - `not-post` 405, `too-large` 413, `unsigned` 401, `malformed` 400: a request that is not a notification to act on;
 * - `url-mismatch` 403: posted to a URL bound to other keys;
 * - `not-confirmed` 409: the gateway holds no such record for the merchant, or one that differs;
 * - `unhandled` 501: no listener handles it; `unproven` 501: nothing can prove it is the merchant's;
 * - `busy` 503: another delivery is processing it (or took over this one's claim);
 * - `not-yet` 503: it cannot be confirmed yet (the record is pending, the lookup failed for now or is limited);
 * - `unavailable` 503: the store or the queue failed, or did not answer in time;
 * - `failed` 500: the handler failed (the verifier's key, the lookup, the listener).
 */
export type Answer =
  | 'acknowledge'
  | 'reply'
  | 'not-post'
  | 'too-large'
  | 'unsigned'
  | 'malformed'
  | 'url-mismatch'
  | 'not-confirmed'
  | 'unhandled'
  | 'unproven'
  | 'busy'
  | 'not-yet'
  | 'unavailable'
  | 'failed';

/** What happens to the delivery's claim once it answers: `complete` it, `release` it, or leave it (`keep`). */
export type ClaimAction = 'complete' | 'release' | 'keep';

/** What the delivery does next: run a step, or answer (and settle its claim). */
export type DeliveryDecision =
  | { readonly next: DeliveryStep }
  | { readonly answer: Answer; readonly claim: ClaimAction };

/** The HTTP status of each answer. */
export const answerStatus: { readonly [TAnswer in Answer]: number } = {
  acknowledge: 200,
  reply: 200,
  'not-post': 405,
  'too-large': 413,
  unsigned: 401,
  malformed: 400,
  'url-mismatch': 403,
  'not-confirmed': 409,
  unhandled: 501,
  unproven: 501,
  busy: 503,
  'not-yet': 503,
  unavailable: 503,
  failed: 500,
};

const answer = (to: Answer, claim: ClaimAction = 'keep'): DeliveryDecision => ({ answer: to, claim });

/**
 * Decides what a delivery does after each step. The rules it keeps: a listener runs only for a
 * notification that verified, that something proves to be the merchant's (its record looked up and
 * agreeing, its bound URL, or its event listed as accepted unconfirmed), whose claim the delivery took
 * and still holds just before it runs; the gateway is acknowledged only once the listener resolved, or
 * when the notification was processed already; nothing refused is looked up or claimed when a cheaper
 * check refuses it first. A job a worker took from the queue is a delivery like any other: proven and
 * confirmed again, since anyone who can write into the queue can write a job. A pure function of plain
 * data: the loop that runs a delivery asks it after every step.
 */
export function decideDelivery(facts: DeliveryFacts): DeliveryDecision {
  const { reading, route, proof } = facts;
  if (reading === undefined) return { next: 'read' };
  if (reading !== 'verified') return answer(reading === 'unreadable' ? 'failed' : reading);
  if (route === undefined || proof === undefined) return { next: 'route' };
  if (route === 'unhandled') return answer(facts.acknowledgeUnhandled === true ? 'acknowledge' : 'unhandled');
  // A URL bound to other keys refuses it before anything is claimed or looked up.
  if (proof.url === 'mismatch') return answer('url-mismatch');
  if (route === 'inquiry') {
    // An inquiry is never queued: a job holding one was not written by a handler.
    if (facts.dispatch === 'job') return answer('unproven');
    // It is answered each time it is asked, with what its listener says now: no record exists yet.
    return listened(facts, 'reply', 'keep');
  }
  if (!proof.lookup && proof.url !== 'matched' && !proof.unconfirmed) return answer('unproven');
  return claimed(facts, proof);
}

/**
 * After the notification is proven provable: its claim, its confirmation, its claim again, its listener
 * (or, with a queue, its job).
 */
function claimed(facts: DeliveryFacts, proof: Pick<Proof, 'lookup' | 'fallback'>): DeliveryDecision {
  const { claim } = facts;
  if (claim === undefined) return { next: 'claim' };
  // The claim may still land once the store answers: released by token, it never blocks a redelivery.
  if (claim === 'failed') return answer('unavailable', 'release');
  if (claim === 'completed') return answer('acknowledge');
  if (claim === 'processing') return answer('busy');
  const settle: ClaimAction = claim === 'claimed' ? 'release' : 'keep';
  if (proof.lookup) {
    const { confirmation } = facts;
    if (confirmation === undefined) return { next: 'confirm' };
    const refused = confirmations[confirmation];
    if (refused !== undefined && !(confirmation === 'not-found' && proof.fallback)) return answer(refused, settle);
  }
  if (claim === 'claimed') {
    // The lookup may have outlived the lease, or the store forgotten the claim: another delivery may hold
    // it now, and a second listener must never run beside its.
    if (facts.held === undefined) return { next: 'recheck' };
    // Released by token: a claim another delivery took is not this one's to free, and stays.
    if (facts.held === 'lost') return answer('busy', 'release');
    if (facts.held === 'failed') return answer('unavailable', 'release');
  }
  if (facts.dispatch === 'queue') return enqueued(facts, settle);
  return listened(facts, 'acknowledge', claim === 'claimed' ? 'complete' : 'keep');
}

/**
 * Hands the notification to the queue and acknowledges it once the queue holds its job; the claim is
 * released either way: the worker that runs the job claims it for itself, and a failure is delivered again.
 */
function enqueued(facts: DeliveryFacts, settle: ClaimAction): DeliveryDecision {
  if (facts.enqueued === undefined) return { next: 'enqueue' };
  return answer(facts.enqueued === 'enqueued' ? 'acknowledge' : 'unavailable', settle);
}

/** The answer of each confirmation that does not let the listener run. */
const confirmations: { readonly [TFact in ConfirmationFact]: Answer | undefined } = {
  confirmed: undefined,
  'not-found': 'not-confirmed',
  differs: 'not-confirmed',
  pending: 'not-yet',
  unavailable: 'not-yet',
  limited: 'not-yet',
  failed: 'failed',
};

/** Runs the listener, then answers `resolved` once it resolved, or fails (releasing a claim held). */
function listened(facts: DeliveryFacts, resolved: Answer, settle: ClaimAction): DeliveryDecision {
  if (facts.listened === undefined) return { next: 'listen' };
  if (facts.listened === 'resolved') return answer(resolved, settle);
  return answer('failed', settle === 'complete' ? 'release' : 'keep');
}
