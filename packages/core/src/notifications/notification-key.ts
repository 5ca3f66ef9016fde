import type { AnyNotificationDefinition } from './define-notification.js';

/**
 * The deduplication key of a notification (see `Notification.key`): `<eventName>:<id>`. The event name
 * is part of it because one object has several events (a payment that failed, then succeeded; an
 * authorization created, then cancelled), each to be processed once. The id is read from the verified
 * payload; without one (an inquiry, an unknown event without ids) it is the hash of the verified `param`.
 */
export async function notificationKey(
  definition: AnyNotificationDefinition | undefined,
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  param: string,
): Promise<string> {
  const id =
    definition === undefined
      ? fallbackId(payload)
      : definition.keyOf !== undefined
        ? text(definition.keyOf(payload))
        : definedId(definition.key, payload);
  return `${eventName}:${id ?? `sha256:${await sha256Hex(param)}`}`;
}

function definedId(members: readonly string[], payload: Readonly<Record<string, unknown>>): string | undefined {
  const [first, ...others] = members;
  const head = first === undefined ? undefined : text(payload[first]);
  if (head === undefined) return undefined;
  const tail = others.map((member) => text(payload[member])).filter((value) => value !== undefined);
  return [head, ...tail].join(':');
}

function fallbackId(payload: Readonly<Record<string, unknown>>): string | undefined {
  return text(payload.transactionId) ?? text(payload.refundTransactionId) ?? text(payload.requestId);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** The SHA-256 of `value`'s UTF-8 bytes, in hex. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
