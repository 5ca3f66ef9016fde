import { bytesToBase64, type Signer, type SignOptions } from '@lintas/core';
import { redacted } from '../utils/redacted.js';
import { hmacSha512, importHmacSha512Key } from './web-crypto.js';

/**
 * Reads the client secret where you keep it (a secrets manager, a vault), when a call needs it:
 * `options.signal` aborts when the call stops waiting. Cache it on your side if reading it costs.
 */
export type ClientSecretSource = (options: SignOptions) => string | Promise<string>;

/** Options of {@link hmacSha512Signer}. */
export interface HmacSha512SignerOptions {
  /** The client secret the gateway issued with your client key, or a function that reads it. */
  readonly clientSecret: string | ClientSecretSource;
}

const secretRequired =
  'hmacSha512Signer: clientSecret is required: the client secret the gateway issued with your client key';

/**
 * SNAP's symmetric signature: HMAC-SHA512 of a string to sign under the client secret, base64
 * (https://docs.qoinhub.id/reference/symmetric-in-api-services). A secret given as text is imported
 * once, here, and not kept as text; one read by a function is read for each signature and imported
 * again only when it changes (a secret you rotate). The signer prints and serialises as
 * `{ algorithm: 'HMAC-SHA512' }` only.
 *
 * @example
 * ```ts
 * import { hmacSha512Signer } from '@lintas/snap';
 *
 * const signer = await hmacSha512Signer({ clientSecret: process.env.SNAP_CLIENT_SECRET! });
 * ```
 */
export async function hmacSha512Signer(options: HmacSha512SignerOptions): Promise<Signer> {
  const source = options?.clientSecret;
  if (typeof source === 'function')
    return redacted(secretSigner(source), 'HmacSha512Signer', { algorithm: 'HMAC-SHA512' });
  if (typeof source !== 'string' || source.length === 0) throw new TypeError(secretRequired);
  const key = await importHmacSha512Key(source);
  const signer: Signer = { sign: async (payload) => bytesToBase64(await hmacSha512(key, payload)) };
  return redacted(signer, 'HmacSha512Signer', { algorithm: 'HMAC-SHA512' });
}

/** The signer of a secret read by `source` for each signature; its key is imported again when it changes. */
function secretSigner(source: ClientSecretSource): Signer {
  // The last secret's key, in this closure only (never printed): imported again when the secret changes.
  let last: { readonly secret: string; readonly key: Promise<CryptoKey> } | undefined;
  return {
    async sign(payload, options = {}) {
      const secret = await source(options);
      if (typeof secret !== 'string' || secret.length === 0) throw new TypeError(secretRequired);
      if (last?.secret !== secret) last = { secret, key: importHmacSha512Key(secret) };
      return bytesToBase64(await hmacSha512(await last.key, payload));
    },
  };
}
