import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationEnvelopeError');

/**
 * A notification body is JSON, but not the gateway's notification envelope `{ "param": "<JSON text>",
 * "sign": "<base64>" }`: not an object, or without `param` as a string. A missing `sign` is a
 * `SignatureError` (`missing-signature`) instead.
 *
 * @example
 * ```ts
 * import { isNotificationEnvelopeError } from '@lintas/core';
 *
 * if (isNotificationEnvelopeError(error)) console.warn(error.message);
 * ```
 */
export class NotificationEnvelopeError extends LintasError {
  override readonly name = 'NotificationEnvelopeError' as const;
  /** @internal */
  readonly [marker] = true;

  constructor(problem: string) {
    super(
      `The notification body is not the gateway's envelope {"param": "<JSON text>", "sign": "<base64>"}: ${problem}. ` +
        'Point only the gateway at this URL, and pass the raw body text exactly as received.',
    );
  }
}

/** True when `error` is a {@link NotificationEnvelopeError}, from any installed copy of Lintas. */
export const isNotificationEnvelopeError = /* @__PURE__ */ markerGuard<NotificationEnvelopeError>(marker);
