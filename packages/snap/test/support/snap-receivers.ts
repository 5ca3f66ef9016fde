import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@lintas/core';

/** SNAP's standard path of the payment notification (service 52): every merchant's receiver may sit there. */
export const notifyPath = '/v1.0/qr/qr-mpm-notify';

/** A notification as it was posted: its headers and its body, to post again elsewhere. */
export interface Captured {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A server on 127.0.0.1, port 0, and the base URL it answers at. */
export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

async function serve(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<Served> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Another merchant's receiver, as an attacker runs it: it acknowledges every notification the gateway
 * sends it and keeps each as it came (headers and body), to replay to someone else's handler.
 */
export async function captureNotifications(): Promise<Served & { readonly captured: Captured[] }> {
  const captured: Captured[] = [];
  const served = await serve((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
      captured.push({ headers, body });
      res.setHeader('content-type', 'application/json');
      res.end('{"responseCode":"2005200","responseMessage":"Successful"}');
    });
  });
  return { ...served, captured };
}

/** Serves `handler` on Node's own server through `toNodeListener`. */
export function serveHandler(handler: (request: Request) => Promise<Response>): Promise<Served> {
  return serve(toNodeListener(handler));
}

/** Posts `captured` (its signature headers and its body, as they came) to `url`. */
export async function replay(url: string, captured: Captured) {
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
