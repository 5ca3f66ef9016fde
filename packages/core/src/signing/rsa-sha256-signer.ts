import { SignatureError } from '../errors/signature-error.js';
import { bytesToBase64 } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import { importRsaKey, rsaSha256Algorithm, type RsaKeyInput } from './rsa-key-input.js';
import type { Signer } from './signer.js';

/** Options of {@link rsaSha256Signer}. */
export interface RsaSha256SignerOptions {
  /**
   * The merchant's RSA private key, any size (2048–4096): bare base64 PKCS#8 DER as the gateway's
   * dashboard issues it, PKCS#8 or PKCS#1 PEM, a Node `KeyObject` or a WebCrypto `CryptoKey`.
   */
  readonly privateKey: RsaKeyInput;
}

/**
 * The gateway's request signature: SHA256WithRSA (RSASSA-PKCS1-v1_5, SHA-256) of the `param` string,
 * base64 (provider-facts §1.1–1.2). The key is imported once, here, as a non-extractable WebCrypto key
 * (so it runs on Node, Bun, Deno and Workers); the key text is not kept, and the signer prints and
 * serialises as `{ algorithm: 'RSA-SHA256' }` only.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 *
 * const signer = await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! });
 * const client = createClient({ baseUrl: 'https://gateway.example', appId: 'your-app-id', signer });
 * ```
 */
export async function rsaSha256Signer(options: RsaSha256SignerOptions): Promise<Signer> {
  const key = await importRsaKey(options.privateKey, 'sign');
  const encoder = new TextEncoder();
  const signer: Signer = {
    async sign(payload) {
      try {
        return bytesToBase64(await crypto.subtle.sign(rsaSha256Algorithm, key, encoder.encode(payload)));
      } catch (error) {
        throw new SignatureError('sign-failed', 'RSA-SHA256 signing failed', { cause: error });
      }
    },
  };
  return redactInspection(signer, 'RsaSha256Signer', { algorithm: 'RSA-SHA256' });
}
