import { LintasError, markerGuard } from './lintas-error.js';
import { isRecordMismatchError } from './record-mismatch-error.js';

const marker = Symbol.for('lintas.error.OutcomeUnknownError');

/**
 * A money-moving call failed in a way that leaves its outcome unknown: the request may have reached the
 * gateway and been committed (timeout, connection reset after sending, HTTP 5xx, an unreadable or
 * misshapen answer or one naming no record, a duplicate refusal of a retry that recovery could not
 * resolve, an abort in flight, "too many requests" answered until the retries ran out).
 * Lintas does not guess and does not send it again blindly. `cause` says why: when recovery found a
 * record under your keys that is not provably this call's, it is a `RecordMismatchError` naming the
 * fields; when the lookup found nothing, the lookup's error (e.g. a `GatewayError` 21006). Reconcile with `keys` (your merchant keys,
 * e.g. `mchOrderId`) through the matching query, or retry the call with exactly the same keys so the
 * gateway's duplicate check protects you.
 *
 * @example
 * ```ts
 * import { isOutcomeUnknownError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(payout); }
 * catch (error) {
 *   if (isOutcomeUnknownError(error)) await reconcileLater(error.keys); // { mchOrderId, idempotencyId }
 * }
 * ```
 */
export class OutcomeUnknownError extends LintasError {
  override readonly name = 'OutcomeUnknownError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The merchant keys of the call, to reconcile with. */
  readonly keys: Readonly<Record<string, string | number>>;
  /** How many attempts were sent. */
  readonly attempts: number;

  constructor(
    endpoint: string,
    keys: Readonly<Record<string, string | number>>,
    attempts: number,
    options: { cause: unknown },
  ) {
    const list = Object.entries(keys)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(', ');
    const detail = isRecordMismatchError(options.cause) ? `: ${options.cause.message}` : '';
    super(`Outcome of ${endpoint} is unknown (${list})${detail}; reconcile before retrying with new keys`, options);
    this.endpoint = endpoint;
    this.keys = keys;
    this.attempts = attempts;
  }
}

/** True when `error` is an {@link OutcomeUnknownError}, from any installed copy of Lintas. */
export const isOutcomeUnknownError = /* @__PURE__ */ markerGuard<OutcomeUnknownError>(marker);
