import { bytesToBase64 } from '../utils/base64.js';
import { checkKeyInput } from './check-key-input.js';
import { refuseKey } from './key-refusal.js';
import type { KeySource } from './key-source.js';
import { nativeRsaKey, probe } from './native-rsa-key.js';
import { type NodeCrypto, nodeCrypto } from './node-crypto.js';
import { importRsaKey, invalidDer, isCryptoKey, type RsaKeyInput, rsaKeyDer } from './rsa-key-input.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';

/** A signing function of a private key: the base64 RSA-SHA256 signature of some bytes. */
export type SignBytes = (data: Uint8Array) => string | Promise<string>;

/**
 * The signing function of any private key `rsaSha256Signer` accepts, given in `source`: PKCS#1
 * (converted to PKCS#8), a `KeyObject`, a `CryptoKey`, or any key on a runtime without `node:crypto`
 * (WebCrypto); a key that cannot be used is refused with a `SignatureError` (`invalid-key`) that says
 * why, what to do and which forms are accepted.
 */
export async function anyKeySign(privateKey: unknown, source: KeySource): Promise<SignBytes> {
  checkKeyInput(privateKey, source);
  if (isCryptoKey(privateKey)) return await webCryptoSign(privateKey, source);
  const native = nodeCrypto();
  return native ? nativeSign(native, privateKey, source) : await webCryptoSign(privateKey, source);
}

function nativeSign(crypto: NodeCrypto, privateKey: Exclude<RsaKeyInput, CryptoKey>, source: KeySource): SignBytes {
  const key = nativeRsaKey(crypto, rsaKeyDer(privateKey, source));
  if ('sign' in key) return key.sign;
  if (key.problem === 'invalid') throw refuseKey(source, invalidDer(privateKey));
  if (key.problem === 'not-rsa') throw refuseKey(source, { problem: 'not-rsa', type: key.kind });
  throw refuseKey(source, { problem: 'corrupt' });
}

async function webCryptoSign(privateKey: RsaKeyInput, source: KeySource): Promise<SignBytes> {
  const key = await importRsaKey(privateKey, source);
  const publicHalf = await webCryptoPublicHalf(
    isCryptoKey(privateKey) ? privateKey : await importRsaKey(privateKey, source, true),
    source,
  );
  if (publicHalf) {
    const verified = await crypto.subtle
      .sign(rsaSha256Algorithm, key, probe)
      .then((signature) => crypto.subtle.verify(rsaSha256Algorithm, publicHalf, signature, probe))
      .catch(() => false);
    if (!verified) throw refuseKey(source, { problem: 'corrupt' });
  }
  return async (data) =>
    bytesToBase64(await crypto.subtle.sign(rsaSha256Algorithm, key, data as Uint8Array<ArrayBuffer>));
}

/** The public half of an extractable private key (its modulus and exponent), else `undefined`. */
async function webCryptoPublicHalf(key: CryptoKey, source: KeySource): Promise<CryptoKey | undefined> {
  if (!key.extractable) return undefined;
  try {
    const { n, e } = (await crypto.subtle.exportKey('jwk', key)) as JsonWebKey;
    const jwk: JsonWebKey = {
      kty: 'RSA',
      alg: 'RS256',
      ext: true,
      ...(n === undefined ? {} : { n }),
      ...(e === undefined ? {} : { e }),
    };
    return await crypto.subtle.importKey('jwk', jwk, rsaSha256Algorithm, true, ['verify']);
  } catch {
    throw refuseKey(source, { problem: 'corrupt' });
  }
}
