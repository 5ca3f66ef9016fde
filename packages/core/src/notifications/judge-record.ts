import { NotificationNotConfirmedError } from '../errors/notification-not-confirmed-error.js';
import type { Confirmation } from './confirm-notification.js';
import type { GatewayRecord, NotificationStatusRule } from './define-notification.js';
import { statusAgreement } from './notification-status.js';

/**
 * Judges a lookup's answer against the notification's payload: `not-found` without a record; `differs`
 * when a member the record and the notification both carry differs (keys, amount), when the record's
 * status settled on another outcome, or when nothing could be compared; `pending` when only the status
 * differs and the record has not settled yet; `confirmed` otherwise. A pure function of plain data.
 */
export function judgeRecord(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  found: GatewayRecord<unknown> | undefined,
  status: NotificationStatusRule | undefined,
): Confirmation {
  if (found === undefined)
    return { fact: 'not-found', error: new NotificationNotConfirmedError(eventName, 'not-found') };
  const differing: string[] = [];
  let compared = 0;
  let pending = false;
  for (const [member, recorded] of Object.entries(found.members)) {
    if (recorded === undefined || recorded === null) continue;
    const agreement = compare(member, recorded, payload[member], status);
    if (agreement === 'unknown') continue;
    compared += 1;
    if (agreement === 'agrees') continue;
    differing.push(member);
    pending = agreement === 'pending';
  }
  if (compared === 0) return { fact: 'differs', error: new NotificationNotConfirmedError(eventName, 'differs') };
  if (differing.length === 0) return { fact: 'confirmed', record: found.record };
  if (pending && differing.length === 1) {
    return { fact: 'pending', error: new NotificationNotConfirmedError(eventName, 'pending') };
  }
  return { fact: 'differs', error: new NotificationNotConfirmedError(eventName, 'differs', differing) };
}

function compare(
  member: string,
  recorded: unknown,
  notified: unknown,
  status: NotificationStatusRule | undefined,
): 'agrees' | 'pending' | 'differs' | 'unknown' {
  if (member === status?.member) return statusAgreement(status, recorded, notified);
  if (notified === undefined) return 'unknown';
  // Amounts may be numbers on one side and digit strings on the other.
  return String(recorded) === String(notified) ? 'agrees' : 'differs';
}
