import { SignatureError } from '../errors/signature-error.js';
import { base64ToBytes } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import type { RsaKeyInput } from './rsa-key-input.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';
import type { Verifier } from './signer.js';

/** Options of {@link rsaSha256Verifier}: one public key, or several during a key rotation. */
export type RsaSha256VerifierOptions =
  | {
      /** The platform's RSA public key: bare base64 SPKI DER, SPKI or PKCS#1 PEM, `KeyObject` or `CryptoKey`. */
      readonly publicKey: RsaKeyInput;
    }
  | {
      /** Several platform public keys; a signature is valid when any of them verifies it. */
      readonly publicKeys: readonly RsaKeyInput[];
    };

/**
 * Verifies what the gateway signs (notifications) with the platform's RSA public key(s):
 * SHA256WithRSA over the exact `param` string (https://developer.paycools.com/en/docs/paycools-doc/config-signature). Keys are imported once, here.
 *
 * @example
 * ```ts
 * import { rsaSha256Verifier } from '@lintas/core';
 *
 * const verifier = await rsaSha256Verifier({ publicKeys: [currentPlatformKey, nextPlatformKey] });
 * ```
 */
export async function rsaSha256Verifier(options: RsaSha256VerifierOptions): Promise<Verifier> {
  const inputs: readonly unknown[] = 'publicKeys' in options ? options.publicKeys : [options.publicKey];
  if (inputs.length === 0) throw new SignatureError('invalid-key', 'rsaSha256Verifier: give at least one public key');
  // Reading keys (PEM, PKCS#1, DER) and wording their refusals load on demand, once per process, so that
  // a bundle that only sends calls carries none of it.
  const keys = await (await import('./import-public-keys.js')).importPublicKeys(inputs);
  const encoder = new TextEncoder();
  const verifier: Verifier = {
    async verify(payload, signature) {
      let signatureBytes: Uint8Array<ArrayBuffer>;
      try {
        signatureBytes = base64ToBytes(signature);
      } catch {
        return false;
      }
      const data = encoder.encode(payload);
      for (const key of keys) {
        if (await crypto.subtle.verify(rsaSha256Algorithm, key, signatureBytes, data)) return true;
      }
      return false;
    },
  };
  return redactInspection(verifier, 'RsaSha256Verifier', { algorithm: 'RSA-SHA256', keys: keys.length });
}
