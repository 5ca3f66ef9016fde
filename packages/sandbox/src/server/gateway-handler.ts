import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { Operation } from '../operations/define-operation.js';
import { authenticate, type AuthenticatedRequest } from '../protocol/authenticate.js';
import { errorEnvelope, successEnvelope, type EnvelopeResponse } from '../protocol/envelope-response.js';
import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import { faultResponse } from './fault-responses.js';
import type { HonoEnv } from './hono-env.js';

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

function destroySocket(c: Context<HonoEnv>): Response {
  c.env.incoming.socket.destroy();
  return new Response(null);
}

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

function logged(sandbox: SandboxContext, c: Context<HonoEnv>, at: number, outcome: Outcome): void {
  sandbox.requests.record({
    at,
    method: c.req.method,
    path: c.req.path,
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
  return async (c: Context<HonoEnv>): Promise<Response> => {
    const at = Date.now();
    const path = c.req.path;
    sandbox.hits.record(path);
    const early = sandbox.faults.take(path, 'before');
    if (early?.kind === 'reset-before') {
      logged(sandbox, c, at, { httpStatus: 0, fault: early.kind });
      return destroySocket(c);
    }
    if (early) {
      const response = faultResponse(early) ?? notFoundResponse();
      logged(sandbox, c, at, { httpStatus: response.status, fault: early.kind });
      return response;
    }
    const operation = operations.get(path);
    if (!operation || c.req.method !== 'POST') {
      logged(sandbox, c, at, { httpStatus: 404 });
      return notFoundResponse();
    }

    const body = await c.req.text();
    const now = sandbox.now();
    let request: AuthenticatedRequest;
    try {
      request = authenticate(sandbox, body, now);
    } catch (error) {
      const envelope = errorOf(error);
      logged(sandbox, c, at, { httpStatus: 200, envelope });
      return c.json(envelope);
    }
    const { appId } = request;
    const fault = sandbox.faults.take(path, 'after');
    if (fault?.kind === 'delay') await sleep(fault.delayMs);
    const replacement = fault ? faultResponse(fault) : undefined;
    if (replacement) {
      logged(sandbox, c, at, { httpStatus: replacement.status, appId, fault: fault?.kind ?? 'unknown' });
      return replacement;
    }
    const envelope = run(sandbox, operation, request, fault?.kind === 'delay' ? sandbox.now() : now);
    if (fault?.kind === 'reset-after') {
      logged(sandbox, c, at, { httpStatus: 0, appId, envelope, fault: fault.kind });
      return destroySocket(c);
    }
    logged(sandbox, c, at, { httpStatus: 200, appId, envelope, ...(fault ? { fault: fault.kind } : {}) });
    return c.json(envelope);
  };
}
