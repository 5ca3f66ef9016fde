import { createPrivateKey, createSign } from 'node:crypto';

/** The request envelope the gateway takes. */
export interface SignedRequest {
  appId: string;
  sign: string;
  param: string;
}

/** What to sign. */
export interface SignedRequestInput {
  appId: string;
  /** Bare base64 PKCS#8 DER. */
  privateKey: string;
  /** Operation params; `timestamp` is added unless given here or `timestamp` is `null`. */
  params: Record<string, unknown>;
  /** Overrides the timestamp (default `Date.now()`); `null` leaves it out. */
  timestamp?: number | string | null;
}

/**
 * Builds `{appId, sign, param}` independently of any SDK: `param` is the JSON string of the params
 * plus `timestamp`, `sign` is base64 RSA-SHA256 (PKCS#1 v1.5) of exactly that string.
 */
export function signedRequest(input: SignedRequestInput): SignedRequest {
  const params = { ...input.params };
  if (input.timestamp !== null && !('timestamp' in params)) params['timestamp'] = input.timestamp ?? Date.now();
  const param = JSON.stringify(params);
  return { appId: input.appId, sign: signText(param, input.privateKey), param };
}

/** base64 RSA-SHA256 signature of `text` (UTF-8) with a bare base64 PKCS#8 DER key. */
export function signText(text: string, privateKey: string): string {
  const key = createPrivateKey({ key: Buffer.from(privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}
