import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A notification as received. */
export interface ReceivedNotification {
  path: string;
  body: { param: string; sign: string } & Record<string, unknown>;
  params: Record<string, unknown>;
}

/**
 * How the receiver answers one request: with `status` and `body` after `delayMs`, and not before `until`
 * resolves when given; `ack`; or `drop` (the connection closed without an answer).
 */
export type ScriptedAnswer = { status: number; body: string; delayMs?: number; until?: Promise<void> } | 'ack' | 'drop';

const ACK = JSON.stringify({ code: 10000, message: 'Success' });

/**
 * A merchant notification endpoint on 127.0.0.1: records what arrives and answers from a script
 * (then acknowledges), so tests can make the first attempts fail.
 */
export async function startNotificationReceiver() {
  const received: ReceivedNotification[] = [];
  const script: ScriptedAnswer[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as ReceivedNotification['body'];
      received.push({ path: request.url ?? '', body, params: JSON.parse(body.param) as Record<string, unknown> });
      const answer = script.shift() ?? 'ack';
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      const { status, body: reply, delayMs = 0, until } = answer === 'ack' ? { status: 200, body: ACK } : answer;
      const write = () => response.writeHead(status, { 'content-type': 'application/json' }).end(reply);
      setTimeout(() => (until ? void until.then(write) : write()), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Answers to use for the next requests, in order (then `ack`). */
    answerNext(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
