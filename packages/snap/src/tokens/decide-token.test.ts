import { describe, expect, it } from 'vitest';
import { decideToken, type TokenAction } from './decide-token.js';

const now = 1_000_000;
const margin = 60_000;
const token = (expiresAt: number) => ({ accessToken: 't', expiresAt });

describe('decideToken', () => {
  it.each<[string, ReturnType<typeof token> | undefined, TokenAction]>([
    ['no token stored', undefined, 'refresh'],
    ['a token with an hour left', token(now + 3_600_000), 'use'],
    ['a token with just over the margin left', token(now + margin + 1), 'use'],
    ['a token with exactly the margin left', token(now + margin), 'refresh'],
    ['a token expiring within the margin', token(now + 1000), 'refresh'],
    ['an expired token', token(now - 1), 'refresh'],
  ])('%s: %s', (_, stored, action) => {
    expect(decideToken({ stored, now, refreshBeforeMs: margin })).toBe(action);
  });
});
