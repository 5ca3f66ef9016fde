import * as v from 'valibot';

/**
 * A status or kind the gateway sends as text, with the values seen so far. Typed as those values plus
 * any other string, so editors suggest the known ones while a new value from the gateway never breaks
 * parsing.
 *
 * @example
 * ```ts
 * import { openEnum } from '@lintas/core';
 *
 * const RefundStatusSchema = openEnum(['PENDING', 'COMPLETE', 'FAILED']);
 * // v.InferOutput<typeof RefundStatusSchema> = 'PENDING' | 'COMPLETE' | 'FAILED' | (string & {})
 * ```
 */
export function openEnum<const TValues extends readonly string[]>(
  values: TValues,
): v.CustomSchema<TValues[number] | (string & {}), v.ErrorMessage<v.CustomIssue> | undefined> {
  return v.custom<TValues[number] | (string & {})>(
    (input) => typeof input === 'string',
    `Invalid type: Expected a string such as ${values.map((value) => `"${value}"`).join(' | ')}`,
  );
}
