import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientBase } from '../../types/client.js';
import { answerOfError, answerOfResult, type ProxyAnswer } from './proxy-answer.js';
import { maxProxyBodyBytes, type ProxyRefusal, proxyRefusal } from './proxy-guard.js';
import { type ProxyPlugin, proxyRoute } from './proxy-route.js';

/** What {@link startProxy} needs. */
export interface ProxyOptions {
  /** The client that signs and sends: its signer (a key, a KMS, an HSM) is the only one that sees the key. */
  readonly client: Pick<ClientBase<object>, 'call'>;
  /** The families whose operations the proxy serves. */
  readonly plugins: readonly ProxyPlugin[];
  /** Port on 127.0.0.1; 0 picks a free one. */
  readonly port: number;
  /** Host names the proxy also answers under, besides localhost, 127.0.0.0/8 and [::1]. */
  readonly allowedHosts?: readonly string[];
}

/** A running proxy. */
export interface RunningProxy {
  /** e.g. `http://127.0.0.1:8931` */
  readonly url: string;
  close(): Promise<void>;
}

const send = (response: ServerResponse, answer: ProxyAnswer) => {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`${JSON.stringify(answer.body)}\n`);
};

const refuse = (response: ServerResponse, refusal: ProxyRefusal) =>
  send(response, { status: refusal.status, body: { error: { name: 'ProxyRefusal', message: refusal.message } } });

/** The body's text, at most `maxProxyBodyBytes` (a longer body is refused whatever its `Content-Length`). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length > maxProxyBodyBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One request: refused before its body is read, or routed, called and answered. */
async function handle(request: IncomingMessage, response: ServerResponse, options: ProxyOptions): Promise<void> {
  const length = request.headers['content-length'];
  const refusal = proxyRefusal(
    {
      method: request.method,
      host: request.headers.host,
      origin: request.headers.origin,
      contentType: request.headers['content-type'],
      contentLength: length === undefined ? undefined : Number(length),
    },
    options.allowedHosts,
  );
  if (refusal) return refuse(response, refusal);
  const text = await readBody(request);
  if (text === undefined)
    return refuse(response, { status: 413, message: `The body is over ${maxProxyBodyBytes} bytes.` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(response, { status: 400, message: 'The body is not JSON.' });
  }
  const route = proxyRoute(new URL(request.url ?? '/', 'http://127.0.0.1').pathname, body, options.plugins);
  if ('status' in route) return refuse(response, route);
  // The caller hanging up cancels the call, as an aborted signal does in code.
  const abandoned = new AbortController();
  response.on('close', () => abandoned.abort());
  try {
    const result = await options.client
      .call(route.endpoint, route.params as never, { signal: abandoned.signal })
      .withMetadata();
    send(response, answerOfResult(route.operation, result));
  } catch (error) {
    send(response, answerOfError(route.operation, error));
  }
}

/**
 * Starts `lintas proxy` on 127.0.0.1: `POST /<family>/<operation>` with the operation's plain params as
 * JSON (or `POST <gateway path>` with an unsigned `{ param }`) is validated, signed by `client`'s
 * signer and sent through its call path (retries, journal, recovery); the answer is the gateway's
 * answer with the call's metadata. Only this machine's requests are answered.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const server: Server = createServer((request, response) => {
    handle(request, response, options).catch(() => {
      if (!response.headersSent) refuse(response, { status: 500, message: 'lintas proxy failed to answer.' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
