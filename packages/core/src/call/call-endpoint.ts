import { CallAbortedError } from '../errors/call-aborted-error.js';
import { withExtraParams } from '../extra-params.js';
import { traceAttempt, traceCall } from '../tracing/trace-call.js';
import type { CallOptions, RetrySettings } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { Transport } from '../types/transport.js';
import { validateParams } from '../validate-params.js';
import { type Attempt, type AttemptTarget, sendAttempt } from './attempt.js';
import { backoff, maxTimer, wait } from './backoff.js';
import { type CallRecord, recordAnswer, recordFailure, startRecord } from './call-record.js';
import { type Action, decide, type Earlier, including, type PolicyKind } from './decide.js';
import { closeIntent, failedOutcome, writeAhead } from './journal.js';
import { notify } from './notify.js';
import { outcomeUnknown } from './outcome-unknown.js';
import { failureOf, type Outcome, type SettleContext, settle } from './settle.js';

/** An outcome that is not a success. */
type Failed = Exclude<Outcome, { kind: 'success' }>;

/** One call as its loop runs it: what every attempt and the settling of the call need. */
interface Call extends AttemptTarget, SettleContext {
  readonly endpoint: AnyEndpoint;
  readonly options: CallOptions;
  /** The validated params, as the `outcomeUnknown` hooks and recovery see them (without extra fields). */
  readonly validated: Record<string, unknown>;
  readonly policy: PolicyKind;
  readonly settings: Required<RetrySettings>;
  readonly record: CallRecord | undefined;
}

/**
 * Runs one call: validates the params, then sends attempts until {@link decide} settles the call, and
 * resolves with the data or rejects with a typed error, following the endpoint's retry policy (see
 * `RetryPolicy`). `record`, when given, keeps what happened for the call's metadata.
 */
export async function callEndpoint(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions = {},
  record?: CallRecord,
): Promise<unknown> {
  const path = endpoint.path;
  const validated = validateParams(endpoint, params, options.formatChecks ?? transport.formatChecks);
  const sent = withExtraParams(endpoint, validated, options.extraParams);
  const { signal } = options;
  if (signal?.aborted) throw new CallAbortedError(path, { cause: signal.reason });
  const timeout = options.timeout ?? transport.timeout;
  if (timeout !== false && timeout > maxTimer)
    throw new RangeError(`The \`timeout\` option cannot be greater than ${maxTimer}`);
  const policy = endpoint.retry;
  const call: Call = {
    transport,
    endpoint,
    options,
    validated,
    record,
    path,
    url: transport.prefixUrl + path.slice(1),
    params: sent,
    timeout,
    signal,
    appId: transport.appId,
    policy: policy === 'read' ? 'read' : policy.recover ? 'recoverable' : 'write',
    settings: options.retry ? { ...transport.retrySettings, ...options.retry } : transport.retrySettings,
  };
  // Here a money-moving call is about to send its first attempt: the journal writes its intent ahead.
  const { journal } = transport;
  const intent = await writeAhead(journal, endpoint, validated);
  let earlier: Earlier = 'none';
  let attempts = 0;
  let previous: Outcome | undefined;
  for (let attempt = 1; ; attempt++) {
    const outcome = await nextAttempt(call, attempt, previous);
    if (outcome.kind !== 'aborted' && outcome.kind !== 'not-sent') attempts = attempt;
    const action = decide({ policy: call.policy, outcome: outcome.kind, earlier, last: attempt > call.settings.limit });
    traceAttempt(record, attempt, outcome.kind, outcome.kind === 'success' ? undefined : outcome.error, action);
    if (action === 'retry') {
      earlier = including(earlier, outcome.kind);
      previous = outcome;
      continue;
    }
    const settled = settleCall(call, action, outcome, attempts);
    if (!journal || !intent) return settled;
    // Here the call's outcome is known: its entry is closed with it before the call settles.
    return settled.then(
      async (data) => {
        await closeIntent(journal, intent, { status: 'succeeded', attempts, data });
        return data;
      },
      async (error: unknown) => {
        await closeIntent(journal, intent, failedOutcome(error, outcome.kind, attempts));
        throw error;
      },
    );
  }
}

