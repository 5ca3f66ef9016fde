import { generateKeyPairSync } from 'node:crypto';

/** An RSA key pair in the gateway's encoding: bare base64 DER, no PEM headers. */
export interface MerchantKeys {
  /** PKCS#8 DER, base64. Keep it secret: it signs requests. */
  readonly privateKey: string;
  /** X.509 SubjectPublicKeyInfo DER, base64 (starts `MIIBIjAN` for 2048 bits). */
  readonly publicKey: string;
}

/**
 * Generates a 2048-bit RSA key pair encoded like the gateway's Java demo prints it.
 *
 * @example
 * ```ts
 * import { generateMerchantKeys } from '@lintas/sandbox';
 * const { privateKey, publicKey } = generateMerchantKeys();
 * ```
 */
export function generateMerchantKeys(): MerchantKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}
