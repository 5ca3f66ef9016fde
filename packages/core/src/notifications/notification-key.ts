import { notificationEvents, type NotificationEventName } from './notification-events.js';

/**
 * The deduplication key of a notification (see `Notification.key`): `<eventName>:<id>`. The event name
 * is part of it because one object has several events (a payment that failed, then succeeded; an
 * authorization created, then cancelled), each to be processed once.
 */
export async function notificationKey(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  param: string,
): Promise<string> {
  const id = knownId(eventName, payload) ?? fallbackId(payload);
  return `${eventName}:${id ?? `sha256:${await sha256Hex(param)}`}`;
}

function knownId(eventName: string, payload: Readonly<Record<string, unknown>>): string | undefined {
  if (!Object.hasOwn(notificationEvents, eventName)) return undefined;
  switch (notificationEvents[eventName as NotificationEventName]) {
    case 'refund':
      return text(payload.refundTransactionId);
    case 'authorization': {
      // One authorization request can end in a token, and a token can be replaced: the token tells them apart.
      const requestId = text(payload.requestId);
      const payToken = text(payload.payToken);
      return requestId === undefined ? undefined : payToken === undefined ? requestId : `${requestId}:${payToken}`;
    }
    case 'ticket':
      return text(payload.ticketId);
    case 'payment-verification':
      // An inquiry is answered each time, never deduplicated: the hash of its param names it.
      return undefined;
    default:
      // A static code is paid many times under one mchOrderId: the transaction is the event's object.
      return text(payload.transactionId);
  }
}

function fallbackId(payload: Readonly<Record<string, unknown>>): string | undefined {
  return text(payload.transactionId) ?? text(payload.refundTransactionId) ?? text(payload.requestId);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
