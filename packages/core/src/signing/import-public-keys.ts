import { checkKeyInput } from './check-key-input.js';
import type { KeySource } from './key-source.js';
import { importRsaKey } from './rsa-key-input.js';

/**
 * Imports the platform's public keys for a verifier, each given in the source of the same index, after
 * checking that each is something a key can be; a key that cannot be used is refused with a
 * `SignatureError` (`invalid-key`) naming its source.
 */
export function importPublicKeys(inputs: readonly unknown[], sources: readonly KeySource[]): Promise<CryptoKey[]> {
  const checked = inputs.map((input, index) => {
    const source = sources[index] as KeySource;
    checkKeyInput(input, source);
    return { input, source };
  });
  return Promise.all(checked.map(({ input, source }) => importRsaKey(input, source)));
}
