import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationNotConfirmedError');

/**
 * Why a verified notification was not confirmed:
 * - `'not-found'`: its family's lookup, under your `appId`, finds no such record (another merchant's
 *   notification replayed to you, or one the gateway never sent for you);
 * - `'differs'`: the record found differs from the notification in the `fields` named (keys, amount,
 *   status): not the event the gateway holds for you;
 * - `'pending'`: the record has not reached the notification's outcome yet; the gateway is told to
 *   come back later (HTTP 503);
 * - `'unavailable'`: the lookup failed transiently (timeout, network, a transient gateway code); the
 *   gateway is told to come back later (HTTP 503);
 * - `'limited'`: the handler made as many lookups as its `lookupLimit` allows this second; the gateway is
 *   told to come back later (HTTP 503), and your own calls keep the rest of your rate limit;
 * - `'no-lookup'`: the gateway documents no lookup for this event, so it cannot be confirmed: accept it
 *   unconfirmed with the handler's `unconfirmed` option if that is safe for you;
 * - `'url-mismatch'`: the notification's keys do not match the MAC of the bound URL it was posted to
 *   (or the URL carries none): refused before any lookup.
 */
export type NotificationNotConfirmedReason =
  | 'not-found'
  | 'differs'
  | 'pending'
  | 'unavailable'
  | 'limited'
  | 'no-lookup'
  | 'url-mismatch';

/**
 * A verified notification was not acted on: the handler's `confirm` (a lookup of its record with the
 * gateway, under your own `appId`) or its bound URL did not confirm it. Its listener did not run and it
 * was not acknowledged. A genuine notification that arrives before the gateway's lookup shows its
 * outcome is delivered again later; a replay of another merchant's notification is never acknowledged.
 * Field names only, never values, appear in the message.
 *
 * @example
 * ```ts
 * import { isNotificationNotConfirmedError } from '@lintas/core';
 *
 * if (isNotificationNotConfirmedError(error) && error.reason !== 'pending') alertSecurity(error.eventName, error.reason);
 * ```
 */
export class NotificationNotConfirmedError extends LintasError {
  override readonly name = 'NotificationNotConfirmedError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The notification's `eventName`. */
  readonly eventName: string;
  /** Why it was not confirmed. */
  readonly reason: NotificationNotConfirmedReason;
  /** With `'differs'`: the members whose values the gateway's record does not share. */
  readonly fields: readonly string[];

  constructor(
    eventName: string,
    reason: NotificationNotConfirmedReason,
    fields: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(describe(eventName, reason, fields), options);
    this.eventName = eventName;
    this.reason = reason;
    this.fields = fields;
  }
}

function describe(eventName: string, reason: NotificationNotConfirmedReason, fields: readonly string[]): string {
  const head = `The ${eventName} notification was not processed`;
  switch (reason) {
    case 'not-found':
      return `${head}: the gateway holds no such record for your appId. It was sent for another merchant, or never by the gateway.`;
    case 'differs':
      return fields.length === 0
        ? `${head}: the gateway's record of it shares none of its members to compare.`
        : `${head}: the gateway's record of it differs in ${fields.join(', ')}.`;
    case 'pending':
      return `${head} yet: the gateway's record has not reached its outcome; the gateway will deliver it again.`;
    case 'unavailable':
      return `${head} yet: looking it up with the gateway failed for now; the gateway will deliver it again.`;
    case 'limited':
      return `${head} yet: the handler's lookups per second are used up; the gateway will deliver it again.`;
    case 'no-lookup':
      return (
        `${head}: the gateway documents no lookup for it, so it cannot be confirmed. ` +
        `List '${eventName}' in the handler's unconfirmed option to accept it as verified only.`
      );
    case 'url-mismatch':
      return `${head}: its keys do not match the MAC of the bound URL it was posted to.`;
  }
}

/** True when `error` is a {@link NotificationNotConfirmedError}, from any installed copy of Lintas. */
export const isNotificationNotConfirmedError = /* @__PURE__ */ markerGuard<NotificationNotConfirmedError>(marker);
