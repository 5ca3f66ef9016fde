import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationJsonError');

/**
 * A notification is not JSON: its body (`part: 'body'`), or the `param` string inside it
 * (`part: 'param'`, only checked once the signature verified).
 *
 * @example
 * ```ts
 * import { isNotificationJsonError } from '@lintas/core';
 *
 * if (isNotificationJsonError(error)) console.warn(error.part, error.excerpt);
 * ```
 */
export class NotificationJsonError extends LintasError {
  override readonly name = 'NotificationJsonError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Which text failed to parse. */
  readonly part: 'body' | 'param';
  /** The first 200 characters of that text. */
  readonly excerpt: string;

  constructor(part: 'body' | 'param', text: string, options?: { cause?: unknown }) {
    const hint =
      part === 'body'
        ? text.trim() === ''
          ? 'The body is empty: if a body parser runs before this handler, it consumed the stream; pass the raw body text ' +
            "(e.g. `await request.text()` / express.raw({ type: 'application/json' }))."
          : 'The gateway sends `{"param": "...", "sign": "..."}` as JSON; pass the raw body text exactly as received.'
        : 'The signature verified, so the gateway sent it this way; report it to the gateway.';
    super(`The notification ${part} is not valid JSON. ${hint}`, options);
    this.part = part;
    this.excerpt = text.slice(0, 200);
  }
}

/** True when `error` is a {@link NotificationJsonError}, from any installed copy of Lintas. */
export const isNotificationJsonError = /* @__PURE__ */ markerGuard<NotificationJsonError>(marker);
