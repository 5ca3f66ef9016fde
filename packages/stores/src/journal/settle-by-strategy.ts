import {
  type AnyEndpoint,
  type CallOptions,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordNotFoundError,
  type NotificationEvidence,
  type NotificationStrategy,
  type ProbeStrategy,
  type RecoverContext,
  type ReDriveStrategy,
} from '@lintas/core';
import type { OneLookup, StrategyOutcome } from './decide-settlement.js';
import { journalDefaults } from './journal-options.js';
import { withDeadline } from './journal-timeout-error.js';
import { messageOf } from './journal-write.js';
import type { NotificationEvidenceReader } from './notification-evidence.js';
import type { JournalEntry } from './reconciliation-journal.js';
import { extraFields, isUnreachable, runStatusCheck, type StatusCheckContext } from './status-check.js';

/** What a settlement strategy runs with: a status check's context, and what the run allows and reads. */
export interface StrategyContext extends StatusCheckContext {
  /** Whether this run may send a journaled request again (`reconcile({ reDrive: true })`). */
  readonly reDrive: boolean;
  /** The notification store whose kept evidence settles an operation by its notification. */
  readonly notifications: NotificationEvidenceReader | undefined;
}

/** What a strategy learnt: what the settlement decision weighs. */
export type Learnt = OneLookup | StrategyOutcome;

/**
 * Learns what became of `entry`'s operation through `endpoint`: by the settlement strategy it declares
 * (an operation no status check finds, though its `recover` may resolve a refusal, as a deletion's does),
 * else by its status check; `no-endpoint` without an endpoint, `no-lookup` when it has neither.
 */
export function learn(
  context: StrategyContext,
  entry: JournalEntry,
  endpoint: AnyEndpoint | undefined,
): Promise<Learnt> {
  const policy = endpoint?.retry;
  if (endpoint !== undefined && policy !== 'read' && policy?.settlement !== undefined)
    return runStrategy(context, entry, endpoint);
  return runStatusCheck(context, entry, endpoint);
}

/**
 * Runs the settlement strategy `endpoint` declares for `entry` (see `SettlementStrategy` of
 * `@lintas/core`), and says what it learnt; `no-lookup` when it declares none.
 */
export async function runStrategy(
  context: StrategyContext,
  entry: JournalEntry,
  endpoint: AnyEndpoint,
): Promise<Learnt> {
  const settlement = endpoint.retry === 'read' ? undefined : endpoint.retry.settlement;
  switch (settlement?.strategy) {
    case undefined:
      return { kind: 'no-lookup' };
    case 're-drive':
      return reDrive(context, entry, endpoint, settlement);
    case 'probe':
      return probe(context, entry, settlement);
    case 'notification':
      return byNotification(context, entry, settlement);
    case 'unreachable':
      return { kind: 'reached-nobody', reason: settlement.reason };
  }
}

/** The params and fields a refusal or a notification does not show: every param but `shown`, and the extra fields. */
const unshown = (entry: JournalEntry, shown: readonly string[], besides: readonly string[] = []) => [
  ...Object.keys(entry.params).filter((name) => !shown.includes(name)),
  ...besides,
  ...extraFields(entry),
];

/** Sends the journaled request again, params and `extraParams`, with the same keys, when the run allows it. */
async function reDrive(
  context: StrategyContext,
  entry: JournalEntry,
  endpoint: AnyEndpoint,
  strategy: ReDriveStrategy,
): Promise<Learnt> {
  const keys = Object.entries(entry.keys)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(', ');
  if (!context.reDrive)
    return {
      kind: 'would-resend',
      why: `no status check finds it; sent again with the same keys (${keys}) it would be made, or refused as already made (${strategy.committedCodes.join(', ')})`,
    };
  const options: CallOptions = {
    ...(context.signal && { signal: context.signal }),
    ...(entry.extraParams && { extraParams: entry.extraParams }),
  };
  try {
    return { kind: 'resent', record: await context.client.call(endpoint, entry.params as never, options) };
  } catch (error) {
    context.signal?.throwIfAborted();
    if (isGatewayError(error) && strategy.committedCodes.includes(error.code)) {
      const shown = Object.keys(entry.keys);
      const record = { ...entry.keys };
      return {
        kind: 'proven',
        message: `${error.code}`,
        record,
        unconfirmed: unshown(entry, shown, strategy.unconfirmed),
      };
    }
    if (isGatewayError(error) && strategy.absentCodes?.includes(error.code))
      return { kind: 'not-found', message: `sent again, refused as nothing under these keys (${error.code})` };
    return failedCall(error, 'sent again with the same keys');
  }
}

