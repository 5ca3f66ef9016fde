import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { signedRequest } from './signed-request.js';

/** The response envelope. */
export interface Envelope<TData = any> {
  code: number;
  message: string;
  data: TData;
}

/** A merchant key pair in the gateway's encoding. */
export interface TestMerchant {
  appId: string;
  privateKey: string;
  publicKey: string;
}

/**
 * A fresh RSA key pair (2048 bits unless told), bare base64 DER. Generated off the event loop: a
 * blocking generation stalls the in-process sandbox and its kept-alive connections long enough for a
 * loaded machine to reset one (ECONNRESET on the next request).
 */
export async function testKeys(modulusLength = 2048): Promise<{ privateKey: string; publicKey: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength });
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/** POSTs a JSON body to the sandbox and parses the JSON answer. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** Calls gateway operations as `merchant`, signing each request with node:crypto. */
export function gatewayClient(baseUrl: string, merchant: TestMerchant) {
  return {
    /** Signs `params` (plus a fresh timestamp) and answers the envelope. */
    async call<TData = any>(
      path: string,
      params: Record<string, unknown>,
      timestamp?: number | string | null,
    ): Promise<Envelope<TData>> {
      const body = signedRequest({
        appId: merchant.appId,
        privateKey: merchant.privateKey,
        params,
        ...(timestamp === undefined ? {} : { timestamp }),
      });
      const { json } = await postJson(`${baseUrl}${path}`, body);
      return json as Envelope<TData>;
    },
  };
}

/** A gateway client type. */
export type GatewayClient = ReturnType<typeof gatewayClient>;
