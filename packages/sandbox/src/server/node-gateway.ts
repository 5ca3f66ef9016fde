import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Operation } from '../operations/define-operation.js';
import { formatBytes, maxGatewayBodyBytes } from './body-limits.js';
import { drainBody } from './drain-body.js';
import type { GatewayAnswer, GatewayHandler, GatewayRequest } from './gateway-handler.js';

/** The path prefix of the gateway API, which Node's server hands to {@link nodeGateway}. */
export const gatewayPrefix = '/open-api/';

/**
 * Answers 413 at once, then ends the answer (which closes the connection) once the rest of the body is
 * read and dropped ({@link drainBody}), so the client reads the answer instead of a reset.
 */
function tooLarge(request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({
    code: 413,
    message: `Request body too large: the sandbox reads at most ${formatBytes(maxGatewayBodyBytes)}`,
    data: null,
  });
  response.writeHead(413, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.write(body);
  void drainBody(request).then(() => response.end());
}

function failed(response: ServerResponse, error: unknown): void {
  if (response.destroyed) return;
  console.error('[lintas-sandbox] internal error:', error);
  if (!response.headersSent) response.writeHead(500).end();
  else response.destroy();
}

function send(response: ServerResponse, answer: GatewayAnswer): void {
  if (answer.kind === 'envelope') {
    const body = JSON.stringify(answer.envelope);
    response
      .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      .end(body);
  } else if (answer.kind === 'response') {
    answer.response
      .arrayBuffer()
      .then((body) => response.writeHead(answer.response.status, [...answer.response.headers]).end(Buffer.from(body)))
      .catch((error: unknown) => failed(response, error));
  } else {
    response.socket?.destroy();
  }
}

function answerWith(response: ServerResponse, answer: GatewayAnswer | Promise<GatewayAnswer>): void {
  if (answer instanceof Promise) {
    answer.then((settled) => send(response, settled)).catch((error: unknown) => failed(response, error));
  } else send(response, answer);
}

/**
 * Reads the body, then hands it to the operation. Bodies above {@link maxGatewayBodyBytes} are
 * answered 413, their rest read and dropped before the connection closes. A client that drops mid-body never sees 'end': nothing is left to
 * answer, and the request is let go with its listeners.
 */
function readThenFinish(
  request: IncomingMessage,
  response: ServerResponse,
  handler: GatewayHandler,
  call: GatewayRequest,
  operation: Operation,
): void {
  if (Number(request.headers['content-length']) > maxGatewayBodyBytes) {
    tooLarge(request, response);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxGatewayBodyBytes) chunks.push(chunk);
    else {
      tooLarge(request, response);
    }
  });
  request.on('end', () => {
    if (!request.complete || size > maxGatewayBodyBytes) return;
    const [only] = chunks;
    const body = chunks.length === 1 && only ? only.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    try {
      answerWith(response, handler.finish(call, operation, body));
    } catch (error) {
      failed(response, error);
    }
  });
}

/**
 * Serves the gateway API on Node's own request and response: every signed call goes through here, so
 * it skips the web framework's `Request`/`Response` round trip and answers in the same turn as the
 * body's last chunk (no promise in between unless a `delay` fault holds the answer). Bodies above
 * {@link maxGatewayBodyBytes} are answered 413; a client that drops mid-request is let go silently.
 */
export function nodeGateway(handler: GatewayHandler) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const call: GatewayRequest = {
      method: request.method ?? 'GET',
      path: query === -1 ? url : url.slice(0, query),
      at: Date.now(),
      headers: request.headers,
    };
    try {
      const started = handler.start(call);
      if ('kind' in started) send(response, started);
      else if (!request.destroyed) readThenFinish(request, response, handler, call, started);
    } catch (error) {
      failed(response, error);
    }
  };
}
