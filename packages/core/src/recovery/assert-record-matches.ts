import { type FieldMismatch, RecordMismatchError } from '../errors/record-mismatch-error.js';

/**
 * For plugin authors writing a `recover`: checks that a record found under the call's keys is provably
 * the record the call asked for. `params` are the call's params, every one of them that describes the
 * record; `found` holds the lookup's fields under the params' names (rename them first, e.g. the
 * lookup's `transactionAmount` as `amount`). A param the lookup returns with another value differs; a
 * param it does not return (absent or `null`) cannot be checked. Either throws a `RecordMismatchError`
 * naming every such field, which the client reports as the cause of `OutcomeUnknownError`: a record
 * under the same key with other (or unknown) terms is never taken for the merchant's.
 *
 * @example
 * ```ts
 * import { assertRecordMatches } from '@lintas/core';
 *
 * const existing = await call(queryPayment, { mchOrderId: params.mchOrderId });
 * assertRecordMatches(`payment ${params.mchOrderId}`, params, { ...existing, amount: existing.transactionAmount });
 * ```
 */
export function assertRecordMatches(
  record: string,
  params: Readonly<Record<string, unknown>>,
  found: Readonly<Record<string, unknown>>,
): void {
  const fields: FieldMismatch[] = [];
  for (const field of Object.keys(params)) {
    const expected = params[field];
    if (expected === undefined) continue;
    const actual = Object.hasOwn(found, field) ? found[field] : undefined;
    if (actual === undefined || (actual === null && expected !== null)) fields.push({ field, reason: 'unchecked' });
    else if (!sameValue(expected, actual)) fields.push({ field, reason: 'differs' });
  }
  if (fields.length > 0) throw new RecordMismatchError(record, fields);
}

function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null)
    return expected === actual;
  return JSON.stringify(expected) === JSON.stringify(actual);
}