/**
 * Sends attempt number `attempt`: after the previous one's backoff, when there was one (an abort of
 * the caller's signal while waiting is the outcome then), and records and reports its answer.
 */
async function nextAttempt(call: Call, attempt: number, previous: Outcome | undefined): Promise<Outcome> {
  if (previous && previous.kind !== 'success') {
    try {
      await wait(backoff(call.settings, attempt - 1, previous.retryAfter), call.signal);
    } catch (reason) {
      return { kind: 'aborted', error: new CallAbortedError(call.path, { cause: call.signal?.reason }), reason };
    }
    notify(call.transport.hooks.beforeRetry, { endpoint: call.path, attempt, error: previous.reason });
  }
  const sent = await sendAttempt(call, attempt);
  const outcome = settle(call.endpoint, sent, call);
  observe(call, attempt, sent, outcome);
  return outcome;
}

/** Records an attempt for the call's metadata, and tells the `afterResponse` observers of its answer. */
function observe(call: Call, attempt: number, sent: Attempt, outcome: Outcome): void {
  if (!sent.answered) {
    if (outcome.kind !== 'not-sent') recordFailure(call.record, attempt, sent.durationMs, failureOf(outcome));
    return;
  }
  const event = {
    endpoint: call.path,
    attempt,
    status: sent.status,
    code: outcome.code,
    durationMs: sent.durationMs,
  };
  recordAnswer(call.record, event, sent.body);
  notify(call.transport.hooks.afterResponse, event);
}

/**
 * Settles the call after `outcome`, as `action` says; `sent` attempts were sent. Here the call's
 * outcome is known: its data, its error, or an outcome left unknown (journaled by the `outcomeUnknown`
 * hooks before the call rejects).
 */
async function settleCall(call: Call, action: Action, outcome: Outcome, sent: number): Promise<unknown> {
  if (outcome.kind === 'success') return outcome.data;
  if (action === 'fail') throw outcome.error;
  if (action === 'recover') return recover(call, outcome, sent);
  throw await outcomeUnknown(call.transport, call.endpoint, call.validated, sent, outcome.error);
}

/**
 * Resolves a write that may have been committed through its endpoint's recovery lookup, which runs
 * through this same pipeline under the call's options; whatever the lookup throws ends the call in
 * `OutcomeUnknownError`. Recovery resolves a duplicate refusal (`refusal`) or a success answer it
 * could not read (no `refusal`).
 */
async function recover(call: Call, outcome: Failed, sent: number): Promise<unknown> {
  const { transport, endpoint, options, record } = call;
  const policy = endpoint.retry;
  if (record) record.recovered = true;
  try {
    // Without a recovery, the outcome stays unknown.
    if (policy === 'read' || !policy.recover) throw outcome.error;
    return await policy.recover({
      params: call.validated,
      // The call's extra fields belong to the call, not to the lookup.
      call: (next: AnyEndpoint, nextParams: unknown) =>
        lookUp(transport, next, nextParams, { ...options, extraParams: undefined }),
      signal: options.signal,
      refusal: outcome.kind === 'duplicate' ? outcome.error : undefined,
    } as never);
  } catch (error) {
    throw await outcomeUnknown(transport, endpoint, call.validated, sent, error);
  }
}

/** Runs a recovery lookup: in a span of its own under the call's, when the client has a `tracer`. */
function lookUp(transport: Transport, endpoint: AnyEndpoint, params: unknown, options: CallOptions): Promise<unknown> {
  const { tracer } = transport;
  if (!tracer) return callEndpoint(transport, endpoint, params, options);
  const record = startRecord(endpoint.path);
  return traceCall(tracer, endpoint, params, record, () => callEndpoint(transport, endpoint, params, options, record));
}
