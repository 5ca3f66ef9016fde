import { SignatureError } from '../errors/signature-error.js';
import { base64ToBytes } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import type { KeySource } from './key-source.js';
import type { RsaKeyInput } from './rsa-key-input.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';
import type { Verifier } from './signer.js';

/** Options of {@link rsaSha256Verifier}: one public key, or several during a key rotation. */
export type RsaSha256VerifierOptions =
  | {
      /**
       * The platform's RSA public key: SPKI or PKCS#1 PEM, or its base64 alone as the merchant
       * dashboard shows it; on one line with literal `\n`, with CRLF, in quotes or with spaces around; a
       * `KeyObject` or a `CryptoKey`.
       */
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
export function rsaSha256Verifier(options: RsaSha256VerifierOptions): Promise<Verifier> {
  const several = typeof options === 'object' && options !== null && 'publicKeys' in options;
  const inputs: readonly unknown[] = several ? options.publicKeys : [options?.publicKey];
  const sources = inputs.map(
    (_, index): KeySource => ({
      caller: 'rsaSha256Verifier',
      option: several ? `publicKeys[${index}]` : 'publicKey',
      kind: 'public',
    }),
  );
  return rsaVerifier(inputs, sources, 'rsaSha256Verifier: give at least one public key in publicKeys');
}

/**
 * {@link rsaSha256Verifier} of keys each given in the source of the same index, which a refusal names;
 * `none` is the refusal of an empty list.
 */
export async function rsaVerifier(
  inputs: readonly unknown[],
  sources: readonly KeySource[],
  none: string,
): Promise<Verifier> {
  if (inputs.length === 0) throw new SignatureError('invalid-key', none);
  // Reading keys (PEM, PKCS#1, DER) and wording their refusals load on demand, once per process, so that
  // a bundle that only sends calls carries none of it.
  const keys = await (await import('./import-public-keys.js')).importPublicKeys(inputs, sources);
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
