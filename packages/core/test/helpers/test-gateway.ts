import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test gateway received, with its envelope checked independently of the SDK. */
export interface ReceivedRequest {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: string;
  readonly appId: string;
  readonly sign: string;
  readonly param: string;
  readonly params: Record<string, unknown>;
  /** Whether `sign` verifies over `param` with node:crypto and the merchant's public key. */
  readonly signatureValid: boolean;
}

/** What the test gateway does with one request. */
export type Behaviour =
  | {
      readonly json: unknown;
      readonly status?: number;
      readonly headers?: Record<string, string>;
      readonly delayMs?: number;
    }
  | { readonly raw: string; readonly status?: number; readonly delayMs?: number }
  /** Destroys the socket without answering (a reset after the request was received). */
  | { readonly reset: true; readonly delayMs?: number };

/** Answers a received request. */
export type Handler = (request: ReceivedRequest, index: number) => Behaviour;

/** A node:http gateway on 127.0.0.1 for core tests: verifies signatures and answers as scripted. */
export interface TestGateway {
  readonly url: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  /** Answers the next requests of `path` with `behaviours`, in order, before the default handler. */
  script(path: string, ...behaviours: Behaviour[]): void;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** Answers `{code: 10000, message: 'Success', data}`. */
export function success(data: unknown): Behaviour {
  return { json: { code: 10000, message: 'Success', data } };
}

/** Answers a business refusal. */
export function refusal(code: number, message: string): Behaviour {
  return { json: { code, message, data: null } };
}

/** A fresh 2048-bit merchant key pair. */
export function merchantKeys(modulusLength = 2048): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength });
}

/** Starts a test gateway on a random port of 127.0.0.1. */
export async function startTestGateway(
  publicKey: KeyObject,
  handler: Handler = () => success({}),
): Promise<TestGateway> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, Behaviour[]>();
  const server: Server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing);
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const envelope = JSON.parse(body) as { appId: string; sign: string; param: string };
    const verifier = createVerify('RSA-SHA256');
    verifier.update(envelope.param, 'utf8');
    const received: ReceivedRequest = {
      path: incoming.url ?? '',
      contentType: incoming.headers['content-type'],
      body,
      appId: envelope.appId,
      sign: envelope.sign,
      param: envelope.param,
      params: JSON.parse(envelope.param) as Record<string, unknown>,
      signatureValid: verifier.verify(publicKey, envelope.sign, 'base64'),
    };
    requests.push(received);
    const behaviour = scripts.get(received.path)?.shift() ?? handler(received, requests.length - 1);
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if ('reset' in behaviour) {
      incoming.socket.destroy();
      return;
    }
    const text = 'raw' in behaviour ? behaviour.raw : JSON.stringify(behaviour.json);
    const headers = 'headers' in behaviour ? behaviour.headers : undefined;
    outgoing.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json', ...headers });
    outgoing.end(text);
  }

  const gateway: TestGateway = {
    url: '',
    port: 0,
    requests,
    script(path, ...behaviours) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...behaviours]);
    },
    listen: () =>
      new Promise((resolve) => {
        server.listen(gateway.port, '127.0.0.1', () => resolve());
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await gateway.listen();
  const port = (server.address() as AddressInfo).port;
  Object.assign(gateway, { port, url: `http://127.0.0.1:${port}` });
  return gateway;
}
