import { NotificationNotConfirmedError } from '../../errors/notification-not-confirmed-error.js';
import { type Confirmation, confirmNotification } from '../confirm-notification.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationConfirmer } from '../notification-handler-options.js';
import { sha256Hex } from '../notification-key.js';
import type { LookupLimit } from './lookup-limit.js';
import type { VerdictMemo } from './verdict-memo.js';

/** Confirms notifications with the gateway for one handler, within its bounds. */
export interface LookupGuard {
  /** Looks the notification's record up with its families' lookups, through `confirmer`. */
  confirm(
    notification: AnyNotification,
    definitions: readonly AnyNotificationDefinition[],
    confirmer: NotificationConfirmer,
  ): Promise<Confirmation>;
}

/** What bounds a handler's lookups. */
export interface LookupBounds {
  /** A lookup is abandoned after this long (a share of the claim's lease), in ms. */
  readonly deadlineMs: number;
  /** Lookups per second; `undefined` for no limit. */
  readonly limit: LookupLimit | undefined;
  readonly verdicts: VerdictMemo;
}

/**
 * The lookups of one handler, bounded so that replays cannot spend the merchant's rate limit: a verdict
 * the gateway gave on a notification (confirmed or refused) is remembered, one lookup per notification
 * runs at a time (deliveries of the same signed text share its answer), and beyond the limit a
 * notification is answered "not yet" (`limited`). Each lookup is one request (no retries: the
 * gateway's redelivery is the retry) that ends within the deadline, while the claim is still the
 * delivery's.
 */
export function createLookupGuard(bounds: LookupBounds): LookupGuard {
  const running = new Map<string, Promise<Confirmation>>();
  return {
    async confirm(notification, definitions, confirmer) {
      const { key, eventName } = notification;
      const digest = await sha256Hex(notification.param);
      const slot = `${key} ${digest}`;
      const known = bounds.verdicts.recall(key, digest) ?? running.get(slot);
      if (known !== undefined) return known;
      if (bounds.limit?.take() === false) {
        return { fact: 'limited', error: new NotificationNotConfirmedError(eventName, 'limited') };
      }
      const lookup = look(notification, definitions, confirmer, bounds.deadlineMs);
      running.set(slot, lookup);
      try {
        const confirmation = await lookup;
        bounds.verdicts.remember(key, digest, confirmation);
        return confirmation;
      } finally {
        running.delete(slot);
      }
    },
  };
}

function look(
  notification: AnyNotification,
  definitions: readonly AnyNotificationDefinition[],
  confirmer: NotificationConfirmer,
  deadlineMs: number,
): Promise<Confirmation> {
  const signal = AbortSignal.timeout(deadlineMs);
  return confirmNotification(notification.eventName, notification.payload, definitions, {
    call: (endpoint, params) => Promise.resolve(confirmer.call(endpoint, params, { signal, retry: { limit: 0 } })),
  });
}
