import { verify, type KeyObject } from 'node:crypto';
import { GatewayError } from './gateway-error.js';
import { RESULT } from './result-codes.js';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Verifies `sign` (base64 RSASSA-PKCS1-v1_5 / SHA-256) over the exact UTF-8 bytes of `param` with
 * the merchant's public key; anything else is a 21001.
 */
export function verifyRequest(param: string, sign: string, key: KeyObject): void {
  const compact = sign.replace(/\s+/g, '');
  const valid =
    BASE64.test(compact) && verify('sha256', Buffer.from(param, 'utf8'), key, Buffer.from(compact, 'base64'));
  if (!valid) throw new GatewayError(RESULT.signError);
}
