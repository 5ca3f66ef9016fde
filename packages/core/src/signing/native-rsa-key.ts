import type { NodeCrypto } from './node-crypto.js';

/** What the signer signs once at creation to prove the key works. */
export const probe = /* @__PURE__ */ new TextEncoder().encode('lintas: probe signature of a new signer');

/**
 * A private key read by `node:crypto`: its signing function, or what is wrong with it, which the
 * caller puts into words (the wording loads only when a key is refused).
 */
export type NativeRsaKey =
  | { readonly sign: (data: Uint8Array) => string }
  | { readonly problem: 'invalid' | 'corrupt' }
  | { readonly problem: 'not-rsa'; readonly kind: string | undefined };

/**
 * Reads a PKCS#8 DER private key with `node:crypto` and checks it: it must be RSA, and a probe signature
 * must verify with its own public half, or the gateway would refuse every call (21001).
 */
export function nativeRsaKey(crypto: NodeCrypto, der: Uint8Array): NativeRsaKey {
  let key: { asymmetricKeyType?: string };
  try {
    key = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return { problem: 'invalid' };
  }
  if (key.asymmetricKeyType !== 'rsa') return { problem: 'not-rsa', kind: key.asymmetricKeyType };
  let verified = false;
  try {
    verified = crypto.verify('sha256', probe, crypto.createPublicKey(key), crypto.sign('sha256', probe, key));
  } catch {
    // A key whose numbers do not fit together may fail to sign at all: as corrupt as a bad signature.
  }
  if (!verified) return { problem: 'corrupt' };
  return { sign: (data) => crypto.sign('sha256', data, key).toString('base64') };
}
