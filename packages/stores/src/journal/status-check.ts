import {
  type AnyEndpoint,
  type CallOptions,
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isRecordMismatchError,
  isRecordNotFoundError,
  isResponseFormatError,
  isTimeoutError,
  type RecoverContext,
} from '@lintas/core';
import type { OneLookup } from './decide-settlement.js';
import { messageOf } from './journal-write.js';
import type { ReconcileClient } from './reconcile-client.js';
import type { JournalEntry } from './reconciliation-journal.js';

/** What a status check runs with: the reconciling client, the run's signal and the codes of "not found". */
export interface StatusCheckContext {
  readonly client: ReconcileClient;
  readonly signal: AbortSignal | undefined;
  readonly notFoundCodes: readonly number[];
}

/** A param that holds an amount (`amount`, `refundAmount`, ...): a lookup that cannot confirm it settles nothing. */
const isAmount = (field: string) => /amount$/i.test(field);

/** The call's `extraParams` fields: signed and sent, but no status check returns them. */
export const extraFields = (entry: JournalEntry): string[] => Object.keys(entry.extraParams ?? {});

/** Runs the status check of `endpoint` (its `retry.recover`) for `entry`, and says what it learnt. */
export async function runStatusCheck(
  context: StatusCheckContext,
  entry: JournalEntry,
  endpoint: AnyEndpoint | undefined,
): Promise<OneLookup> {
  if (endpoint === undefined) return { kind: 'no-endpoint' };
  const recover = endpoint.retry === 'read' ? undefined : endpoint.retry.recover;
  if (recover === undefined) return { kind: 'no-lookup' };
  const callOptions: CallOptions = context.signal ? { signal: context.signal } : {};
  // What the status check answered: the record a found operation settles with when the recovery
  // refuses it only for the params the check does not return.
  let answered: unknown;
  const recoverContext: RecoverContext<Readonly<Record<string, unknown>>> = {
    params: entry.params,
    call: async (next, params) => {
      answered = await context.client.call(next, params, callOptions);
      return answered as never;
    },
    signal: context.signal,
    // No duplicate refusal here: the lookup alone must prove the operation (a recovery that cannot throws).
    refusal: undefined,
  };
  try {
    const record = await (recover as (context: RecoverContext<Readonly<Record<string, unknown>>>) => Promise<unknown>)(
      recoverContext,
    );
    return { kind: 'found', record, unconfirmed: extraFields(entry) };
  } catch (error) {
    context.signal?.throwIfAborted();
    return learnt(error, answered, extraFields(entry), context.notFoundCodes);
  }
}

/**
 * What a status check that threw `error` learnt, its last answer being `answered`; `extra` are the
 * call's extra fields, which no status check returns.
 */
function learnt(
  error: unknown,
  answered: unknown,
  extra: readonly string[],
  notFoundCodes: readonly number[],
): OneLookup {
  if (isRecordMismatchError(error)) {
    const differs = error.fields.some((field) => field.reason === 'differs');
    const unchecked = error.fields.filter((field) => field.reason === 'unchecked').map((field) => field.field);
    const amounts = unchecked.filter(isAmount);
    if (!differs && amounts.length === 0 && answered !== undefined)
      return { kind: 'found', record: answered, unconfirmed: [...unchecked, ...extra] };
    const why = !differs && amounts.length > 0 ? `; its amount (${amounts.join(', ')}) cannot be confirmed` : '';
    return { kind: 'mismatch', message: `${error.message}${why}` };
  }
  if (isRecordNotFoundError(error)) return { kind: 'not-found', message: error.message };
  if (isGatewayError(error) && notFoundCodes.includes(error.code))
    return { kind: 'not-found', message: `not found (${error.code})` };
  if (isUnreachable(error)) return { kind: 'unreachable', message: messageOf(error) };
  // The check found the operation in a state no later run will change, or failed in a way no later
  // run will change: only a person can settle it.
  return { kind: 'refused', message: messageOf(error) };
}

/** Failures of the lookup itself, which another run may not meet: nothing was learnt about the operation. */
export function isUnreachable(error: unknown): boolean {
  return (
    isTimeoutError(error) ||
    isNetworkError(error) ||
    isHttpStatusError(error) ||
    isResponseFormatError(error) ||
    isGatewayError(error)
  );
}
