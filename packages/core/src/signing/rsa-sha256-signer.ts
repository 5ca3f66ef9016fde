import { SignatureError } from '../errors/signature-error.js';
import { base64ToBytes } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import type { SignBytes } from './any-key-signer.js';
import { checkKeyId } from './check-key-id.js';
import type { KeySource } from './key-source.js';
import { signsLocally } from './local-signers.js';
import { nativeRsaKey } from './native-rsa-key.js';
import { nodeCrypto } from './node-crypto.js';
import { readKeyText } from './read-key-text.js';
import type { RsaKeyInput } from './rsa-key-input.js';
import type { Signer } from './signer.js';

/** Options of {@link rsaSha256Signer}. */
export interface RsaSha256SignerOptions {
  /**
   * The merchant's RSA private key, any size (2048–4096): PKCS#8 or PKCS#1 PEM, or its base64 alone
   * as the gateway's dashboard issues it; on one line with literal `\n` (as hosting platforms'
   * environment variables hold it), with CRLF, in quotes or with spaces around; a Node `KeyObject` or
   * a WebCrypto `CryptoKey`.
   */
  readonly privateKey: RsaKeyInput;
  /**
   * Your name for the key (`'merchant-key-2026'`), as call metadata and the journal report which key
   * signed each request; needed when the client signs with two keys while you rotate. Never the key.
   */
  readonly keyId?: string;
}

const encoder = new TextEncoder();

/**
 * The gateway's request signature: SHA256WithRSA (RSASSA-PKCS1-v1_5, SHA-256) of the `param` string,
 * base64 (https://docs.paycools.com/en/v1/common/MerchantUnifiedAPIParam.html). The key is imported once, here; the key text is not kept, and the
 * signer prints and serialises as `{ algorithm: 'RSA-SHA256' }` only (with its `keyId`, when given).
 *
 * The key is checked at creation: a probe signature must verify with the key's own public half, so a
 * damaged key (a character lost or changed in copying) is refused here with a `SignatureError`
 * (`invalid-key`) instead of signing calls the gateway refuses. A non-extractable `CryptoKey` cannot
 * give its public half and is taken as it is.
 *
 * Runs everywhere: on runtimes that offer `node:crypto` (Node, Bun, Deno) it signs with its one-shot
 * `sign`, which on Node is several times faster than WebCrypto's thread-pool round trip; elsewhere
 * (Workers, browsers) and for a `CryptoKey` it signs with WebCrypto.
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
  checkKeyId('rsaSha256Signer', options?.keyId);
  const source: KeySource = { caller: 'rsaSha256Signer', option: 'privateKey', kind: 'private' };
  return rsaSigner(options?.privateKey, source, options?.keyId);
}

/** {@link rsaSha256Signer} of a key given in `source`, which its refusal names, named `keyId` if given. */
export async function rsaSigner(privateKey: unknown, source: KeySource, keyId?: string): Promise<Signer> {
  // Every other key form (PKCS#1, KeyObject, CryptoKey), every runtime without node:crypto, and the words
  // of every refusal load on demand, once per process: a merchant's bundle and the cold start carry only
  // the key form the dashboard issues.
  const sign: SignBytes =
    (typeof privateKey === 'string' && pkcs8Sign(privateKey)) ||
    (await (await import('./any-key-signer.js')).anyKeySign(privateKey, source));
  const signer: Signer = {
    ...(keyId === undefined ? {} : { keyId }),
    async sign(payload) {
      try {
        return await sign(encoder.encode(payload));
      } catch (error) {
        throw new SignatureError('sign-failed', 'RSA-SHA256 signing failed', { cause: error });
      }
    },
  };
  const visible = { algorithm: 'RSA-SHA256', ...(keyId === undefined ? {} : { keyId }) };
  return signsLocally(redactInspection(signer, 'RsaSha256Signer', visible));
}

/**
 * Signs with `node:crypto` when `text` is a working RSA key as PKCS#8 PEM or its base64 alone, in any
 * of the ways text holds it (see `readKeyText`); `undefined` for anything else, left to the full reading
 * of keys (which also words why a key is refused).
 */
function pkcs8Sign(text: string): SignBytes | undefined {
  const crypto = nodeCrypto();
  const { label, body } = readKeyText(text);
  if (!crypto || (label !== undefined && label !== 'PRIVATE KEY')) return undefined;
  let der: Uint8Array;
  try {
    der = base64ToBytes(body);
  } catch {
    return undefined;
  }
  const key = nativeRsaKey(crypto, der);
  return 'sign' in key ? key.sign : undefined;
}
