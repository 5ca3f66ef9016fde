import { describe, expect, it } from 'vitest';
import { isSignatureError } from '../errors/signature-error.js';
import { acceptedForms, type KeyProblem, keyRefusalWords, refuseKey } from './key-refusal.js';

// The words of every refusal, for both halves: one row per problem, each with the phrase of what is
// wrong and of its fix that a merchant reads.
const rows: [KeyProblem, 'private' | 'public', string, string][] = [
  [
    { problem: 'missing', what: 'undefined' },
    'private',
    'is undefined',
    'Pass your merchant private key (is LINTAS_PRIVATE_KEY set',
  ],
  [
    { problem: 'missing', what: 'an empty string' },
    'public',
    'is an empty string',
    "Pass the gateway's platform public key (is LINTAS_PLATFORM_PUBLIC_KEY set",
  ],
  [{ problem: 'file-path' }, 'private', 'holds a file path, not a key', "readFileSync(path, 'utf8')"],
  [
    { problem: 'variable-reference' },
    'public',
    'holds a reference to a variable, not its value',
    'set the key text itself',
  ],
  [{ problem: 'jwk' }, 'private', 'holds a JSON Web Key', "false, ['sign']), and pass the CryptoKey"],
  [{ problem: 'jwk' }, 'public', 'holds a JSON Web Key', "false, ['verify']), and pass the CryptoKey"],
  [
    { problem: 'pem-cut-short' },
    'private',
    'holds a PEM block cut short',
    'through its END line, from where it was issued',
  ],
  [
    { problem: 'not-base64', characters: 9 },
    'public',
    'is neither PEM nor base64 (a text of 9 characters',
    'as the gateway gave it',
  ],
  [{ problem: 'encrypted' }, 'private', 'is an encrypted PEM key', 'openssl pkey -in encrypted.pem -out key.pem'],
  [
    { problem: 'certificate' },
    'public',
    'is an X.509 certificate, not a key',
    'openssl x509 -in certificate.pem -pubkey -noout',
  ],
  [
    { problem: 'certificate' },
    'private',
    'is an X.509 certificate, not a private key',
    'Pass your merchant private key.',
  ],
  [
    { problem: 'other-pem', label: 'OPENSSH PRIVATE KEY' },
    'private',
    'is a PEM block labelled OPENSSH PRIVATE KEY, not an RSA private key',
    'PRIVATE KEY or RSA PRIVATE KEY',
  ],
  [{ problem: 'wrong-half' }, 'private', 'is a public key', 'the half you keep secret (LINTAS_PRIVATE_KEY)'],
  [{ problem: 'wrong-half' }, 'public', 'is a private key', 'keep private keys out of verifiers'],
  [
    { problem: 'not-rsa', type: 'ec' },
    'private',
    'is a key of type EC, not an RSA key',
    'generate an RSA key pair (npx lintas keys)',
  ],
  [
    { problem: 'not-rsa', type: undefined },
    'public',
    'is a key of another type, not an RSA key',
    'pass the platform public key it gave you',
  ],
  [
    { problem: 'invalid-der', characters: 400 },
    'private',
    'is base64 (400 characters) but not a valid RSA private key (PKCS#8 or PKCS#1)',
    'about 1,600 base64 characters',
  ],
  [
    { problem: 'invalid-der', characters: 100 },
    'public',
    'is base64 (100 characters) but not a valid RSA public key (SPKI or PKCS#1)',
    'about 390 base64 characters',
  ],
  [
    { problem: 'corrupt' },
    'private',
    'is corrupt: a probe signature does not verify',
    'one character changed in copying',
  ],
  [
    { problem: 'crypto-key' },
    'private',
    'is a CryptoKey that cannot sign RSA-SHA256 signatures',
    "with the 'sign' usage, as a private key",
  ],
  [
    { problem: 'crypto-key' },
    'public',
    'is a CryptoKey that cannot verify RSA-SHA256 signatures',
    "with the 'verify' usage, as a public key",
  ],
  [{ problem: 'key-object', type: 'secret' }, 'public', 'is a secret KeyObject', 'Pass the public KeyObject'],
];

describe('keyRefusalWords', () => {
  it('has a row for every problem', () => {
    const problems = new Set(rows.map(([found]) => found.problem));
    expect([...problems].sort()).toEqual(
      [
        'certificate',
        'corrupt',
        'crypto-key',
        'encrypted',
        'file-path',
        'invalid-der',
        'jwk',
        'key-object',
        'missing',
        'not-base64',
        'not-rsa',
        'other-pem',
        'pem-cut-short',
        'variable-reference',
        'wrong-half',
      ].sort(),
    );
  });

  it.each(rows)('words %o for a %s key', (found, kind, problem, fix) => {
    const words = keyRefusalWords(found, kind);
    expect(words.problem.startsWith(problem), words.problem).toBe(true);
    expect(words.fix).toContain(fix);
    // Logged as it is: no PEM armour that log redaction would take for a key and swallow.
    expect(`${words.problem} ${words.fix}`).not.toContain('-----');
  });
});

describe('refuseKey', () => {
  it('names the function and the option, says the problem, the fix and every accepted form', () => {
    const error = refuseKey(
      { caller: 'createClientFromEnv', option: 'LINTAS_PRIVATE_KEY', kind: 'private' },
      { problem: 'file-path' },
    );
    expect(isSignatureError(error) && error.reason).toBe('invalid-key');
    expect(error.message).toBe(
      `createClientFromEnv: LINTAS_PRIVATE_KEY holds a file path, not a key. Pass the file's contents, e.g. readFileSync(path, 'utf8'), not its name. ${acceptedForms('private')}`,
    );
  });

  it.each(['private', 'public'] as const)(
    'lists the %s key forms: PEM of both encodings, base64 alone, one-line, CRLF, quotes, KeyObject, CryptoKey',
    (kind) => {
      const forms = acceptedForms(kind);
      for (const phrase of [
        'PEM (BEGIN',
        'RSA',
        'base64 alone',
        'literal \\n',
        'CRLF',
        'in quotes',
        'KeyObject',
        'CryptoKey',
      ])
        expect(forms).toContain(phrase);
      expect(forms).toContain(
        kind === 'private' ? 'BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY' : 'BEGIN PUBLIC KEY or BEGIN RSA PUBLIC KEY',
      );
    },
  );
});
