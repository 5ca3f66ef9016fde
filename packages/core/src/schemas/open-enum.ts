import * as v from 'valibot';

/**
 * A value of an open enum that this version of Lintas does not list: one the gateway started sending
 * after it was released. It is a plain string at runtime and is assignable to `string`, but no string
 * literal compares equal to it, so `status === 'COMPLETD'` (a typo of a listed value) is a compile
 * error while every listed value still autocompletes. To act on a value Lintas does not list yet,
 * widen first: `(payment.transactionStatus as string) === 'REVERSED'`.
 */
// A string enum is the one type that is a string at runtime, is assignable to `string`, and is not
// comparable to other string literals; `string & {}` or a branded string accept any literal.
// Declared only: it exists in types, never at runtime.
export declare enum UnlistedValue {
  /** Never produced: stands for any value the SDK does not list. */
  Value = '\u0000unlisted',
}

/** The type of an open enum: its listed values, or a value the SDK does not list yet. */
export type OpenEnum<TValue extends string> = TValue | UnlistedValue;

/**
 * The schema {@link openEnum} returns: it accepts any string (so params can name a value the SDK does
 * not list) and types its output as {@link OpenEnum}.
 */
export type OpenEnumSchema<TValue extends string> = Omit<
  v.CustomSchema<OpenEnum<TValue>, v.ErrorMessage<v.CustomIssue> | undefined>,
  '~types'
> & {
  /** @internal The input is any string; the output the listed values or an unlisted one. */
  readonly '~types'?:
    | { readonly input: TValue | (string & {}); readonly output: OpenEnum<TValue>; readonly issue: v.CustomIssue }
    | undefined;
};

/**
 * A status or kind the gateway sends as text, with the values known today. Any string is accepted at
 * runtime, so a new value from the gateway never breaks parsing; its type is the listed values plus
 * {@link UnlistedValue}, so editors suggest the listed ones and comparing with a misspelled one is a
 * compile error. As a param it takes any string, listed or not.
 *
 * @example
 * ```ts
 * import { openEnum } from '@lintas/core';
 *
 * const RefundStatusSchema = openEnum(['PENDING', 'COMPLETE', 'FAILED']);
 * // v.InferOutput<typeof RefundStatusSchema> = 'PENDING' | 'COMPLETE' | 'FAILED' | UnlistedValue
 * ```
 */
export function openEnum<const TValues extends readonly string[]>(values: TValues): OpenEnumSchema<TValues[number]> {
  return v.custom<OpenEnum<TValues[number]>>(
    (input) => typeof input === 'string',
    `Invalid type: Expected a string such as ${values.map((value) => `"${value}"`).join(' | ')}`,
  );
}
