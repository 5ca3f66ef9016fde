import { NotificationEnvelopeError } from '../errors/notification-envelope-error.js';
import { NotificationJsonError } from '../errors/notification-json-error.js';

/**
 * The largest notification body read by default, in bytes. The gateway's notifications are 1 to 2 KB;
 * anything near this is not one.
 */
export const defaultMaxBodyBytes = 64 * 1024;

/**
 * The members of a notification body, `{"param": "...", "sign": "..."}`. The envelope is flat, so a body
 * whose members hold objects or arrays is refused after one pass over its characters, before
 * `JSON.parse` builds anything: an unsigned body costs no more to refuse than to read.
 */
export function readEnvelope(body: string): Readonly<Record<string, unknown>> {
  const start = firstSignificant(body);
  if (body[start] === '[') throw new NotificationEnvelopeError('the body is an array');
  if (body[start] === '{' && nestedAt(body, start + 1) !== -1) {
    throw new NotificationEnvelopeError('a member holds an object or an array, where the envelope holds two strings');
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(body) as unknown;
  } catch (error) {
    throw new NotificationJsonError('body', body, { cause: error });
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    throw new NotificationEnvelopeError(`the body is ${envelope === null ? 'null' : `a ${typeof envelope}`}`);
  }
  return envelope as Record<string, unknown>;
}

function firstSignificant(text: string): number {
  let index = 0;
  while (index < text.length && ' \t\n\r'.includes(text[index] as string)) index += 1;
  return index;
}

/** Where, after the opening brace, a `{` or `[` stands outside a string; -1 when none does. */
function nestedAt(text: string, from: number): number {
  let inString = false;
  for (let index = from; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) return index;
  }
  return -1;
}
