import { CallAbortedError } from '../errors/call-aborted-error.js';
import { withExtraParams } from '../extra-params.js';
import type { Signer } from '../signing/signer.js';
import type { CallIntent, CallOptions, RetrySettings } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { AttemptMetadata } from '../types/metadata.js';
import type { AttemptReport, CallWatch } from '../types/observer.js';
import { validateParams } from '../validate-params.js';
import { type Attempt, sendAttempt } from './attempt.js';
import type { AttemptKey, AttemptTarget } from './attempt-target.js';
import { backoff, maxTimer, wait } from './backoff.js';
import { type CallRecord, startRecord, toCallMetadata } from './call-record.js';
import { type Action, decide, type Earlier, including, type PolicyKind, policyKindOf } from './decide.js';
import { closeIntent, failedOutcome, type Sent, succeededOutcome, writeAhead } from './journal.js';
import { notify } from './notify.js';
import { observe } from './observe.js';
import { outcomeUnknown } from './outcome-unknown.js';
import { freeRetry, tooManyRequests } from './paced-refusal.js';
import { failureOf, type Outcome, type SettleContext, settle } from './settle.js';
import { keyAccepted, keyOrder } from './signing-keys.js';
import type { Transport } from './transport.js';

/** An outcome that is not a success. */
type Failed = Exclude<Outcome, { kind: 'success' }>;

/** One call as its loop runs it: what every attempt and the settling of the call need. */
interface Call extends AttemptTarget, SettleContext {
  readonly transport: Transport;
  readonly endpoint: AnyEndpoint;
  readonly options: CallOptions;
  /** The validated params, as the `outcomeUnknown` hooks and recovery see them (without extra fields). */
  readonly validated: Record<string, unknown>;
  readonly policy: PolicyKind;
  readonly settings: Required<RetrySettings>;
}

/**
 * Runs a call inside the client's observers (its tracer and log), when it has any, writing what
 * happens into `record`.
 */
export function observedCall(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions,
  record: CallRecord,
): Promise<unknown> {
  const { observers } = transport;
  if (observers.length === 0) return callEndpoint(transport, endpoint, params, options, record, undefined);
  const metadata = () => toCallMetadata(record);
  return observe(observers, { endpoint, params, metadata }, (watch) =>
    callEndpoint(transport, endpoint, params, options, record, watch),
  );
}

/**
 * Runs one call: validates the params, then sends attempts until {@link decide} settles the call, and
 * resolves with the data or rejects with a typed error, following the endpoint's retry policy (see
 * `RetryPolicy`). An attempt whose signature the gateway refused is signed with the client's next key
 * and sent again as the same attempt, when {@link decide} says so; a key the gateway accepts after
 * refusing another becomes the one every attempt tries first. The one writer of the call's `record`
 * and of which key is tried first; `watch` is told of each attempt.
 */
async function callEndpoint(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions,
  record: CallRecord,
  watch: CallWatch | undefined,
): Promise<unknown> {
  try {
    const call = prepare(transport, endpoint, params, options, watch);
    // Here a money-moving call is about to send its first attempt: the journal writes its intent ahead.
    const { journal } = transport;
    const intent =
      journal && endpoint.retry !== 'read'
        ? await writeAhead(journal, endpoint, call.validated, options.extraParams, call)
        : undefined;
    let earlier: Earlier = 'none';
    let sent = 0;
    let previous: Failed | undefined;
    // Attempts refused "Too many requests" that did not count against the retry limit; the last one was.
    let spared = 0;
    let paced = false;
    // The keys this attempt may still sign with, the next first; the `param` to sign again with it.
    let keys = keyOrder(transport.keys);
    let again: string | undefined;
    for (let attempt = 1; ; ) {
      const key: AttemptKey = { signer: keys[0], param: again };
      // The first attempt, and a request signed again, are sent at once; a later attempt after its
      // backoff, unless the caller aborts it.
      const next =
        previous && again === undefined
          ? await afterBackoff(call, attempt, previous, key, paced)
          : await sendAttempt(call, attempt, key);
      const answer = 'answered' in next ? next : undefined;
      const outcome = 'answered' in next ? settle(call.endpoint, next, call) : next;
      if (mayHaveLeft(answer, outcome)) sent = attempt;
      // Under a rate limit, "Too many requests" did nothing: sent again on pace, without spending a retry.
      const refused = tooManyRequests(answer, outcome);
      if (answer?.answered) transport.rateLimit?.answered(refused ? 'refused' : 'accepted');
      const free = freeRetry(!!transport.rateLimit, refused, call.timeout, performance.now() - record.startedAt);
      const last = !free && attempt - spared > call.settings.limit;
      const action = decide({ policy: call.policy, outcome: outcome.kind, earlier, last, nextKey: keys.length > 1 });
      recordAttempt(call, record, attempt, answer, outcome, action);
      // The gateway accepted this key after refusing another: every later call tries it first.
      if (again !== undefined && keyAccepted(outcome.kind, outcome.code)) transport.keys.preferred = key.signer;
      if (action === 'resign' && answer?.answered) {
        again = answer.param;
        keys = keys.slice(1) as [Signer, ...Signer[]];
        continue;
      }
      if (action === 'retry' && outcome.kind !== 'success') {
        earlier = including(earlier, outcome.kind);
        if (free) spared += 1;
        paced = free;
        previous = outcome;
        attempt += 1;
        keys = keyOrder(transport.keys);
        again = undefined;
        continue;
      }
      // A success without a journal entry to close resolves the call as it is, without another turn.
      if (outcome.kind === 'success' && !intent) return outcome.data;
      if (action === 'recover') record.recovered = true;
      return await settleAndClose(call, intent, action, outcome, { attempts: sent, keyId: record.keyId });
    }
  } finally {
    record.endedAt = performance.now();
  }
}

