import { createHash, createHmac, createVerify, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * The body without the whitespace between JSON tokens, every character of its strings and numbers
 * kept: SNAP's `minify(RequestBody)`.
 */
export function minify(body: string): string {
  let out = '';
  let quoted = false;
  let escaped = false;
  for (const char of body) {
    if (quoted) {
      out += char;
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
      out += char;
    } else if (!/\s/.test(char)) out += char;
  }
  return out;
}

/** `Lowercase(HexEncode(SHA-256(minify(body))))`. */
export function bodyDigest(body: string): string {
  return createHash('sha256').update(minify(body), 'utf8').digest('hex');
}

/** Whether `signature` (base64) is SHA256withRSA of `text` by the holder of `key`'s private half. */
export function verifyRsa(text: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Whether `signature` (base64) is HMAC-SHA512 of `text` under `secret`, compared in constant time. */
export function verifyHmacSha512(text: string, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret).update(text, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** SNAP's symmetric string to sign: `METHOD:path:token:digest:timestamp`. */
export function symmetricStringToSign(
  method: string,
  path: string,
  token: string,
  body: string,
  timestamp: string,
): string {
  return `${method}:${path}:${token}:${bodyDigest(body)}:${timestamp}`;
}

/** SNAP's asymmetric string to sign of a call without a token (a notification): `METHOD:path:digest:timestamp`. */
export function asymmetricStringToSign(method: string, path: string, body: string, timestamp: string): string {
  return `${method}:${path}:${bodyDigest(body)}:${timestamp}`;
}
