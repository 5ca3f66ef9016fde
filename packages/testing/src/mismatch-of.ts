import { isOutcomeUnknownError, isRecordMismatchError } from '@lintas/core';

/** The fields a recovery could not confirm, by reason, each list sorted. */
export interface Mismatch {
  readonly differs: readonly string[];
  readonly unchecked: readonly string[];
}

/**
 * The fields named by the `RecordMismatchError` behind an `OutcomeUnknownError`, by reason; throws
 * (failing the test) when `error` is not an `OutcomeUnknownError` caused by a `RecordMismatchError`.
 */
export function mismatchOf(error: unknown): Mismatch {
  if (!isOutcomeUnknownError(error) || !isRecordMismatchError(error.cause)) {
    throw new Error(`expected an OutcomeUnknownError caused by a RecordMismatchError, got ${String(error)}`, {
      cause: error,
    });
  }
  const fields = error.cause.fields;
  const named = (reason: 'differs' | 'unchecked') =>
    fields
      .filter((entry) => entry.reason === reason)
      .map((entry) => entry.field)
      .sort();
  return { differs: named('differs'), unchecked: named('unchecked') };
}
