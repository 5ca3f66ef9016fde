const encoder = new TextEncoder();

/** The part of `node:crypto` that hashes, reached without an `import` (see `nodeCrypto`). */
interface NodeHash {
  createHash(algorithm: 'sha256'): { update(data: Uint8Array): { digest(): Uint8Array } };
}

function nodeHash(): NodeHash | undefined {
  const runtime = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  try {
    return runtime.process?.getBuiltinModule?.('node:crypto') as NodeHash | undefined;
  } catch {
    return undefined;
  }
}

/**
 * The SHA-256 digest (32 bytes) of the UTF-8 bytes of `text`: with `node:crypto` where the runtime has
 * it (at once), else WebCrypto.
 */
export async function sha256Digest(text: string): Promise<Uint8Array> {
  const bytes = encoder.encode(text);
  const hash = nodeHash();
  if (hash) return new Uint8Array(hash.createHash('sha256').update(bytes).digest());
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** The DER prefix of a SHA-256 `DigestInfo` (RFC 8017, section 9.2, note 1). */
const sha256DigestInfoPrefix = [
  0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20,
];

/**
 * The 51-byte `DigestInfo` of a SHA-256 `digest` (RFC 8017, section 9.2): what a raw RSASSA-PKCS1-v1_5
 * mechanism signs (PKCS#11 `CKM_RSA_PKCS`, a KMS's "raw" RSA signing), so that the signature is the
 * same as SHA256withRSA's over the message.
 *
 * @example
 * ```ts
 * import { sha256DigestInfo } from '@lintas/core';
 *
 * const toSign = sha256DigestInfo(digest); // then RSA PKCS#1 v1.5 with no hashing of its own
 * ```
 */
export function sha256DigestInfo(digest: Uint8Array): Uint8Array {
  if (digest.length !== 32)
    throw new RangeError(`sha256DigestInfo: a SHA-256 digest has 32 bytes, not ${digest.length}`);
  const info = new Uint8Array(sha256DigestInfoPrefix.length + 32);
  info.set(sha256DigestInfoPrefix);
  info.set(digest, sha256DigestInfoPrefix.length);
  return info;
}
