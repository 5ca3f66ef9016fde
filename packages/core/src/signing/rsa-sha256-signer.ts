import { SignatureError } from '../errors/signature-error.js';
import { base64ToBytes, bytesToBase64 } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';
import { checkKeyInput } from './check-key-input.js';
import { nodeCrypto, type NodeCrypto } from './node-crypto.js';
import { importRsaKey, isCryptoKey, keyError, rsaKeyDer, rsaSha256Algorithm, type RsaKeyInput } from './rsa-key-input.js';
import type { Signer } from './signer.js';

/** Options of {@link rsaSha256Signer}. */
export interface RsaSha256SignerOptions {
  /**
   * The merchant's RSA private key, any size (2048–4096): bare base64 PKCS#8 DER as the gateway's
   * dashboard issues it, PKCS#8 or PKCS#1 PEM, a Node `KeyObject` or a WebCrypto `CryptoKey`.
   */
  readonly privateKey: RsaKeyInput;
}

const encoder = new TextEncoder();

/** What the signer signs once at creation to prove the key works. */
const probe = encoder.encode('lintas: probe signature of a new signer');

/** The error for a key that imports but cannot make signatures its own public half verifies. */
const corruptKey = () =>
  keyError('the private key is corrupt: a probe signature does not verify with its own public half, so the gateway would refuse every call (21001)');

/**
 * The gateway's request signature: SHA256WithRSA (RSASSA-PKCS1-v1_5, SHA-256) of the `param` string,
 * base64 (https://docs.paycools.com/en/v1/common/MerchantUnifiedAPIParam.html). The key is imported once, here; the key text is not kept, and the
 * signer prints and serialises as `{ algorithm: 'RSA-SHA256' }` only.
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
  const privateKey: unknown = options?.privateKey;
  checkKeyInput(privateKey, 'privateKey', 'rsaSha256Signer');
  const native = isCryptoKey(privateKey) ? undefined : nodeCrypto();
  const sign = native ? nativeSign(native, rsaKeyDer(privateKey as Exclude<RsaKeyInput, CryptoKey>, 'private')) : await webCryptoSign(privateKey);
  const signer: Signer = {
    async sign(payload) {
      try {
        return await sign(encoder.encode(payload));
      } catch (error) {
        throw new SignatureError('sign-failed', 'RSA-SHA256 signing failed', { cause: error });
      }
    },
  };
  return redactInspection(signer, 'RsaSha256Signer', { algorithm: 'RSA-SHA256' });
}

function nativeSign(crypto: NodeCrypto, der: Uint8Array): (data: Uint8Array) => string {
  let key: { asymmetricKeyType?: string };
  try {
    key = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    throw keyError('the private key is not a valid RSA PKCS#8 key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw keyError(`expected an RSA key, received ${key.asymmetricKeyType ?? 'another kind'}`);
  let verified = false;
  try {
    const signature = crypto.sign('sha256', probe, key).toString('base64');
    verified = crypto.verify('sha256', probe, crypto.createPublicKey(key), base64ToBytes(signature));
  } catch {
    // A key whose numbers do not fit together may fail to sign at all: as corrupt as a bad signature.
  }
  if (!verified) throw corruptKey();
  return (data) => crypto.sign('sha256', data, key).toString('base64');
}

async function webCryptoSign(privateKey: RsaKeyInput): Promise<(data: Uint8Array) => Promise<string>> {
  const key = await importRsaKey(privateKey, 'sign');
  const publicHalf = await webCryptoPublicHalf(isCryptoKey(privateKey) ? privateKey : await importRsaKey(privateKey, 'sign', true));
  if (publicHalf) {
    const verified = await crypto.subtle
      .sign(rsaSha256Algorithm, key, probe)
      .then((signature) => crypto.subtle.verify(rsaSha256Algorithm, publicHalf, signature, probe))
      .catch(() => false);
    if (!verified) throw corruptKey();
  }
  return async (data) => bytesToBase64(await crypto.subtle.sign(rsaSha256Algorithm, key, data as Uint8Array<ArrayBuffer>));
}

/** The public half of an extractable private key (its modulus and exponent), else `undefined`. */
async function webCryptoPublicHalf(key: CryptoKey): Promise<CryptoKey | undefined> {
  if (!key.extractable) return undefined;
  try {
    const { n, e } = (await crypto.subtle.exportKey('jwk', key)) as JsonWebKey;
    const jwk: JsonWebKey = { kty: 'RSA', alg: 'RS256', ext: true, ...(n === undefined ? {} : { n }), ...(e === undefined ? {} : { e }) };
    return await crypto.subtle.importKey('jwk', jwk, rsaSha256Algorithm, true, ['verify']);
  } catch {
    throw corruptKey();
  }
}
