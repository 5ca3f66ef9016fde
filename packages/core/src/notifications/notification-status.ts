import type { NotificationStatusRule } from './define-notification.js';

/** Whether `value` is one of `statuses`, without regard to case. */
export function isStatusOf(value: unknown, statuses: readonly string[]): boolean {
  const text = String(value).toUpperCase();
  return statuses.some((status) => status.toUpperCase() === text);
}

/**
 * How a record's status stands to the notification's (or, when the notification carries none, to the
 * outcome its event's name announces): it `agrees`, it is `pending` (not settled yet: it may still get
 * there), or it `differs` (settled elsewhere); `unknown` when there is nothing to compare it with.
 */
export function statusAgreement(
  rule: NotificationStatusRule,
  recorded: unknown,
  notified: unknown,
): 'agrees' | 'pending' | 'differs' | 'unknown' {
  let agrees: boolean;
  if (rule.outcome !== undefined) agrees = isStatusOf(recorded, rule.outcome);
  else if (notified === undefined) return 'unknown';
  else agrees = String(recorded).toUpperCase() === String(notified).toUpperCase();
  if (agrees) return 'agrees';
  return isStatusOf(recorded, rule.settled) ? 'differs' : 'pending';
}

/**
 * Why a payload's status contradicts the outcome its event's name announces (`payment.success` that
 * says `FAILED`), or `undefined` when it does not (or carries none).
 */
export function statusContradiction(
  eventName: string,
  rule: NotificationStatusRule | undefined,
  payload: Readonly<Record<string, unknown>>,
): { readonly path: string; readonly message: string } | undefined {
  const value = rule === undefined ? undefined : payload[rule.member];
  if (rule?.outcome === undefined || value === undefined || isStatusOf(value, rule.outcome)) return undefined;
  return {
    path: rule.member,
    message: `is ${String(value)}, which contradicts ${eventName} (it announces ${rule.outcome.join(', ')})`,
  };
}
