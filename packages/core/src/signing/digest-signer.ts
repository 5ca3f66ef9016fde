import { base64ToBytes, bytesToBase64 } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import { checkKeyId } from './check-key-id.js';
import { sha256Digest } from './sha256-digest.js';
import type { Signer, SignOptions } from './signer.js';

/** Options of {@link digestSigner}. */
export interface DigestSignerOptions {
  /**
   * Signs `digest`, the 32-byte SHA-256 of the payload, with RSASSA-PKCS1-v1_5 where your key lives (a
   * KMS's "sign a digest", an HSM), and answers the signature as bytes or base64. `options.signal`
   * aborts when the call stops waiting for it: pass it to your KMS request.
   */
  readonly signDigest: (digest: Uint8Array, options: SignOptions) => Promise<Uint8Array | string>;
  /** Names the key (a KMS key ARN or version, an HSM label), as call metadata and the journal report it. */
  readonly keyId?: string;
}

/**
 * A {@link Signer} over a key that never leaves a KMS or an HSM: each payload is hashed here (SHA-256 of
 * its UTF-8 bytes) and only the 32-byte digest is sent to be signed, so a payload of any size (a proof
 * file of megabytes) is one small request, within the message limits of every KMS. The signature is
 * SHA256withRSA's, RSASSA-PKCS1-v1_5, which the gateway verifies
 * (https://docs.paycools.com/en/v1/common/MerchantUnifiedAPIParam.html).
 *
 * RSASSA-PKCS1-v1_5 is deterministic, so the same bytes always have the same signature: the signer keeps
 * the last one, and signs identical bytes again without a request (a retry of the same `param`, when
 * `timestampUnit: 'seconds'` gives two attempts the same second). An attempt whose `param` changed (a new
 * timestamp) is signed anew.
 *
 * @example
 * ```ts
 * import { createClient, digestSigner } from '@lintas/core';
 * import { KMSClient, SignCommand } from '@aws-sdk/client-kms';
 *
 * const kms = new KMSClient({});
 * const signer = digestSigner({
 *   keyId: 'alias/lintas-merchant',
 *   signDigest: async (digest, { signal }) => {
 *     const answer = await kms.send(
 *       new SignCommand({ KeyId: 'alias/lintas-merchant', Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256' }),
 *       { abortSignal: signal },
 *     );
 *     return answer.Signature!;
 *   },
 * });
 * ```
 */
export function digestSigner(options: DigestSignerOptions): Signer {
  if (typeof options?.signDigest !== 'function')
    throw new TypeError('digestSigner: signDigest is required: a function that signs a SHA-256 digest with your key');
  const { signDigest, keyId } = options;
  checkKeyId('digestSigner', keyId);
  // The last digest signed and its signature: a signature is reused for identical bytes only.
  let last: { readonly digest: string; readonly signature: string } | undefined;
  const signer: Signer = {
    ...(keyId === undefined ? {} : { keyId }),
    async sign(payload, signOptions = {}) {
      const digest = await sha256Digest(payload);
      const hex = bytesToBase64(digest);
      if (last?.digest === hex) return last.signature;
      const answer = await signDigest(digest, signOptions);
      const signature = typeof answer === 'string' ? bytesToBase64(base64ToBytes(answer)) : bytesToBase64(answer);
      last = { digest: hex, signature };
      return signature;
    },
  };
  return redactInspection(signer, 'DigestSigner', { algorithm: 'RSA-SHA256', keyId });
}
