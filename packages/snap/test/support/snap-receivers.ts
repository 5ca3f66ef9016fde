import { toNodeListener } from '@lintas/core';
import type { CapturedNotification, Listen } from '@lintas/testing';

/** SNAP's standard path of the payment notification (service 52): every merchant's receiver may sit there. */
export const notifyPath = '/v1.0/qr/qr-mpm-notify';

/** Serves `handler` with `listen` on Node's own server through `toNodeListener`: its base URL. */
export function serveHandler(listen: Listen, handler: (request: Request) => Promise<Response>): Promise<string> {
  return listen(toNodeListener(handler));
}

/** Posts `captured` (its signature headers and its body, as they came) to `url`. */
export async function replay(url: string, captured: CapturedNotification) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': captured.headers['x-timestamp'] ?? '',
      'x-signature': captured.headers['x-signature'] ?? '',
    },
    body: captured.body,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { responseCode: string; responseMessage: string },
  };
}
