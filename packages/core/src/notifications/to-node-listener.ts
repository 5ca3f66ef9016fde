import { NotificationRawBodyError } from '../errors/notification-raw-body-error.js';
import { answerRefusal, reportRefusal } from './create-notification-handler.js';
import type { Answer } from './delivery/decide-delivery.js';
import type { NotificationAnswerDetail } from './notification-protocol.js';

import { refusalResponse } from './notification-reply.js';
import { readBody } from './read-body.js';
import { defaultMaxBodyBytes } from './read-envelope.js';

/**
 * The part of Node's `IncomingMessage` (or an Express request) {@link toNodeListener} reads. Core does
 * not import `node:http`, so it runs anywhere.
 */
export interface NodeRequestLike extends AsyncIterable<unknown> {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Set by Express body parsers: a `Buffer` from `express.raw()`, a string from `express.text()`, an object from `express.json()`. */
  readonly body?: unknown;
  readonly readableEnded?: boolean;
}

/** The part of Node's `ServerResponse` (or an Express response) {@link toNodeListener} writes. */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(chunk: string): unknown;
}

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * Largest body read from the stream, in bytes; larger ones are answered HTTP 413. Default 65,536
   * (64 KiB), as `createNotificationHandler`'s `maxBodyBytes`.
   */
  readonly maxBodyBytes?: number;
}

/**
 * Runs a fetch handler (such as `createNotificationHandler(...)`) as a Node `http` / Express listener
 * `(req, res) => void`. It reads the raw body from the stream itself, or takes the `Buffer` that
 * `express.raw()` left in `req.body` (or the text of `express.text()`). When `express.json()` parsed the
 * body already, the exact text is gone: it answers HTTP 400 with how to fix the route.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createNotificationHandler, rsaSha256Verifier, toNodeListener } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const handler = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   plugins: [philippines],
 *   confirm: client, // your createClient(...): each notification is looked up under your appId first
 *   on: { 'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId) },
 * });
 *
 * const app = express();
 * app.post('/notifications', toNodeListener(handler)); // before app.use(express.json()), or with express.raw()
 * ```
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  options: NodeListenerOptions = {},
): (req: NodeRequestLike, res: NodeResponseLike) => void {
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  return (req, res) => {
    void respond(handler, req, res, maxBodyBytes).catch(async () => {
      try {
        const answer = (handler as HandlerParts)[answerRefusal];
        const failed = answer
          ? answer('failed', { maxBodyBytes })
          : Response.json({ code: 50000, message: 'The notification was not processed; deliver it again later.' });
        res.statusCode = answer ? failed.status : 500;
        res.setHeader('content-type', 'application/json');
        res.end(await failed.text());
      } catch {
        // The connection is gone.
      }
    });
  };
}

/** The handler's own symbols, when it has them: how it reports and answers a refusal made here. */
type HandlerParts = Partial<{
  [reportRefusal]: (error: unknown, request: Request) => void;
  [answerRefusal]: (answer: Answer, detail: NotificationAnswerDetail) => Response;
}>;

async function respond(
  handler: (request: Request) => Promise<Response>,
  req: NodeRequestLike,
  res: NodeResponseLike,
  maxBodyBytes: number,
): Promise<void> {
  const method = req.method ?? 'GET';
  const url = requestUrl(req);
  const headers = requestHeaders(req);
  const parts = handler as HandlerParts;
  let response: Response;
  const parsed =
    req.body !== undefined && typeof req.body === 'object' && req.body !== null && !ArrayBuffer.isView(req.body);
  if (parsed && (req.readableEnded ?? true)) {
    const error = new NotificationRawBodyError('object');
    parts[reportRefusal]?.(error, new Request(url, { method, headers }));
    const answer = parts[answerRefusal];
    response = answer ? answer('malformed', { error, maxBodyBytes }) : refusalResponse(error);
  } else {
    const body = await bodyOf(req, maxBodyBytes);
    response =
      body === undefined
        ? tooLarge(parts[answerRefusal], maxBodyBytes)
        : await handler(
            new Request(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body }) }),
          );
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(await response.text());
}

/** HTTP 413, in the handler's protocol's form when it has one. */
function tooLarge(answer: HandlerParts[typeof answerRefusal], maxBodyBytes: number): Response {
  if (answer) return answer('too-large', { maxBodyBytes });
  return new Response(JSON.stringify({ code: 41300, message: `The body is larger than ${maxBodyBytes} bytes.` }), {
    status: 413,
    headers: { 'content-type': 'application/json' },
  });
}

/** The raw body: the one a body parser left, or read from the stream; `undefined` when over the limit. */
async function bodyOf(req: NodeRequestLike, limit: number): Promise<Uint8Array<ArrayBuffer> | string | undefined> {
  if (typeof req.body === 'string') return req.body;
  // Refused before reading, so the connection can still carry the answer.
  if (Number(req.headers['content-length']) > limit) return undefined;
  if (ArrayBuffer.isView(req.body))
    return Uint8Array.from(new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength));
  return readBody(req, limit);
}

function requestUrl(req: NodeRequestLike): string {
  const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
  try {
    return new URL(req.url ?? '/', `http://${host}`).href;
  } catch {
    return new URL(req.url ?? '/', 'http://localhost').href;
  }
}

function requestHeaders(req: NodeRequestLike): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:path`) are not valid header names; the body length is the handler's to count.
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of typeof value === 'string' ? [value] : value) {
      try {
        headers.append(name, item);
      } catch {
        // A header the Fetch API refuses is not needed to verify a notification.
      }
    }
  }
  return headers;
}
