import { describe, expect, it } from 'vitest';
import { diagnoseKeyText } from './diagnose-key-text.js';
import type { KeyProblem } from './key-refusal.js';

describe('diagnoseKeyText', () => {
  // Every row: text that gave no key bytes, and what the refusal says about it.
  const rows: [string, string, KeyProblem][] = [
    [
      'a PEM with no END line',
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      { problem: 'pem-cut-short' },
    ],
    [
      'a PEM whose END line names another label',
      '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PUBLIC KEY-----',
      { problem: 'pem-cut-short' },
    ],
    ['$VARIABLE', '$LINTAS_PRIVATE_KEY', { problem: 'variable-reference' }],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text a shell or .env loader left unexpanded
    ['a braced variable', '${LINTAS_PRIVATE_KEY}', { problem: 'variable-reference' }],
    ['%VARIABLE% (Windows)', '%LINTAS_PRIVATE_KEY%', { problem: 'variable-reference' }],
    ['process.env.NAME', 'process.env.LINTAS_PRIVATE_KEY', { problem: 'variable-reference' }],
    ['a JSON Web Key', '{"kty":"RSA","n":"0vx7","e":"AQAB"}', { problem: 'jwk' }],
    ['an absolute path', '/etc/lintas/private-key', { problem: 'file-path' }],
    ['a relative path', './keys/private.pem', { problem: 'file-path' }],
    ['a home path', '~/keys/lintas', { problem: 'file-path' }],
    ['a Windows path', 'C:\\keys\\lintas.pem', { problem: 'file-path' }],
    ['a file URL', 'file:///srv/lintas.key', { problem: 'file-path' }],
    ['a file name', 'lintas-private-key.txt', { problem: 'file-path' }],
    ['anything else', 'not a key at all!', { problem: 'not-base64', characters: 17 }],
    ['base64url', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-_x', { problem: 'not-base64', characters: 35 }],
  ];

  it.each(rows)('says what %s is', (_name, text, problem) => {
    expect(diagnoseKeyText(text)).toEqual(problem);
  });
});
