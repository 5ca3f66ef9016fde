import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationExpiredError');

/**
 * A notification is authentic, but its event happened longer ago than the `maxAgeMs` you set, or is
 * dated further in the future than `maxClockSkewMs` (then `ageMs` is negative). Only thrown when you
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
  /** The event time the age was measured from, as the gateway wrote it. */
  readonly eventTime: string;
  /** How old the event was, in milliseconds; negative when it is dated in the future. */
  readonly ageMs: number;
  /** The limit that was exceeded: `maxAgeMs`, or `maxClockSkewMs` for an event dated in the future. */
  readonly maxAgeMs: number;

  constructor(eventName: string, eventTime: string, ageMs: number, maxAgeMs: number) {
    super(
      ageMs < 0
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
