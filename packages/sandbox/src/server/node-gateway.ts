import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatBytes, maxGatewayBodyBytes } from './body-limits.js';
import type { GatewayAnswer, GatewayRequest } from './gateway-handler.js';

/** The path prefix of the gateway API, which Node's server hands to {@link nodeGateway}. */
export const gatewayPrefix = '/open-api/';

/** The client went away before its request was read: nobody is left to answer. */
class ClientGone extends Error {}

/** The body is larger than {@link maxGatewayBodyBytes}: answered 413 without reading it. */
class BodyTooLarge extends Error {}

function readText(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxGatewayBodyBytes) return Promise.reject(new BodyTooLarge());
  if (request.destroyed) return Promise.reject(new ClientGone());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxGatewayBodyBytes) {
        request.removeAllListeners('data');
        request.pause();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    // A client that drops mid-body: 'error' (ECONNRESET "aborted") or a close before the end.
    request.on('error', () => reject(new ClientGone()));
    request.on('close', () => {
      if (!request.complete) reject(new ClientGone());
    });
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

function tooLarge(response: ServerResponse): void {
  const body = JSON.stringify({ code: 413, message: `Request body too large: the sandbox reads at most ${formatBytes(maxGatewayBodyBytes)}`, data: null });
  // The rest of the body is not read: the connection closes after the answer.
  response.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
}

/**
 * Serves the gateway API on Node's own request and response: every signed call goes through here, so
 * it skips the web framework's `Request`/`Response` round trip (the sandbox's throughput is that of a
 * bare `node:http` server verifying the same signature, within a few percent). Bodies above
 * {@link maxGatewayBodyBytes} are answered 413; a client that drops mid-request is let go silently.
 */
export function nodeGateway(handle: (request: GatewayRequest) => Promise<GatewayAnswer>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    handle({ method: request.method ?? 'GET', path: query === -1 ? url : url.slice(0, query), text: () => readText(request) })
      .then((answer) => write(response, answer))
      .catch((error: unknown) => {
        if (error instanceof ClientGone || response.destroyed) return;
        if (error instanceof BodyTooLarge) return tooLarge(response);
        console.error('[lintas-sandbox] internal error:', error);
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
  };
}
