import { describe, expect, it } from 'vitest';
import { isLoopback } from './is-loopback.js';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '', undefined])('refuses %s', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});
