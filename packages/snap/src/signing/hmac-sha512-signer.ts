import { bytesToBase64, type Signer } from '@lintas/core';
import { redacted } from '../utils/redacted.js';
import { hmacSha512, importHmacSha512Key } from './web-crypto.js';

/** Options of {@link hmacSha512Signer}. */
export interface HmacSha512SignerOptions {
  /** The client secret the gateway issued with your client key. */
  readonly clientSecret: string;
}

/**
 * SNAP's symmetric signature: HMAC-SHA512 of a string to sign under the client secret, base64
 * (https://docs.qoinhub.id/reference/symmetric-in-api-services). The secret is imported once, here,
 * and not kept as text; the signer prints and serialises as `{ algorithm: 'HMAC-SHA512' }` only.
 *
 * @example
 * ```ts
 * import { hmacSha512Signer } from '@lintas/snap';
 *
 * const signer = await hmacSha512Signer({ clientSecret: process.env.SNAP_CLIENT_SECRET! });
 * ```
 */
export async function hmacSha512Signer(options: HmacSha512SignerOptions): Promise<Signer> {
  if (typeof options?.clientSecret !== 'string' || options.clientSecret.length === 0)
    throw new TypeError(
      'hmacSha512Signer: clientSecret is required: the client secret the gateway issued with your client key',
    );
  const key = await importHmacSha512Key(options.clientSecret);
  const signer: Signer = { sign: async (payload) => bytesToBase64(await hmacSha512(key, payload)) };
  return redacted(signer, 'HmacSha512Signer', { algorithm: 'HMAC-SHA512' });
}
