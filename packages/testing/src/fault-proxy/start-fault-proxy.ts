import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fault } from './fault.js';
import { type ProxiedRequest, type RequestMatch, readCode, readParam, type UpstreamAnswer } from './proxied-request.js';
import { reshapeData } from './reshape-data.js';

/** A running fault proxy: point a client's `baseUrl` at `url`. */
export interface FaultProxy {
  /** Base URL of the proxy, e.g. `http://127.0.0.1:41235`. */
  readonly url: string;
  /** Every request received so far, oldest first. */
  readonly requests: readonly ProxiedRequest[];
  /**
   * Applies `faults` in order to the next requests that `match` chooses (the first to the first, ...);
   * a request no plan chooses, or arriving once the plan is used up, passes unchanged.
   */
  plan(match: RequestMatch, ...faults: Fault[]): void;
  /** The requests that `match` chooses that were forwarded to the sandbox. */
  forwarded(match: RequestMatch): ProxiedRequest[];
  /**
   * Resolves with the first request `match` chooses, past the first `after` of them (0 by default),
   * whose sandbox answer has arrived (maybe already).
   */
  answered(match: RequestMatch, after?: number): Promise<ProxiedRequest>;
  /** Stops listening and drops every open connection, held answers included. */
  close(): Promise<void>;
}

/** Options of {@link startFaultProxy}. */
export interface FaultProxyOptions {
  /** Base URL of the sandbox (or any server) requests are forwarded to. */
  readonly target: string;
}

interface Plan {
  readonly match: RequestMatch;
  readonly faults: Fault[];
}

const pass: Fault = { kind: 'pass' };
const htmlPage = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  const type = body.startsWith('<') ? 'text/html' : 'application/json';
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

/** A fault that lets the request reach the sandbox. */
type ForwardingFault = Exclude<Fault, { kind: 'drop-before' | 'status-before' | 'code-before' }>;

/**
 * Answers the client once the sandbox has answered `upstream`, as `fault` says: unchanged, dropped,
 * refused, reshaped, cut short, replaced by an HTML page, or held (kept in `held` until it closes).
 */
function answerAfterForwarding(
  fault: ForwardingFault,
  upstream: UpstreamAnswer,
  request: IncomingMessage,
  response: ServerResponse,
  held: Set<ServerResponse>,
) {
  switch (fault.kind) {
    case 'pass':
      return answer(response, upstream.status, upstream.body);
    case 'drop-after':
      return void request.socket.destroy();
    case 'status-after':
      return answer(
        response,
        fault.status,
        JSON.stringify({ error: `HTTP ${fault.status} from the fault proxy` }),
        retryAfter(fault),
      );
    case 'code-after':
      return answer(response, 200, envelopeOf(fault));
    case 'reshape-after':
      return answer(response, upstream.status, reshapeData(upstream.body, fault.change, fault.field));
    case 'truncate-after':
      return answer(response, 200, upstream.body.slice(0, Math.floor(upstream.body.length / 2)));
    case 'not-json-after':
      return answer(response, 200, htmlPage);
    case 'hold-after':
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
  }
}

/**
 * Starts an HTTP proxy on 127.0.0.1 (a free port) that forwards each request to `target` and applies a
 * scripted {@link Fault} to it: the faults a network, a load balancer or a gateway that rate-limits
 * after committing can cause, and that a sandbox's own fault injection cannot (it never commits and
 * then answers 429, 21020 or a reshaped success). It records every request, whether it reached the
 * sandbox and the sandbox's own answer, so a test can count what was committed.
 *
 * @example
 * ```ts
 * import { matchCall, startFaultProxy } from '@lintas/testing';
 *
 * const proxy = await startFaultProxy({ target: sandbox.url });
 * proxy.plan(matchCall('/open-api/philippines/disbursement/transfer', { mchOrderId }), { kind: 'status-after', status: 429 });
 * // ... call through a client whose baseUrl is proxy.url, then:
 * proxy.forwarded(matchCall('/open-api/philippines/disbursement/transfer', { mchOrderId })).length; // 2
 * await proxy.close();
 * ```
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = options.target.replace(/\/$/, '');
  const requests: ProxiedRequest[] = [];
  const plans: Plan[] = [];
  const waiting = new Set<{ match: RequestMatch; after: number; resolve: (request: ProxiedRequest) => void }>();
  /** Whether `request` is one `match` chooses, past the first `after` of those. */
  const isPast = (request: ProxiedRequest, match: RequestMatch, after: number): boolean =>
    match(request) && requests.filter(match).indexOf(request) >= after;
  const held = new Set<ServerResponse>();

  const faultFor = (summary: { path: string; param: Record<string, unknown> }): Fault => {
    const plan = plans.find((candidate) => candidate.faults.length > 0 && candidate.match(summary));
    return plan?.faults.shift() ?? pass;
  };

  const forward = async (record: ProxiedRequest, request: IncomingMessage, body: string): Promise<UpstreamAnswer> => {
    record.forwarded = true;
    const upstream = await fetch(target + (request.url ?? '/'), {
      method: request.method ?? 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body }),
    });
    const text = await upstream.text();
    const received = { status: upstream.status, code: readCode(text), body: text };
    record.upstream = received;
    for (const waiter of waiting) {
      if (!isPast(record, waiter.match, waiter.after)) continue;
      waiting.delete(waiter);
      waiter.resolve(record);
    }
    return received;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    const summary = { path: new URL(request.url ?? '/', 'http://proxy').pathname, param: readParam(body) };
    const fault = faultFor(summary);
    const record: ProxiedRequest = { ...summary, fault, forwarded: false, upstream: undefined };
    requests.push(record);
    if (fault.kind === 'drop-before') return void request.socket.destroy();
    if (fault.kind === 'status-before')
      return answer(response, fault.status, JSON.stringify({ error: 'refused by the fault proxy' }), retryAfter(fault));
    if (fault.kind === 'code-before') return answer(response, 200, envelopeOf(fault));
    const upstream = await forward(record, request, body);
    answerAfterForwarding(fault, upstream, request, response, held);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    plan(match, ...faults) {
      plans.push({ match, faults: [...faults] });
    },
    forwarded: (match) => requests.filter((request) => request.forwarded && match(request)),
    answered(match, after = 0) {
      const done = requests.find((request) => request.upstream !== undefined && isPast(request, match, after));
      return done ? Promise.resolve(done) : new Promise((resolve) => waiting.add({ match, after, resolve }));
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/** The answer envelope `{ code, message, data: null }` of a `code-*` fault. */
function envelopeOf(fault: { readonly code: number; readonly message?: string }): string {
  return JSON.stringify({ code: fault.code, message: fault.message ?? 'injected by the fault proxy', data: null });
}

function retryAfter(fault: { readonly retryAfter?: string }): Record<string, string> {
  return fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter };
}
