import { describe, expect, it } from 'vitest';
import { isLocalHost } from './is-local-host.js';

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'localhost:8791',
    'LOCALHOST:8791',
    'localhost.:8791',
    '127.0.0.1',
    '127.0.0.1:8791',
    '127.8.9.10:80',
    '[::1]',
    '[::1]:8791',
  ])('accepts %s', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each([
    'evil.example:8791',
    'evil.example',
    'localhost.evil.example:8791',
    '127.0.0.1.evil.example',
    '10.0.0.5:8791',
    '0.0.0.0:8791',
    '[::ffff:7f00:1]:8791',
    '',
    undefined,
    null,
  ])('refuses %s', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });

  it('accepts the host names it is told it serves, and only those', () => {
    expect(isLocalHost('qa.internal:8791', ['qa.internal'])).toBe(true);
    expect(isLocalHost('QA.internal', ['qa.internal:8791'])).toBe(true);
    expect(isLocalHost('evil.example:8791', ['qa.internal'])).toBe(false);
  });
});
