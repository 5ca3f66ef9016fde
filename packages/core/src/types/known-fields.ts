import type { GenericSchema, InferOutput } from 'valibot';
import type { UnlistedValue } from '../schemas/open-enum.js';

type Leaf =
  | string
  | number
  | boolean
  | bigint
  | symbol
  | null
  | undefined
  | Date
  | Uint8Array
  | ((...args: never[]) => unknown);

/**
 * A result type with only the fields Lintas knows: the open `[key: string]: unknown` member of lenient
 * response schemas is dropped, at every depth. A misspelled field (`payment.status` for
 * `transactionStatus`) is then a compile error instead of an always-`undefined` value. At runtime
 * nothing is dropped: fields the gateway added after this version stay on the object (and the raw
 * answer is in `metadata.body` of `.withMetadata()`), so they are never lost.
 */
export type KnownFields<T> = T extends Leaf
  ? T
  : T extends readonly (infer TItem)[]
    ? T extends unknown[]
      ? KnownFields<TItem>[]
      : readonly KnownFields<TItem>[]
    : T extends object
      ? {
          [TKey in keyof T as string extends TKey ? (unknown extends T[TKey] ? never : TKey) : TKey]: KnownFields<
            T[TKey]
          >;
        }
      : T;

/**
 * The result type of a response schema: its output with only the known fields (see {@link KnownFields}).
 * Families export their result types with it, e.g. `type QueryPaymentData = InferData<typeof QueryPaymentDataSchema>`.
 */
export type InferData<TSchema extends GenericSchema> = KnownFields<InferOutput<TSchema>>;

/**
 * `T` with every open-enum value widened to `string`, at every depth: what a write policy's `recover`
 * may return, since the lookup it runs may type a status as plain text.
 */
export type WidenOpenEnums<T> = T extends UnlistedValue
  ? string
  : T extends Leaf
    ? T
    : T extends readonly (infer TItem)[]
      ? WidenOpenEnums<TItem>[]
      : T extends object
        ? { [TKey in keyof T]: WidenOpenEnums<T[TKey]> }
        : T;
