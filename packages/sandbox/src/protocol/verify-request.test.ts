import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway-error.js';
import { verifyRequest } from './verify-request.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const param = '{"countryCode":"PH","timestamp":1763860000000}';
const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');

const codeOf = (candidate: string): number | 'verified' => {
  try {
    verifyRequest(param, candidate, publicKey);
    return 'verified';
  } catch (error) {
    return error instanceof GatewayError ? error.code : -1;
  }
};

describe('verifyRequest', () => {
  it('verifies a standard base64 sign, padded or not, and one wrapped over lines', () => {
    expect(codeOf(sign)).toBe('verified');
    expect(codeOf(sign.replace(/=+$/, ''))).toBe('verified');
    expect(codeOf(`${sign.slice(0, 76)}\r\n${sign.slice(76, 152)}\n ${sign.slice(152)}\n`)).toBe('verified');
  });

  it.each([
    ['the URL-safe alphabet (-)', sign.replace(/\+/g, '-').replace(/\//g, '-')],
    ['the URL-safe alphabet (_)', `${sign.slice(0, 10)}_${sign.slice(11)}`],
    ['padding inside', `${sign.slice(0, 10)}=${sign.slice(11)}`],
    ['three padding characters', `${sign.replace(/=+$/, '')}===`],
    ['only padding', '=='],
    ['an empty sign', ''],
    ['a non-ASCII letter', `${sign.slice(0, 10)}é${sign.slice(11)}`],
  ])('answers 21001 for a sign with %s', (_, candidate) => {
    expect(codeOf(candidate)).toBe(21001);
  });
});
