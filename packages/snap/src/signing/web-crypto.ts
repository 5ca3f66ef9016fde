const encoder = new TextEncoder();

/** The WebCrypto of every runtime Lintas runs on (Node 22+, Bun, Deno, Workers). */
function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

/** `Lowercase(HexEncode(SHA-256(text)))`, of the UTF-8 bytes of `text`. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Imports `secret` (its UTF-8 bytes) once as an HMAC-SHA512 key that signs and verifies. */
export function importHmacSha512Key(secret: string): Promise<CryptoKey> {
  return subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-512' }, false, [
    'sign',
    'verify',
  ]);
}

/** HMAC-SHA512 of the UTF-8 bytes of `text` under `key`. */
export async function hmacSha512(key: CryptoKey, text: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(text)));
}

/** Whether `mac` is the HMAC-SHA512 of `text` under `key` (compared in constant time by WebCrypto). */
export function verifyHmacSha512(key: CryptoKey, mac: Uint8Array, text: string): Promise<boolean> {
  return subtle().verify('HMAC', key, mac as Uint8Array<ArrayBuffer>, encoder.encode(text));
}