/** The call's loop context: its params validated, its URL, timeout, policy and retry settings. */
function prepare(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions,
  watch: CallWatch | undefined,
): Call {
  const path = endpoint.path;
  const validated = validateParams(endpoint, params, options.formatChecks ?? transport.formatChecks);
  const sent = withExtraParams(endpoint, validated, options.extraParams);
  const { signal } = options;
  if (signal?.aborted) throw new CallAbortedError(path, { cause: signal.reason });
  const timeout = options.timeout ?? transport.timeout;
  if (timeout !== false && timeout > maxTimer)
    throw new RangeError(`The \`timeout\` option cannot be greater than ${maxTimer}`);
  return {
    transport,
    endpoint,
    options,
    validated,
    watch,
    path,
    url: transport.prefixUrl + path.slice(1),
    params: sent,
    timeout,
    signal,
    appId: transport.appId,
    policy: policyKindOf(endpoint.retry),
    settings: options.retry ? { ...transport.retrySettings, ...options.retry } : transport.retrySettings,
  };
}

/**
 * Sends attempt number `attempt` once the backoff after the previous one's `previous` outcome has
 * passed (none but a `Retry-After` when the rate limit `paced` it: its pace is the wait): the attempt,
 * or, when the caller's signal aborted the wait, the `aborted` outcome (nothing was sent).
 */
async function afterBackoff(
  call: Call,
  attempt: number,
  previous: Failed,
  key: AttemptKey,
  paced: boolean,
): Promise<Attempt | Failed> {
  const delay = paced ? (previous.retryAfter ?? 0) : backoff(call.settings, attempt - 1, previous.retryAfter);
  try {
    await wait(delay, call.signal);
  } catch (reason) {
    return { kind: 'aborted', error: new CallAbortedError(call.path, { cause: call.signal?.reason }), reason };
  }
  notify(call.transport.hooks.beforeRetry, { endpoint: call.path, attempt, error: previous.reason });
  return sendAttempt(call, attempt, key);
}

/** Whether an attempt may have left for the gateway: it was signed, and neither aborted first nor refused by us. */
function mayHaveLeft(answer: Attempt | undefined, outcome: Outcome): boolean {
  if (!answer || outcome.kind === 'aborted' || outcome.kind === 'not-sent') return false;
  return answer.answered || answer.signed;
}

/**
 * The metadata of attempt number `attempt`; none for one that was never sent because it could not be
 * signed (but one its caller aborted).
 */
function entryOf(attempt: number, answer: Attempt, outcome: Outcome): AttemptMetadata | undefined {
  const { durationMs, keyId } = answer;
  if (answer.answered)
    return { attempt, status: answer.status, code: outcome.code, durationMs, failure: undefined, keyId };
  if (outcome.kind === 'not-sent' || (!answer.signed && outcome.kind !== 'aborted')) return undefined;
  return { attempt, status: undefined, code: undefined, durationMs, failure: failureOf(outcome), keyId };
}

