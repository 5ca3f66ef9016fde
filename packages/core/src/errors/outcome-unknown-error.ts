import type { StatusCheck } from '../types/endpoint.js';
import { LintasError, markerGuard } from './lintas-error.js';
import { isRecordMismatchError } from './record-mismatch-error.js';

const marker = Symbol.for('lintas.error.OutcomeUnknownError');

/** The going-live section on what to do when an answer is lost. */
export const lostAnswerGuide =
  'https://github.com/lintas-sdk/lintas/blob/main/packages/core/docs/going-live.md#7-when-an-answer-is-lost-status-checks-the-journal-and-lintas-reconcile';

/**
 * How a merchant calls a status check, e.g. `client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' })`:
 * the params it takes from the call by name, fixed ones with their value.
 */
export function statusCheckCall(check: StatusCheck): string {
  const params = [
    ...check.params,
    ...Object.entries(check.fixed ?? {}).map(([name, value]) => `${name}: ${JSON.stringify(value).replace(/"/g, "'")}`),
  ];
  return `client.${check.method}({ ${params.join(', ')} })`;
}

/**
 * A money-moving call failed in a way that leaves its outcome unknown: the request may have reached the
 * gateway and been committed (timeout, connection reset after sending, HTTP 5xx, an unreadable or
 * misshapen answer or one naming no record, a duplicate refusal of a retry that recovery could not
 * resolve, an abort in flight, "too many requests" answered until the retries ran out).
 * Lintas does not guess and does not send it again blindly. `cause` says why: when recovery found a
 * record under your keys that is not provably this call's, it is a `RecordMismatchError` naming the
 * fields; when the lookup found nothing, the lookup's error (e.g. a `GatewayError` 21006). The message
 * names the operation's status check (`statusCheck`, e.g. `client.neutral.queryPayout({ mchOrderId,
 * countryCode: 'PH' })`) and links the going-live guide: check the status with your merchant keys
 * (`keys`) before doing anything else with the order. Found: the operation was made. Not found once
 * the gateway's window (10 minutes) has passed: it was not, and sending it again with exactly the same
 * keys is safe (the gateway refuses a duplicate). A payment whose answer was lost cannot be resumed
 * (the check gives no `payData`): close it and create a new order.
 *
 * @example
 * ```ts
 * import { isOutcomeUnknownError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(payout); }
 * catch (error) {
 *   if (isOutcomeUnknownError(error)) await checkLater(error.keys); // { mchOrderId, idempotencyId }
 * }
 * ```
 */
export class OutcomeUnknownError extends LintasError {
  override readonly name = 'OutcomeUnknownError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The merchant keys of the call, to check its status with. */
  readonly keys: Readonly<Record<string, string | number>>;
  /** How many attempts were sent. */
  readonly attempts: number;
  /** The status check of the operation, when the gateway's pages document one. */
  readonly statusCheck: StatusCheck | undefined;

  constructor(
    endpoint: string,
    keys: Readonly<Record<string, string | number>>,
    attempts: number,
    options: { cause: unknown; statusCheck?: StatusCheck | undefined },
  ) {
    const list = Object.entries(keys)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(', ');
    const detail = isRecordMismatchError(options.cause) ? `: ${options.cause.message}` : '';
    const check = options.statusCheck
      ? `check its status with ${statusCheckCall(options.statusCheck)} before anything else`
      : 'no status check is documented for it: check it in the gateway dashboard by its keys before anything else';
    super(`Outcome of ${endpoint} is unknown (${list})${detail}; ${check} (${lostAnswerGuide})`, {
      cause: options.cause,
    });
    this.endpoint = endpoint;
    this.keys = keys;
    this.attempts = attempts;
    this.statusCheck = options.statusCheck;
  }
}

/** True when `error` is an {@link OutcomeUnknownError}, from any installed copy of Lintas. */
export const isOutcomeUnknownError = /* @__PURE__ */ markerGuard<OutcomeUnknownError>(marker);
