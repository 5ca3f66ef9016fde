import { GatewayError } from './gateway-error.js';
import { RESULT } from './result-codes.js';

const DIGITS = /^\d+$/;

/** The digits of a timestamp given as an integer or a digit string of 10 or 13 digits; 21002 otherwise. */
function digitsOf(value: unknown): string {
  if (value === undefined || value === null) throw GatewayError.param('timestamp is required');
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !DIGITS.test(text)) {
    throw GatewayError.param('timestamp must be an integer or a string of digits');
  }
  if (text.length !== 10 && text.length !== 13) {
    throw GatewayError.param('timestamp must have 10 digits (seconds) or 13 digits (milliseconds)');
  }
  return text;
}

/**
 * Checks `param.timestamp`: an integer or a digit string of 10 digits (seconds) or 13 digits
 * (milliseconds) — anything else is a 21002 naming `timestamp`; outside `now ± windowMs` is a 21009.
 */
export function checkTimestamp(value: unknown, now: number, windowMs: number): void {
  // The usual case, a 13-digit integer, is the instant in milliseconds as it is: no text needed.
  const millis = typeof value === 'number' && Number.isInteger(value) && value >= 1e12 && value < 1e13;
  const text = millis ? '' : digitsOf(value);
  const epochMs = millis ? value : text.length === 10 ? Number(text) * 1000 : Number(text);
  // Seconds are truncated, so a 10-digit value may lag the true instant by up to 999 ms.
  const slack = text.length === 10 ? 1000 : 0;
  if (epochMs < now - windowMs - slack || epochMs > now + windowMs) throw new GatewayError(RESULT.timestampError);
}
