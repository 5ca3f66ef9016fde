import { LintasError, markerGuard } from './lintas-error.js';
import type { ValidationIssue } from './request-validation-error.js';

const marker = Symbol.for('lintas.error.NotificationPayloadError');

/**
 * A notification is authentic (its signature verified) but its `param` does not match the schema of its
 * `eventName`: a member needed to act on it is missing or has another type, or `eventName` itself is
 * missing. Lintas refuses it rather than hand your code a half-read payment; the payload is attached so
 * you can still read it, log it, and report the difference.
 *
 * @example
 * ```ts
 * import { isNotificationPayloadError } from '@lintas/core';
 *
 * if (isNotificationPayloadError(error)) console.error(error.eventName, error.issues, error.payload);
 * ```
 */
export class NotificationPayloadError extends LintasError {
  override readonly name = 'NotificationPayloadError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The notification's `eventName`, when it had one. */
  readonly eventName: string | undefined;
  /** Every problem found, each naming its member. */
  readonly issues: readonly ValidationIssue[];
  /** The parsed `param`, as the gateway sent it. */
  readonly payload: unknown;

  constructor(eventName: string | undefined, issues: readonly ValidationIssue[], payload: unknown) {
    const list = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
    super(
      `The ${eventName ?? 'notification'} payload does not match its schema (${list}). The signature verified, so the ` +
        'gateway sent it this way: update @lintas/core, or report the payload (error.payload) to the Lintas maintainers.',
    );
    this.eventName = eventName;
    this.issues = issues;
    this.payload = payload;
  }
}

/** True when `error` is a {@link NotificationPayloadError}, from any installed copy of Lintas. */
export const isNotificationPayloadError = /* @__PURE__ */ markerGuard<NotificationPayloadError>(marker);
