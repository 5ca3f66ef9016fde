import { NotificationJsonError } from '../errors/notification-json-error.js';
import { NotificationRawBodyError } from '../errors/notification-raw-body-error.js';

/** The raw body of a notification, exactly as received. */
export type RawNotificationBody = string | Uint8Array | ArrayBuffer;

/**
 * Reads a raw body as text. Refuses anything that is not raw (a parsed object above all), and bytes that
 * are not UTF-8. A leading byte order mark is dropped.
 */
export function decodeRawBody(rawBody: unknown): string {
  if (typeof rawBody === 'string') return rawBody.startsWith('\uFEFF') ? rawBody.slice(1) : rawBody;
  const bytes = asBytes(rawBody);
  if (bytes === undefined) throw new NotificationRawBodyError(rawBody === null ? 'null' : typeof rawBody);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new NotificationJsonError('body', new TextDecoder().decode(bytes), { cause: error });
  }
}

function asBytes(value: unknown): Uint8Array | undefined {
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  // `instanceof` fails for buffers from another realm (a vm context, a worker); the tag does not.
  if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') return new Uint8Array(value as ArrayBuffer);
  return undefined;
}
