import { bytesToBase64 } from '../utils/base64.js';
import { checkKeyInput } from './check-key-input.js';
import { nativeRsaKey, probe } from './native-rsa-key.js';
import { type NodeCrypto, nodeCrypto } from './node-crypto.js';
import { importRsaKey, isCryptoKey, keyError, type RsaKeyInput, rsaKeyDer } from './rsa-key-input.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';

/** A signing function of a private key: the base64 RSA-SHA256 signature of some bytes. */
export type SignBytes = (data: Uint8Array) => string | Promise<string>;

/** The error for a key that imports but cannot make signatures its own public half verifies. */
const corruptKey = () =>
  keyError(
    'the private key is corrupt: a probe signature does not verify with its own public half, so the gateway would refuse every call (21001)',
  );

/**
 * The signing function of any private key `rsaSha256Signer` accepts: PKCS#1 (converted to PKCS#8), a
 * `KeyObject`, a `CryptoKey`, or any key on a runtime without `node:crypto` (WebCrypto); a key that
 * cannot be used is refused with a `SignatureError` (`invalid-key`) that says why.
 */
export async function anyKeySign(privateKey: unknown): Promise<SignBytes> {
  checkKeyInput(privateKey, 'privateKey', 'rsaSha256Signer');
  const native = isCryptoKey(privateKey) ? undefined : nodeCrypto();
  return native
    ? nativeSign(native, rsaKeyDer(privateKey as Exclude<RsaKeyInput, CryptoKey>, 'private'))
    : await webCryptoSign(privateKey);
}

function nativeSign(crypto: NodeCrypto, der: Uint8Array): SignBytes {
  const key = nativeRsaKey(crypto, der);
  if ('sign' in key) return key.sign;
  if (key.problem === 'invalid') throw keyError('the private key is not a valid RSA PKCS#8 key');
  if (key.problem === 'not-rsa') throw keyError(`expected an RSA key, received ${key.kind ?? 'another kind'}`);
  throw corruptKey();
}

async function webCryptoSign(privateKey: RsaKeyInput): Promise<SignBytes> {
  const key = await importRsaKey(privateKey, 'sign');
  const publicHalf = await webCryptoPublicHalf(
    isCryptoKey(privateKey) ? privateKey : await importRsaKey(privateKey, 'sign', true),
  );
  if (publicHalf) {
    const verified = await crypto.subtle
      .sign(rsaSha256Algorithm, key, probe)
      .then((signature) => crypto.subtle.verify(rsaSha256Algorithm, publicHalf, signature, probe))
      .catch(() => false);
    if (!verified) throw corruptKey();
  }
  return async (data) =>
    bytesToBase64(await crypto.subtle.sign(rsaSha256Algorithm, key, data as Uint8Array<ArrayBuffer>));
}

/** The public half of an extractable private key (its modulus and exponent), else `undefined`. */
async function webCryptoPublicHalf(key: CryptoKey): Promise<CryptoKey | undefined> {
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
    throw corruptKey();
  }
}
