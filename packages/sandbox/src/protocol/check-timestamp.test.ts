import { describe, expect, it } from 'vitest';
import { checkTimestamp } from './check-timestamp.js';
import { GatewayError } from './gateway-error.js';

const now = 1_763_860_000_123;
const windowMs = 60_000;

const outcome = (value: unknown): string => {
  try {
    checkTimestamp(value, now, windowMs);
    return 'ok';
  } catch (error) {
    return error instanceof GatewayError ? `${error.code} ${error.message}` : 'thrown';
  }
};

describe('checkTimestamp', () => {
  it.each([
    ['13-digit number', now],
    ['13-digit string', String(now)],
    ['10-digit number', Math.floor(now / 1000)],
    ['10-digit string', String(Math.floor(now / 1000))],
    ['10-digit number one window-second early (seconds are truncated)', Math.floor((now - windowMs) / 1000)],
    ['13-digit number at the edge of the window', now + windowMs],
  ])('accepts a %s', (_, value) => {
    expect(outcome(value)).toBe('ok');
  });

  it.each([
    ['13-digit number', now - windowMs - 1],
    ['13-digit number in the future', now + windowMs + 1],
    ['10-digit string', String(Math.floor((now + 2 * windowMs) / 1000))],
  ])('answers 21009 for a %s outside the window', (_, value) => {
    expect(outcome(value)).toBe('21009 Request timestamp error');
  });

  it.each([
    [undefined, 'timestamp is required'],
    [null, 'timestamp is required'],
    [now + 0.5, 'timestamp must be an integer or a string of digits'],
    [-now, 'timestamp must be an integer or a string of digits'],
    ['17638600001e2', 'timestamp must be an integer or a string of digits'],
    [` ${now}`, 'timestamp must be an integer or a string of digits'],
    [true, 'timestamp must be an integer or a string of digits'],
    [Number.MAX_SAFE_INTEGER + 1, 'timestamp must be an integer or a string of digits'],
    [12_345_678, 'timestamp must have 10 digits (seconds) or 13 digits (milliseconds)'],
    [now * 10, 'timestamp must have 10 digits (seconds) or 13 digits (milliseconds)'],
    [`0${now}`, 'timestamp must have 10 digits (seconds) or 13 digits (milliseconds)'],
  ])('answers 21002 for %s: %s', (value, detail) => {
    expect(outcome(value)).toBe(`21002 Request param error: ${detail}`);
  });
});
