import { JournalWriteError } from '../errors/journal-write-error.js';
import { isOutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { CallIntent, CallJournal, CallOutcome } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { OutcomeKind } from './decide.js';

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

/**
 * Writes the intent of a money-moving call in `journal` before its first attempt, awaited: a process
 * that dies from here on leaves an open entry. Resolves with the intent to close, or `undefined` for a
 * read or a client without a journal. A failed write rejects with `JournalWriteError`: nothing is sent.
 */
export async function writeAhead(
  journal: CallJournal | undefined,
  endpoint: AnyEndpoint,
  validated: Record<string, unknown>,
): Promise<CallIntent | undefined> {
  if (!journal || endpoint.retry === 'read') return undefined;
  const intent: CallIntent = { endpoint: endpoint.path, keys: merchantKeys(endpoint, validated), params: validated };
  try {
    await journal.open(intent);
  } catch (cause) {
    throw new JournalWriteError(endpoint.path, intent.keys, { cause });
  }
  return intent;
}

/**
 * How a call that rejected with `error` closes its entry: unknown for an `OutcomeUnknownError`, and
 * for a duplicate refusal (a record exists under these keys, maybe committed by an earlier call of a
 * process that died: a lookup settles it); otherwise a definite failure, nothing committed.
 */
export function failedOutcome(error: unknown, last: OutcomeKind, attempts: number): CallOutcome {
  return isOutcomeUnknownError(error) || last === 'duplicate'
    ? { status: 'unknown', attempts, error }
    : { status: 'failed', attempts, error };
}

/**
 * Closes the entry of `intent` with how its call ended, awaited, before the call resolves or rejects.
 * A failed close changes nothing for the call: the entry stays open, and `reconcile()` settles it
 * through the endpoint's lookup once it is old enough.
 */
export async function closeIntent(journal: CallJournal, intent: CallIntent, outcome: CallOutcome): Promise<void> {
  try {
    await journal.close(intent, outcome);
  } catch {
    // The open entry keeps the call for reconcile().
  }
}
