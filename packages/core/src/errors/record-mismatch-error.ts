import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.RecordMismatchError');

/** One field of a found record that could not be confirmed to be the call's own. */
export interface FieldMismatch {
  /** The param's name, e.g. `accountNo`. */
  readonly field: string;
  /**
   * `'differs'`: the record holds another value. `'unchecked'`: the lookup does not return the field, so
   * nothing proves the record carries the caller's value.
   */
  readonly reason: 'differs' | 'unchecked';
}

/**
 * Recovery found a record under the call's merchant keys, but it is not provably the record the call
 * asked for: some fields differ, or the lookup does not return them. Thrown by recovery functions; the
 * client reports it as the `cause` of an `OutcomeUnknownError`, so "a record with other terms exists"
 * can be told apart from "no record was found" (a `GatewayError`, e.g. 21006). Values are not part of
 * the message: only field names are, so nothing the merchant sent is repeated.
 */
export class RecordMismatchError extends LintasError {
  override readonly name = 'RecordMismatchError' as const;
  /** @internal */
  readonly [marker] = true;
  /** What was looked up, e.g. `payout order-1`. */
  readonly record: string;
  /** Every field that differs or could not be checked. */
  readonly fields: readonly FieldMismatch[];

  constructor(record: string, fields: readonly FieldMismatch[]) {
    const differing = fields.filter((entry) => entry.reason === 'differs').map((entry) => entry.field);
    const unchecked = fields.filter((entry) => entry.reason === 'unchecked').map((entry) => entry.field);
    const parts = [
      ...(differing.length > 0 ? [`differs in ${differing.join(', ')}`] : []),
      ...(unchecked.length > 0 ? [`cannot be checked for ${unchecked.join(', ')}`] : []),
    ];
    super(`the ${record} found by recovery ${parts.join(' and ')}`);
    this.record = record;
    this.fields = fields;
  }
}

/** True when `error` is a {@link RecordMismatchError}, from any installed copy of Lintas. */
export const isRecordMismatchError = /* @__PURE__ */ markerGuard<RecordMismatchError>(marker);
