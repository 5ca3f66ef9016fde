import { minifyJson } from './minify-json.js';
import { sha256Hex } from './web-crypto.js';

/**
 * The string the B2B access token request signs with SHA256withRSA: `<X-CLIENT-KEY>|<X-TIMESTAMP>`
 * (https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html shows
 * `3a34d6a9debb4246931f3941c471dd3b|2023-09-25T17:57:35+07:00`; the SNAP standard's asymmetric
 * signature: https://docs-snap.paydia.id/snap-introduction/snap-signature).
 */
export function tokenStringToSign(clientKey: string, timestamp: string): string {
  return `${clientKey}|${timestamp}`;
}

/** What a SNAP transaction or notification signature covers. */
export interface SignedRequest {
  /** `POST`, upper-case. */
  readonly method: string;
  /** The URL's path from the host, e.g. `/v2.1/qr/qr-mpm-generate`, without the query. */
  readonly path: string;
  /** The body as sent (it is minified before hashing). */
  readonly body: string;
  /** The request's `X-TIMESTAMP`. */
  readonly timestamp: string;
}

/**
 * The symmetric transaction signature's string to sign, signed with HMAC-SHA512 under the client
 * secret: `METHOD:path:accessToken:Lowercase(HexEncode(SHA-256(minify(body)))):timestamp`
 * (https://docs.qoinhub.id/reference/symmetric-in-api-services, SNAP's symmetric signature).
 */
export async function transactionStringToSign(request: SignedRequest, accessToken: string): Promise<string> {
  const digest = await sha256Hex(minifyJson(request.body));
  return `${request.method.toUpperCase()}:${request.path}:${accessToken}:${digest}:${request.timestamp}`;
}

/**
 * The asymmetric signature's string to sign of a request without an access token (a notification the
 * gateway sends), signed with SHA256withRSA by the sender's private key:
 * `METHOD:path:Lowercase(HexEncode(SHA-256(minify(body)))):timestamp`
 * (https://apidocs-vsnap.netzme.id/api-reference/toko-netzme/snap-asymmetric-signature).
 */
export async function notificationStringToSign(request: SignedRequest): Promise<string> {
  const digest = await sha256Hex(minifyJson(request.body));
  return `${request.method.toUpperCase()}:${request.path}:${digest}:${request.timestamp}`;
}
