import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.RecordNotFoundError');

/**
 * A recovery's status check answered, and holds no record under the call's merchant keys (e.g. a
 * payment's refund list without the refund's `mchRefundOrderId`). Thrown by recovery functions whose
 * check answers with a list rather than the gateway's "not found" code (21006); the client reports it
 * as the `cause` of `OutcomeUnknownError`, and `reconcile()` (`@lintas/stores`) reads it as "not
 * found", like 21006.
 *
 * @example
 * ```ts
 * import { RecordNotFoundError } from '@lintas/core';
 *
 * const refund = refunds.find((one) => one.mchRefundOrderId === params.mchRefundOrderId);
 * if (!refund) throw new RecordNotFoundError(`refund ${params.mchRefundOrderId}`);
 * ```
 */
export class RecordNotFoundError extends LintasError {
  override readonly name = 'RecordNotFoundError' as const;
  /** @internal */
  readonly [marker] = true;
  /** What was looked up, e.g. `refund refund-1`. */
  readonly record: string;

  constructor(record: string) {
    super(`the ${record} was not found by its status check`);
    this.record = record;
  }
}

/** True when `error` is a {@link RecordNotFoundError}, from any installed copy of Lintas. */
export const isRecordNotFoundError = /* @__PURE__ */ markerGuard<RecordNotFoundError>(marker);
