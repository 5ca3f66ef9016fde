import { CallAbortedError } from '../errors/call-aborted-error.js';
import { JournalWriteError } from '../errors/journal-write-error.js';
import { isOutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { ExtraParams } from '../extra-params.js';
import type { CallIntent, CallJournal, CallOutcome } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { OutcomeKind } from './decide.js';
import { inTime, type StepBound, type StepResult } from './in-time.js';

/** The merchant keys of a write's `validated` params (`mchOrderId`, `idempotencyId`, ...); none for a read. */
export function merchantKeys(
  endpoint: AnyEndpoint,
  validated: Record<string, unknown>,
): Record<string, string | number> {
  const policy = endpoint.retry;
  const keys: Record<string, string | number> = {};
  for (const key of policy === 'read' ? [] : policy.keys) {
    const value = validated[key];
    if (typeof value === 'string' || typeof value === 'number') keys[key] = value;
  }
  return keys;
}

/** A journal step of a call: writing its intent before the first attempt, or its outcome once settled. */
export type JournalStep = 'open' | 'close';

/**
 * How a journal write ended, as the call saw it: `written` (the journal confirmed it), `refused` (it
 * rejected), `late` (not confirmed within the call's `timeout`), `aborted` (the caller's `signal`).
 */
export type JournalResult = 'written' | 'refused' | 'late' | 'aborted';

/**
 * What the call does after a journal step: `send` its first attempt; `refuse` the call with
 * `JournalWriteError` (nothing sent, then or ever); `abort` it with `CallAbortedError` (nothing sent);
 * `settle` with its outcome; `keep`: settle with its outcome at once, its close left to the journal,
 * which holds it in memory until its store takes it (or `reconcile()` settles the open entry).
 */
export type JournalAction = 'send' | 'refuse' | 'abort' | 'settle' | 'keep';

/**
 * The decision after a journal step, a pure function of the step and how its write ended: a call is
 * sent only once its intent is written; a call that was sent settles with its outcome whatever the
 * journal does, never later than its deadline.
 */
export function journalAction(step: JournalStep, result: JournalResult): JournalAction {
  if (step === 'close') return result === 'written' ? 'settle' : 'keep';
  if (result === 'written') return 'send';
  return result === 'aborted' ? 'abort' : 'refuse';
}

/**
 * Writes the intent of a money-moving call in `journal` before its first attempt, awaited: a process
 * that dies from here on leaves an open entry. The intent holds the account it is sent for (`bound`'s
 * `appId`), the call's validated params and the `extraParams` signed with them. Resolves with the intent
 * to close, or `undefined` for a read or a client without a journal. Bounded by the call's `timeout` and
 * `signal` (see {@link journalAction}): a journal that fails or does not confirm in time rejects the call with `JournalWriteError`, an abort
 * with `CallAbortedError`; nothing is sent, then or ever.
 */
export async function writeAhead(
  journal: CallJournal | undefined,
  endpoint: AnyEndpoint,
  validated: Record<string, unknown>,
  extraParams: ExtraParams | undefined,
  bound: StepBound & { readonly appId: string },
): Promise<CallIntent | undefined> {
  if (!journal || endpoint.retry === 'read') return undefined;
  const keys = merchantKeys(endpoint, validated);
  const { appId } = bound;
  const intent: CallIntent = {
    appId,
    endpoint: endpoint.path,
    keys,
    params: validated,
    ...(extraParams && { extraParams }),
  };
  const end = await inTime((signal) => journal.open(intent, { signal }), bound, 'the journal');
  const action = journalAction('open', journalResult(end.result));
  if (action === 'send') return intent;
  const cause = 'cause' in end ? end.cause : undefined;
  throw action === 'abort'
    ? new CallAbortedError(endpoint.path, { cause })
    : new JournalWriteError(endpoint.path, keys, { cause });
}

/** What a call sent: how many attempts, and the `keyId` of the signer of its last signed request. */
export interface Sent {
  readonly attempts: number;
  readonly keyId: string | undefined;
}

/** The `keyId` member of an outcome: absent when no signer named its key. */
const keyIdOf = ({ keyId }: Sent) => (keyId === undefined ? {} : { keyId });

/** How a call that resolved with `data` closes its entry. */
export function succeededOutcome(data: unknown, sent: Sent): CallOutcome {
  return { status: 'succeeded', attempts: sent.attempts, data, ...keyIdOf(sent) };
}

/**
 * How a call that rejected with `error` closes its entry: unknown for an `OutcomeUnknownError`, and
 * for a duplicate refusal (a record exists under these keys, maybe committed by an earlier call of a
 * process that died: a lookup settles it); otherwise a definite failure, nothing committed.
 */
export function failedOutcome(error: unknown, last: OutcomeKind, sent: Sent): CallOutcome {
  const status = isOutcomeUnknownError(error) || last === 'duplicate' ? 'unknown' : 'failed';
  return { status, attempts: sent.attempts, error, ...keyIdOf(sent) };
}

/**
 * Closes the entry of `intent` with how its call ended, before the call settles, for no longer than
 * the call's `timeout` and until its `signal` aborts: the call then settles with its outcome at once
 * (`keep`), and the close goes on in the journal, which keeps the outcome until its store takes it. The
 * close is handed to the journal even when the caller's signal aborted the call (before or while it
 * was sent): its entry never waits for `reconcile()` because its caller gave up. A failed close changes
 * nothing for the call either: the entry stays open, and `reconcile()` settles it through the
 * endpoint's lookup once it is old enough.
 */
export async function closeIntent(
  journal: CallJournal,
  intent: CallIntent,
  outcome: CallOutcome,
  bound: StepBound,
): Promise<void> {
  await inTime(() => journal.close(intent, outcome), bound, 'the journal');
}

/** A journal step's end as {@link journalAction} reads it. */
function journalResult(result: StepResult): JournalResult {
  return result === 'done' ? 'written' : result;
}
