import type { AnyNotificationDefinition } from './define-notification.js';
import type { Answer } from './delivery/decide-delivery.js';
import type { AnyNotification } from './notification.js';

/**
 * How a protocol's reader judged a delivery's body: `verified` (its signature verified and its payload
 * is its event's), `unsigned` (no signature, or one that does not verify: HTTP 401), `malformed` (not
 * the protocol's notification: HTTP 400), or `unreadable` (the reader failed for a reason of its own,
 * such as a key that cannot be used: HTTP 500).
 */
export type NotificationReadingFact = 'verified' | 'unsigned' | 'malformed' | 'unreadable';

/** What a protocol read in a delivery: how it judged it, and the notification once verified (or why not). */
export interface NotificationReading {
  /** How it judged the delivery. */
  readonly reading: NotificationReadingFact;
  /** The verified notification: its `key` is what deliveries are deduplicated on. */
  readonly notification?: AnyNotification;
  /** The definition of its event, when the protocol knows it. */
  readonly definition?: AnyNotificationDefinition | undefined;
  /** Why it was refused (told to `onError`). */
  readonly error?: unknown;
}

/** What an answer's body may need to say. */
export interface NotificationAnswerDetail {
  /** The error that refused or failed the delivery. */
  readonly error?: unknown;
  /** An inquiry's reply, as its listener returned it. */
  readonly reply?: unknown;
  /** The notification's event, once read. */
  readonly eventName?: string | undefined;
  /** The handler's limit of a body, in bytes. */
  readonly maxBodyBytes: number;
}

/**
 * How a notification handler reads and answers the notifications of one protocol: the gateway's
 * `{param, sign}` envelope (what `createNotificationHandler` reads), or another (SNAP BI's, in
 * `@lintas/snap`). The delivery loop around it is the same: the body's size checked before it is read,
 * the proof that a notification is the merchant's, the claim, the lookup, the listener, the store.
 */
export interface NotificationProtocol {
  /**
   * Verifies and reads the body of a delivery, which the loop read from `request` (at most its
   * `maxBodyBytes`): the request gives the headers and the URL. Never throws: a refusal is a reading.
   */
  read(body: Uint8Array, request: Request): Promise<NotificationReading>;
  /** The answer to the sender, in the protocol's form (see `NotificationAnswer`). */
  answer(answer: Answer, detail: NotificationAnswerDetail): Response;
}
