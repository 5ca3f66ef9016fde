import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NotificationUnhandledError');

/**
 * A verified notification reached `createNotificationHandler` but no listener handles its `eventName`
 * (no listener of its own and no `default`). It was not acknowledged, so the gateway delivers it again:
 * add a listener for it (or `default`), or set `acknowledgeUnhandled: true` to acknowledge such events
 * without processing them.
 *
 * @example
 * ```ts
 * import { isNotificationUnhandledError } from '@lintas/core';
 *
 * if (isNotificationUnhandledError(error)) console.warn('add a listener for', error.eventName);
 * ```
 */
export class NotificationUnhandledError extends LintasError {
  override readonly name = 'NotificationUnhandledError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The `eventName` no listener handles. */
  readonly eventName: string;

  constructor(eventName: string) {
    super(
      `No listener handles the ${eventName} notification, so it was not acknowledged and the gateway will deliver it again. ` +
        `Add a listener for '${eventName}' or a default listener, or set acknowledgeUnhandled: true to acknowledge events you do not process.`,
    );
    this.eventName = eventName;
  }
}

/** True when `error` is a {@link NotificationUnhandledError}, from any installed copy of Lintas. */
export const isNotificationUnhandledError = /* @__PURE__ */ markerGuard<NotificationUnhandledError>(marker);
