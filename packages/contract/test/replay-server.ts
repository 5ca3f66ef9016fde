import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Client, createClient, rsaSha256Signer } from '@lintas/core';
import { afterAll, beforeAll } from 'vitest';

/** A request the replay server received. */
export interface ReceivedRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
  /** `param` parsed. */
  readonly param: Record<string, unknown>;
}

/** A node:http server on 127.0.0.1 that answers every POST with one JSON body and records what it got. */
export interface ReplayServer {
  readonly url: string;
  readonly received: ReceivedRequest[];
  /** The JSON body to answer with from now on. */
  answer(body: unknown): void;
  close(): Promise<void>;
}

/** Starts a replay server on a random port. */
export async function startReplayServer(): Promise<ReplayServer> {
  const received: ReceivedRequest[] = [];
  let answer: unknown = { code: 10000, message: 'Success', data: {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({
        path: request.url ?? '',
        body,
        param: JSON.parse(String(body.param)) as Record<string, unknown>,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (body) => {
      answer = body;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An SDK client of a fresh test key that calls the replay server once per call (no retry). */
export async function clientFor(server: ReplayServer): Promise<Client> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return createClient({
    baseUrl: server.url,
    appId: 'contract-app',
    signer: await rsaSha256Signer({ privateKey }),
    retry: { limit: 0 },
  });
}

/** The file's replay server and its client: started before the file's tests, closed after them. */
export interface ReplayClient {
  readonly server: ReplayServer;
  readonly client: Client;
}

/** Starts a replay server and its client before the file's tests and closes it after; read the members inside tests only. */
export function useReplayClient(): ReplayClient {
  const used = {} as { server: ReplayServer; client: Client };
  beforeAll(async () => {
    used.server = await startReplayServer();
    used.client = await clientFor(used.server);
  });
  afterAll(() => used.server?.close());
  return used;
}
