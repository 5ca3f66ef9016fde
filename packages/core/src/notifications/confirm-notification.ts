import { isGatewayError } from '../errors/gateway-error.js';
import { isHttpStatusError } from '../errors/http-status-error.js';
import { isNetworkError } from '../errors/network-error.js';
import { NotificationNotConfirmedError } from '../errors/notification-not-confirmed-error.js';
import { isRequestValidationError } from '../errors/request-validation-error.js';
import { isTimeoutError } from '../errors/timeout-error.js';
import { transientGatewayCodes } from '../errors/transport-codes.js';
import type { AnyNotificationDefinition, GatewayRecord, NotificationLookup } from './define-notification.js';

/**
 * What confirming a notification with the gateway decided:
 * - `confirmed`: a lookup found the record and it agrees with the notification;
 * - `refused`: no lookup confirms it (not found, differs, or none exists): never acknowledged;
 * - `retry`: not yet (the record is pending, or the lookup failed transiently): HTTP 503;
 * - `failed`: the lookup failed for another reason (a configuration error): HTTP 500.
 */
export type ConfirmationOutcome =
  | { readonly outcome: 'confirmed'; readonly record: unknown }
  | { readonly outcome: 'refused' | 'retry' | 'failed'; readonly error: unknown };

// Codes a lookup answers for a record it does not hold: 21006, and 21010 as the status-check pages show it
// for "transaction not found" (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html).
const notFoundCodes: readonly number[] = [21006, 21010];

/** Judges a lookup's answer against the notification's payload. */
export function judgeRecord(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  found: GatewayRecord<unknown> | undefined,
  statusMember: string | undefined,
): ConfirmationOutcome {
  if (found === undefined)
    return { outcome: 'refused', error: new NotificationNotConfirmedError(eventName, 'not-found') };
  const differing: string[] = [];
  let compared = 0;
  for (const [member, recorded] of Object.entries(found.members)) {
    const notified = payload[member];
    if (recorded === undefined || recorded === null || notified === undefined) continue;
    compared += 1;
    // Amounts may be numbers on one side and digit strings on the other.
    if (comparable(member, recorded, statusMember) !== comparable(member, notified, statusMember))
      differing.push(member);
  }
  if (compared === 0) return { outcome: 'refused', error: new NotificationNotConfirmedError(eventName, 'differs') };
  if (differing.length === 0) return { outcome: 'confirmed', record: found.record };
  if (found.pending === true && differing.length === 1 && differing[0] === statusMember) {
    return { outcome: 'retry', error: new NotificationNotConfirmedError(eventName, 'pending') };
  }
  return { outcome: 'refused', error: new NotificationNotConfirmedError(eventName, 'differs', differing) };
}

// Copies of the gateway spell a completed transaction COMPLETED, COMPLETE or SUCCESS
// (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html, https://jtdoc.paycools.com/DirectDebit/PayDetail.html):
// a notification and its lookup may come from different copies.
const completed = new Set(['COMPLETED', 'COMPLETE', 'SUCCESS']);

function comparable(member: string, value: unknown, statusMember: string | undefined): string {
  const text = String(value);
  return member === statusMember && completed.has(text.toUpperCase()) ? 'COMPLETED' : text;
}

/**
 * Judges a lookup that threw: not found, transient, or a failure of its own. A lookup whose params refuse
 * the notification's values (an order id in a form this family never issues) cannot hold its record:
 * not found there, as when the gateway answers so.
 */
export function judgeLookupFailure(eventName: string, error: unknown): ConfirmationOutcome {
  if ((isGatewayError(error) && notFoundCodes.includes(error.code)) || isRequestValidationError(error)) {
    return {
      outcome: 'refused',
      error: new NotificationNotConfirmedError(eventName, 'not-found', [], { cause: error }),
    };
  }
  const transient =
    isNetworkError(error) ||
    isTimeoutError(error) ||
    (isHttpStatusError(error) && (error.status >= 500 || error.status === 429)) ||
    (isGatewayError(error) && transientGatewayCodes.includes(error.code));
  if (transient) {
    return {
      outcome: 'retry',
      error: new NotificationNotConfirmedError(eventName, 'unavailable', [], { cause: error }),
    };
  }
  return { outcome: 'failed', error };
}

/**
 * Confirmed when any lookup confirms; else come back when any may later; else failed; else refused, and
 * refused as not found only when no lookup found a record at all.
 */
export function combineOutcomes(eventName: string, outcomes: readonly ConfirmationOutcome[]): ConfirmationOutcome {
  const rank = (outcome: ConfirmationOutcome): number =>
    outcome.outcome === 'refused'
      ? isNotFound(outcome)
        ? 4
        : 3
      : { confirmed: 0, retry: 1, failed: 2 }[outcome.outcome];
  const best = [...outcomes].sort((a, b) => rank(a) - rank(b))[0];
  return best ?? { outcome: 'refused', error: new NotificationNotConfirmedError(eventName, 'no-lookup') };
}

/** Whether `outcome` refuses a notification because no lookup holds its record. */
export function isNotFound(outcome: ConfirmationOutcome): boolean {
  return (
    outcome.outcome === 'refused' &&
    outcome.error instanceof NotificationNotConfirmedError &&
    outcome.error.reason === 'not-found'
  );
}

/**
 * Looks the notification's record up with each of its families' lookups, in the order of the plugins,
 * until one confirms it.
 */
export async function confirmNotification(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  definitions: readonly AnyNotificationDefinition[],
  lookup: NotificationLookup,
): Promise<ConfirmationOutcome> {
  const outcomes: ConfirmationOutcome[] = [];
  for (const definition of definitions) {
    if (definition.confirm === undefined) continue;
    let outcome: ConfirmationOutcome;
    try {
      outcome = judgeRecord(eventName, payload, await definition.confirm(payload, lookup), definition.status);
    } catch (error) {
      outcome = judgeLookupFailure(eventName, error);
    }
    if (outcome.outcome === 'confirmed') return outcome;
    outcomes.push(outcome);
  }
  return combineOutcomes(eventName, outcomes);
}
