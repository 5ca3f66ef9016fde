import type { SandboxContext } from '../context.js';
import type { Operation } from '../operations/define-operation.js';
import { authenticate, type AuthenticatedRequest } from '../protocol/authenticate.js';
import { errorEnvelope, successEnvelope, type EnvelopeResponse } from '../protocol/envelope-response.js';
import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import { faultResponse } from './fault-responses.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The JSON answer for an unknown path. */
export function notFoundResponse(): Response {
  return Response.json({ code: 404, message: 'Not found', data: null }, { status: 404 });
}

function errorOf(error: unknown): EnvelopeResponse {
  if (error instanceof GatewayError) return errorEnvelope(error.code, error.message);
  // A sandbox bug, not a client mistake: say so where the developer looks, answer like the gateway.
  console.error('[lintas-sandbox] internal error:', error);
  return errorEnvelope(RESULT.serverError.code, RESULT.serverError.message);
}

/** One request to the gateway API, whatever server received it. */
export interface GatewayRequest {
  readonly method: string;
  /** The URL path, without the query. */
  readonly path: string;
  /** The body text (read only for operations, after the early faults). */
  readonly text: () => Promise<string>;
}

/**
 * How to answer: the envelope as JSON with HTTP 200 (nearly always), another response (a fault, an
 * unknown path), or no answer at all (the connection destroyed).
 */
export type GatewayAnswer =
  | { readonly kind: 'envelope'; readonly envelope: EnvelopeResponse }
  | { readonly kind: 'response'; readonly response: Response }
  | { readonly kind: 'destroy' };

const destroy: GatewayAnswer = { kind: 'destroy' };
const answer = (response: Response): GatewayAnswer => ({ kind: 'response', response });
const reply = (envelope: EnvelopeResponse): GatewayAnswer => ({ kind: 'envelope', envelope });

function run(sandbox: SandboxContext, operation: Operation, request: AuthenticatedRequest, now: number): EnvelopeResponse {
  try {
    const data = operation.run({ sandbox, appId: request.appId, now }, request.params);
    return successEnvelope(data, operation.success);
  } catch (error) {
    return errorOf(error);
  }
}

interface Outcome {
  readonly httpStatus: number;
  readonly appId?: string;
  readonly envelope?: { readonly code: number; readonly message: string };
  readonly fault?: string;
}

function logged(sandbox: SandboxContext, request: GatewayRequest, at: number, outcome: Outcome): void {
  sandbox.requests.record({
    at,
    method: request.method,
    path: request.path,
    appId: outcome.appId ?? null,
    httpStatus: outcome.httpStatus,
    code: outcome.envelope?.code ?? null,
    message: outcome.envelope?.message ?? null,
    fault: outcome.fault ?? null,
    durationMs: Date.now() - at,
  });
}

/**
 * Serves the gateway operations: counts the hit, applies `http`/`reset-before` faults, runs the
 * protocol checks, applies the other faults, then runs the operation and answers the envelope. Each
 * request ends with one entry in the request log.
 */
export function gatewayHandler(sandbox: SandboxContext, operations: ReadonlyMap<string, Operation>) {
  return async (incoming: GatewayRequest): Promise<GatewayAnswer> => {
    const at = Date.now();
    const path = incoming.path;
    sandbox.hits.record(path);
    const early = sandbox.faults.take(path, 'before');
    if (early?.kind === 'reset-before') {
      logged(sandbox, incoming, at, { httpStatus: 0, fault: early.kind });
      return destroy;
    }
    if (early) {
      const response = faultResponse(early) ?? notFoundResponse();
      logged(sandbox, incoming, at, { httpStatus: response.status, fault: early.kind });
      return answer(response);
    }
    const operation = operations.get(path);
    if (!operation || incoming.method !== 'POST') {
      logged(sandbox, incoming, at, { httpStatus: 404 });
      return answer(notFoundResponse());
    }

    const body = await incoming.text();
    const now = sandbox.now();
    let request: AuthenticatedRequest;
    try {
      request = authenticate(sandbox, body, now);
    } catch (error) {
      const envelope = errorOf(error);
      logged(sandbox, incoming, at, { httpStatus: 200, envelope });
      return reply(envelope);
    }
    const { appId } = request;
    const fault = sandbox.faults.take(path, 'after');
    if (fault?.kind === 'delay') await sleep(fault.delayMs);
    const replacement = fault ? faultResponse(fault) : undefined;
    if (replacement) {
      logged(sandbox, incoming, at, { httpStatus: replacement.status, appId, fault: fault?.kind ?? 'unknown' });
      return answer(replacement);
    }
    const envelope = run(sandbox, operation, request, fault?.kind === 'delay' ? sandbox.now() : now);
    if (fault?.kind === 'reset-after') {
      logged(sandbox, incoming, at, { httpStatus: 0, appId, envelope, fault: fault.kind });
      return destroy;
    }
    logged(sandbox, incoming, at, { httpStatus: 200, appId, envelope, ...(fault ? { fault: fault.kind } : {}) });
    return reply(envelope);
  };
}
