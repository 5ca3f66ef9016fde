import { isCallAbortedError } from '../errors/call-aborted-error.js';
import { isGatewayError } from '../errors/gateway-error.js';
import { isHttpStatusError } from '../errors/http-status-error.js';
import { isNetworkError } from '../errors/network-error.js';
import {
  isNotificationNotConfirmedError,
  NotificationNotConfirmedError,
} from '../errors/notification-not-confirmed-error.js';
import { isRequestValidationError } from '../errors/request-validation-error.js';
import { isTimeoutError } from '../errors/timeout-error.js';
import { transientGatewayCodes } from '../errors/transport-codes.js';
import type { AnyNotificationDefinition, NotificationLookup } from './define-notification.js';
import type { ConfirmationFact } from './delivery/decide-delivery.js';
import { judgeRecord } from './judge-record.js';

/**
 * What confirming a notification with the gateway decided (see `ConfirmationFact`): `confirmed` with
 * the record the lookup found, or why not, with the error `onError` is told.
 */
export type Confirmation =
  | { readonly fact: 'confirmed'; readonly record: unknown }
  | { readonly fact: Exclude<ConfirmationFact, 'confirmed'>; readonly error: unknown };

// Codes a lookup answers for a record it does not hold: 21006, and 21010 as the status-check pages show it
// for "transaction not found" (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/RequestCollectionStatus.html).
const notFoundCodes: readonly number[] = [21006, 21010];

/** The reasons a family's `confirm` may throw as its own judgement of its lookup. */
const judgedReasons = ['not-found', 'differs', 'pending', 'unavailable'] as const;

/**
 * Judges a lookup that threw: not found, transient, or a failure of its own. A lookup whose params refuse
 * the notification's values (an order id in a form this family never issues) cannot hold its record:
 * not found there, as when the gateway answers so.
 */
export function judgeLookupFailure(eventName: string, error: unknown): Confirmation {
  // A family's confirm that judged its own lookup (a store of its own, out of reach for now) says so.
  const judged = isNotificationNotConfirmedError(error)
    ? judgedReasons.find((reason) => reason === error.reason)
    : undefined;
  if (judged !== undefined) return { fact: judged, error };
  if ((isGatewayError(error) && notFoundCodes.includes(error.code)) || isRequestValidationError(error)) {
    return {
      fact: 'not-found',
      error: new NotificationNotConfirmedError(eventName, 'not-found', [], { cause: error }),
    };
  }
  // The handler's own deadline ended it (its only signal): the record may be found in time later.
  const transient =
    isCallAbortedError(error) ||
    isNetworkError(error) ||
    isTimeoutError(error) ||
    (isHttpStatusError(error) && (error.status >= 500 || error.status === 429)) ||
    (isGatewayError(error) && transientGatewayCodes.includes(error.code));
  if (transient) {
    return {
      fact: 'unavailable',
      error: new NotificationNotConfirmedError(eventName, 'unavailable', [], { cause: error }),
    };
  }
  return { fact: 'failed', error };
}

/**
 * Confirmed when any lookup confirms; else come back when any may later; else failed; else refused, and
 * refused as not found only when no lookup found a record at all.
 */
export function combineConfirmations(eventName: string, confirmations: readonly Confirmation[]): Confirmation {
  const best = [...confirmations].sort((a, b) => rank[a.fact] - rank[b.fact])[0];
  return best ?? { fact: 'not-found', error: new NotificationNotConfirmedError(eventName, 'no-lookup') };
}

const rank: { readonly [TFact in ConfirmationFact]: number } = {
  confirmed: 0,
  pending: 1,
  unavailable: 1,
  limited: 1,
  failed: 2,
  differs: 3,
  'not-found': 4,
};

/**
 * Looks the notification's record up with each of its families' lookups, in the order of the plugins,
 * until one confirms it.
 */
export async function confirmNotification(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  definitions: readonly AnyNotificationDefinition[],
  lookup: NotificationLookup,
): Promise<Confirmation> {
  const confirmations: Confirmation[] = [];
  for (const definition of definitions) {
    if (definition.confirm === undefined) continue;
    let confirmation: Confirmation;
    try {
      confirmation = judgeRecord(eventName, payload, await definition.confirm(payload, lookup), definition.status);
    } catch (error) {
      confirmation = judgeLookupFailure(eventName, error);
    }
    if (confirmation.fact === 'confirmed') return confirmation;
    confirmations.push(confirmation);
  }
  return combineConfirmations(eventName, confirmations);
}
