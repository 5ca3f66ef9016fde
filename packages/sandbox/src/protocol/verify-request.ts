import { type KeyObject, verify } from 'node:crypto';
import { GatewayError } from './gateway-error.js';
import { RESULT } from './result-codes.js';

// `[\w+/]` with `_` refused apart is the standard base64 alphabet: V8 matches `\w` from a table,
// about 4× faster than the same set spelled with ranges on a 344-character sign.
const BASE64_OR_UNDERSCORE = /^[\w+/]+={0,2}$/;
const WHITESPACE = /\s+/g;

const isBase64 = (text: string): boolean => BASE64_OR_UNDERSCORE.test(text) && !text.includes('_');

/** `sign` without whitespace (line-wrapped signs are accepted) when it is standard base64. */
function compactBase64(sign: string): string | undefined {
  if (isBase64(sign)) return sign;
  const compact = sign.replace(WHITESPACE, '');
  return isBase64(compact) ? compact : undefined;
}

/**
 * Verifies `sign` (base64 RSASSA-PKCS1-v1_5 / SHA-256) over the exact UTF-8 bytes of `param` with
 * the merchant's public key; anything else is a 21001.
 */
export function verifyRequest(param: string, sign: string, key: KeyObject): void {
  const compact = compactBase64(sign);
  const valid =
    compact !== undefined && verify('sha256', Buffer.from(param, 'utf8'), key, Buffer.from(compact, 'base64'));
  if (!valid) throw new GatewayError(RESULT.signError);
}
