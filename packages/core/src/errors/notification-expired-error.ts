import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationExpiredError');

/**
 * A notification is authentic, but its event happened longer ago than the `maxAgeMs` you set, is
 * dated further in the future than `maxClockSkewMs` (then `ageMs` is negative), or carries no event
 * time while `requireEventTime` is set (then `eventTime` and `ageMs` are `undefined`). Only thrown when you
 * opted in to `maxAgeMs`: the gateway redelivers late notifications legitimately, and
 * deduplication, not a clock window, is what stops replays.
 *
 * @example
 * ```ts
 * import { isNotificationExpiredError } from '@lintas/core';
 *
 * if (isNotificationExpiredError(error)) console.warn(error.eventName, error.eventTime, error.ageMs);
 * ```
 */
export class NotificationExpiredError extends LintasError {
  override readonly name = 'NotificationExpiredError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The notification's `eventName`. */
  readonly eventName: string;
  /** The event time the age was measured from, as the gateway wrote it; `undefined` when it carries none. */
  readonly eventTime: string | undefined;
  /** How old the event was, in milliseconds; negative when it is dated in the future; `undefined` without an event time. */
  readonly ageMs: number | undefined;
  /** The limit that was exceeded: `maxAgeMs`, or `maxClockSkewMs` for an event dated in the future. */
  readonly maxAgeMs: number;

  constructor(eventName: string, eventTime: string | undefined, ageMs: number | undefined, maxAgeMs: number) {
    super(
      eventTime === undefined || ageMs === undefined
        ? `The ${eventName} notification carries no event time, so its age cannot be told against maxAgeMs (${maxAgeMs} ms), ` +
            'and requireEventTime refuses such notifications. Confirm notifications with the gateway (confirm) to accept them safely, or turn requireEventTime off.'
        : ageMs < 0
          ? `The ${eventName} notification is dated ${-ageMs} ms in the future (event time ${eventTime}), more than maxClockSkewMs (${maxAgeMs} ms) ahead: ` +
            'check your server clock and the gateway UTC offset (gatewayUtcOffset), or raise maxClockSkewMs.'
          : `The ${eventName} notification is older than maxAgeMs (event time ${eventTime}, ${ageMs} ms > ${maxAgeMs} ms). ` +
            'The gateway redelivers notifications late by design: raise or remove maxAgeMs, and rely on deduplication against replays.',
    );
    this.eventName = eventName;
    this.eventTime = eventTime;
    this.ageMs = ageMs;
    this.maxAgeMs = maxAgeMs;
  }
}

/** True when `error` is a {@link NotificationExpiredError}, from any installed copy of Lintas. */
export const isNotificationExpiredError = /* @__PURE__ */ markerGuard<NotificationExpiredError>(marker);
