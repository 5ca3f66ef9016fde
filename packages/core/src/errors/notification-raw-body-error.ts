import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationRawBodyError');

/**
 * A notification was handed over as something other than its raw body (a `string`, `Uint8Array` or
 * `ArrayBuffer`): usually the JSON a body parser already made of it (`express.json()`, `request.json()`).
 * Lintas verifies the exact text the gateway sent, so it needs that text.
 *
 * @example
 * ```ts
 * import { isNotificationRawBodyError, verifyNotification } from '@lintas/core';
 *
 * try { await verifyNotification(await request.text(), { verifier }); }
 * catch (error) {
 *   if (isNotificationRawBodyError(error)) console.error(error.message); // says how to get the raw body
 * }
 * ```
 */
export class NotificationRawBodyError extends LintasError {
  override readonly name = 'NotificationRawBodyError' as const;
  /** @internal */
  readonly [marker] = true;
  /**
   * What was received instead: `'object'` for parsed JSON, `'consumed'` for a `Request` whose body was
   * already read, else its `typeof` (`'undefined'`, `'number'`, ...).
   */
  readonly received: string;

  constructor(received: string) {
    const what =
      received === 'consumed'
        ? 'a Request whose body was already read (did a middleware call request.json() or request.text()?)'
        : received === 'object'
          ? 'a parsed object'
          : received === 'undefined' || received === 'null'
            ? `${received} (did a body parser consume the stream, or skip this request?)`
            : `a ${received}`;
    super(
      `The notification body must be the raw body text, but received ${what}. Pass the raw body text, e.g. ` +
        "`await request.text()` / express.raw({ type: 'application/json' }), not the parsed JSON.",
    );
    this.received = received;
  }
}

/** True when `error` is a {@link NotificationRawBodyError}, from any installed copy of Lintas. */
export const isNotificationRawBodyError = /* @__PURE__ */ markerGuard<NotificationRawBodyError>(marker);