/**
 * Writes attempt number `attempt` (one request of it) into the call's record, and tells the call's
 * observers and the `afterResponse` hooks of it once the call decided `action`.
 */
function recordAttempt(
  call: Call,
  record: CallRecord,
  attempt: number,
  answer: Attempt | undefined,
  outcome: Outcome,
  action: Action,
): void {
  const entry = answer && entryOf(attempt, answer, outcome);
  if (entry) record.attempts.push(entry);
  if (answer?.answered) record.body = answer.body;
  if (answer?.answered || answer?.signed) record.keyId = answer.keyId;
  call.watch?.attempted?.(reportOf(attempt, entry, outcome, action));
  if (answer?.answered && entry) tellAnswer(call.transport, call.path, entry);
}

/** Tells the `afterResponse` hooks of an answered attempt. */
function tellAnswer(
  transport: Transport,
  endpoint: string,
  { attempt, status, code, durationMs }: AttemptMetadata,
): void {
  const hooks = transport.hooks.afterResponse;
  if (hooks && status !== undefined) notify(hooks, { endpoint, attempt, status, code, durationMs });
}

/** What the call's observers are told of attempt number `attempt` once the call decided `action`. */
function reportOf(
  attempt: number,
  entry: AttemptMetadata | undefined,
  outcome: Outcome,
  action: Action,
): AttemptReport {
  const failed = outcome.kind === 'success' ? undefined : outcome;
  return {
    ...(entry ?? {
      attempt,
      status: undefined,
      code: undefined,
      durationMs: 0,
      failure: failureOf(outcome),
      keyId: undefined,
    }),
    outcome: outcome.kind,
    action,
    error: failed?.error,
    reason: failed?.reason,
  };
}

/**
 * Settles the call after `outcome`, as `action` says (see {@link settleCall}); a money-moving call's
 * journal entry, when it has one, is closed with how it ended before the call settles.
 */
async function settleAndClose(
  call: Call,
  intent: CallIntent | undefined,
  action: Action,
  outcome: Outcome,
  sent: Sent,
): Promise<unknown> {
  const settled = settleCall(call, action, outcome, sent);
  const { journal } = call.transport;
  if (!journal || !intent) return settled;
  return settled.then(
    async (data) => {
      await closeIntent(journal, intent, succeededOutcome(data, sent), call);
      return data;
    },
    async (error: unknown) => {
      await closeIntent(journal, intent, failedOutcome(error, outcome.kind, sent), call);
      throw error;
    },
  );
}

/**
 * Settles the call after `outcome`, as `action` says, once `sent` was sent. Here the call's outcome is
 * known: its data, its error, or an outcome left unknown (journaled by the `outcomeUnknown` hooks
 * before the call rejects).
 */
async function settleCall(call: Call, action: Action, outcome: Outcome, sent: Sent): Promise<unknown> {
  if (outcome.kind === 'success') return outcome.data;
  if (action === 'fail') throw outcome.error;
  if (action === 'recover') return recover(call, outcome, sent);
  const { transport, endpoint, validated, options } = call;
  throw await outcomeUnknown(transport, endpoint, validated, sent, outcome.error, options.extraParams);
}

/**
 * Resolves a write that may have been committed through its endpoint's recovery lookup, which runs
 * through this same pipeline under the call's options, as a call of its own for the client's
 * observers; whatever the lookup throws ends the call in `OutcomeUnknownError`. Recovery resolves a
 * duplicate refusal (`refusal`) or a success answer it could not read (no `refusal`).
 */
async function recover(call: Call, outcome: Failed, sent: Sent): Promise<unknown> {
  const { transport, endpoint, options } = call;
  const policy = endpoint.retry;
  try {
    // Without a recovery, the outcome stays unknown.
    if (policy === 'read' || !policy.recover) throw outcome.error;
    return await policy.recover({
      params: call.validated,
      // The call's extra fields belong to the call, not to the lookup.
      call: (next: AnyEndpoint, nextParams: unknown) =>
        observedCall(transport, next, nextParams, { ...options, extraParams: undefined }, startRecord(next.path)),
      signal: options.signal,
      refusal: outcome.kind === 'duplicate' ? outcome.error : undefined,
    } as never);
  } catch (error) {
    throw await outcomeUnknown(transport, endpoint, call.validated, sent, error, options.extraParams);
  }
}