/** Runs the harmless probe: found, the operation existed (and the probe did what it costs). */
async function probe(context: StrategyContext, entry: JournalEntry, strategy: ProbeStrategy<never>): Promise<Learnt> {
  const callOptions: CallOptions = context.signal ? { signal: context.signal } : {};
  const probeContext: RecoverContext<Readonly<Record<string, unknown>>> = {
    params: entry.params,
    call: (next, params) => context.client.call(next, params, callOptions) as never,
    signal: context.signal,
    refusal: undefined,
  };
  try {
    const record = await (
      strategy.probe as (context: RecoverContext<Readonly<Record<string, unknown>>>) => Promise<unknown>
    )(probeContext);
    return { kind: 'probed', record, cost: strategy.cost };
  } catch (error) {
    context.signal?.throwIfAborted();
    if (isRecordNotFoundError(error)) return { kind: 'not-found', message: error.message };
    if (isGatewayError(error) && context.notFoundCodes.includes(error.code))
      return { kind: 'not-found', message: `the probe found nothing (${error.code})` };
    return failedCall(error, 'probed');
  }
}

/** Looks for a confirmed notification the store kept that names the entry's keys; none: nobody was reached. */
async function byNotification(
  context: StrategyContext,
  entry: JournalEntry,
  strategy: NotificationStrategy<Readonly<Record<string, unknown>>>,
): Promise<Learnt> {
  const reader = context.notifications;
  const appId = entry.appId;
  if (reader === undefined || appId === undefined) return { kind: 'no-notifications', events: strategy.events };
  for (const [member, param] of Object.entries(strategy.match)) {
    const value = entry.params[param];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    let found: NotificationEvidence | undefined;
    try {
      const query = { appId, member, value: String(value), events: strategy.events };
      // A store that does not answer leaves the entry for the next run, as a lookup that failed.
      [found] = await withDeadline(reader.findEvidence(query), {
        store: 'the notification store',
        timeoutMs: evidenceTimeoutMs,
        signal: context.signal,
        what: `the evidence of ${member} ${query.value}`,
      });
    } catch (error) {
      context.signal?.throwIfAborted();
      return { kind: 'unreachable', message: `the notification store could not be read: ${messageOf(error)}` };
    }
    if (found !== undefined)
      return {
        kind: 'notified',
        eventName: found.eventName,
        record: found.record,
        unconfirmed: unshown(entry, Object.values(strategy.match)),
      };
  }
  return { kind: 'reached-nobody', reason: strategy.otherwise };
}

/** How long the notification store may take to answer a read of its evidence: the journal's default `timeoutMs`. */
const evidenceTimeoutMs = journalDefaults({}).timeoutMs;

/** Gateway codes that say "try again later" (server or network error, busy), not anything of the operation. */
const transientCodes: readonly number[] = [21000, 21011, 21020];

/**
 * What a call of a strategy that threw `error` learnt: its own outcome unknown, or a failure another run
 * may not meet, leaves the entry for the next run; a refusal says nothing of the first call: a person
 * decides.
 */
function failedCall(error: unknown, what: string): Learnt {
  if (isOutcomeUnknownError(error))
    return { kind: 'unreachable', message: `${what}, and that answer was lost too: ${error.message}` };
  const refusal = isGatewayError(error) && !transientCodes.includes(error.code);
  if (!refusal && isUnreachable(error)) return { kind: 'unreachable', message: `${what}: ${messageOf(error)}` };
  return {
    kind: 'refused',
    message: `${what}, refused: ${messageOf(error)}; that says nothing of whether the first call was made`,
  };
}
