import { createHash, createHmac, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** A SNAP partner as these tests hold it: its app id, its private key and its client secret. */
export interface SnapPartner {
  readonly appId: string;
  readonly privateKey: KeyObject;
  readonly clientSecret: string;
}

/** A fresh RSA key pair, the public half as bare base64 SPKI (as the sandbox registers it). */
export function snapKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

/** `YYYY-MM-DDTHH:mm:ss+07:00` of `ms`. */
export const jakarta = (ms = Date.now()) => `${new Date(ms + 7 * 3600 * 1000).toISOString().slice(0, 19)}+07:00`;

/** SHA256withRSA of `text`, base64. */
export const rsa = (text: string, key: KeyObject) => createSign('RSA-SHA256').update(text).sign(key, 'base64');

/** The body without the whitespace between tokens, for these tests' bodies (no whitespace in strings). */
const digest = (body: string) => createHash('sha256').update(body.replace(/\s+/g, '')).digest('hex');

/** SNAP's symmetric signature of a transaction. */
export const hmac = (secret: string, path: string, token: string, body: string, timestamp: string) =>
  createHmac('sha512', secret)
    .update(`POST:${path}:${token}:${digest(body)}:${timestamp}`)
    .digest('base64');

/** The headers of a B2B access token request, signed by `partner`. */
export function tokenHeaders(partner: SnapPartner, timestamp = jakarta()): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-client-key': partner.appId,
    'x-signature': rsa(`${partner.appId}|${timestamp}`, partner.privateKey),
  };
}

let issued = 0;
/** A fresh numeric `X-EXTERNAL-ID`. */
export function externalId(): string {
  issued += 1;
  return `${Date.now()}${String(issued).padStart(6, '0')}`;
}

/** POSTs `body` with `headers` to `url`; the status and the parsed answer. */
export async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
