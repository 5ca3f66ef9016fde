import { checkKeyInput } from './check-key-input.js';
import { importRsaKey, type RsaKeyInput } from './rsa-key-input.js';

/**
 * Imports the platform's public keys for `rsaSha256Verifier`, after checking that each is something a
 * key can be; a key that cannot be used is refused with a `SignatureError` (`invalid-key`).
 */
export function importPublicKeys(inputs: readonly unknown[]): Promise<CryptoKey[]> {
  for (const input of inputs) checkKeyInput(input, 'publicKey', 'rsaSha256Verifier');
  return Promise.all(inputs.map((input) => importRsaKey(input as RsaKeyInput, 'verify')));
}
