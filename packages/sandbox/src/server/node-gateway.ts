import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayAnswer, GatewayRequest } from './gateway-handler.js';

/** The path prefix of the gateway API, which Node's server hands to {@link nodeGateway}. */
export const gatewayPrefix = '/open-api/';

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function write(response: ServerResponse, answer: GatewayAnswer): Promise<void> {
  if (answer.kind === 'envelope') {
    const body = JSON.stringify(answer.envelope);
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  } else if (answer.kind === 'response') {
    const body = Buffer.from(await answer.response.arrayBuffer());
    response.writeHead(answer.response.status, [...answer.response.headers]).end(body);
  } else {
    response.socket?.destroy();
  }
}

/**
 * Serves the gateway API on Node's own request and response: every signed call goes through here, so
 * it skips the web framework's `Request`/`Response` round trip (the sandbox's throughput is that of a
 * bare `node:http` server verifying the same signature, within a few percent).
 */
export function nodeGateway(handle: (request: GatewayRequest) => Promise<GatewayAnswer>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    handle({ method: request.method ?? 'GET', path: query === -1 ? url : url.slice(0, query), text: () => readText(request) })
      .then((answer) => write(response, answer))
      .catch((error: unknown) => {
        console.error('[lintas-sandbox] internal error:', error);
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
  };
}
