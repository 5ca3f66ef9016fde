import { SignatureError } from '../errors/signature-error.js';
import { valueHint } from '../utils/value-hint.js';
import type { RsaKeyInput } from './rsa-key-input.js';

const remedies = {
  privateKey:
    'Pass your merchant private key: bare base64 PKCS#8 as the merchant dashboard issues it, PEM text, a KeyObject or a CryptoKey (is LINTAS_PRIVATE_KEY set in this environment?)',
  publicKey:
    "Pass the gateway's platform public key: bare base64 SPKI as the merchant dashboard shows it, PEM text, a KeyObject or a CryptoKey (is LINTAS_PLATFORM_PUBLIC_KEY set in this environment?)",
} as const;

/**
 * Checks that a key option holds something that can be a key before it is read, so a missing
 * environment variable gives an error that says so instead of a `TypeError` from deep inside.
 */
export function checkKeyInput(
  input: unknown,
  option: 'privateKey' | 'publicKey',
  caller: string,
): asserts input is RsaKeyInput {
  const usable =
    (typeof input === 'string' && input.trim().length > 0) ||
    (typeof input === 'object' && input !== null && !Array.isArray(input));
  if (usable) return;
  const what =
    typeof input === 'string'
      ? input.length === 0
        ? 'an empty string'
        : 'blank'
      : input === undefined
        ? 'undefined'
        : valueHint(input);
  throw new SignatureError('invalid-key', `${caller}: ${option} is ${what}. ${remedies[option]}`);
}
