import type { Verifier } from '@lintas/core';
import { notificationStringToSign, transactionStringToSign } from '../signing/string-to-sign.js';
import { verifyHmacSha512 } from '../signing/web-crypto.js';

/** What verifies a notification's `X-SIGNATURE`: the gateway's RSA key, your client secret, or both. */
export interface NotificationKeys {
  /** Verifies SHA256withRSA by the gateway's key. */
  readonly rsa: Verifier | undefined;
  /** Your client secret, imported for HMAC-SHA512. */
  readonly hmac: CryptoKey | undefined;
}

/** The request a notification came in. */
export interface ReceivedNotification {
  readonly path: string;
  readonly body: string;
  readonly timestamp: string;
  readonly signature: string;
  /** The bearer token of its `Authorization`, when it carried one. */
  readonly token: string | undefined;
}

/** The bytes of standard base64 `text`; `undefined` when it is not base64. */
function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Whether `received`'s `X-SIGNATURE` is the gateway's: SHA256withRSA of
 * `POST:<path>:<SHA-256 of the minified body>:<X-TIMESTAMP>` by its key, or HMAC-SHA512 under your client
 * secret of the same string, with the `Authorization` token after the path when one was sent (SNAP's
 * asymmetric and symmetric signatures), as `keys` allow.
 */
export async function verifySnapNotification(received: ReceivedNotification, keys: NotificationKeys): Promise<boolean> {
  const signed = { method: 'POST', path: received.path, body: received.body, timestamp: received.timestamp };
  if (keys.rsa && (await keys.rsa.verify(await notificationStringToSign(signed), received.signature))) return true;
  if (!keys.hmac) return false;
  const mac = base64Bytes(received.signature);
  if (!mac) return false;
  const text =
    received.token === undefined
      ? await notificationStringToSign(signed)
      : await transactionStringToSign(signed, received.token);
  return verifyHmacSha512(keys.hmac, mac, text);
}
