import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxContext } from '../context.js';
import type { FaultInput } from '../faults/types.js';
import { loggedBody } from '../logging/request-log.js';
import type { Operation } from '../operations/define-operation.js';
import { type AuthenticatedRequest, authenticate } from '../protocol/authenticate.js';
import { type EnvelopeResponse, errorEnvelope, successEnvelope } from '../protocol/envelope-response.js';
import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import { faultEnvelope, faultResponse } from './fault-responses.js';

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
  /** Epoch ms when it arrived. */
  readonly at: number;
  /** Its headers, names in lower case (SNAP calls carry their credentials there). */
  readonly headers?: IncomingHttpHeaders;
}

/**
 * How to answer: the envelope as JSON with HTTP 200 (nearly always), another response (a fault, an
 * unknown path), or no answer at all (the connection destroyed).
 */
export type GatewayAnswer =
  | { readonly kind: 'envelope'; readonly envelope: EnvelopeResponse }
  | { readonly kind: 'response'; readonly response: Response }
  | { readonly kind: 'destroy' };

/**
 * The gateway operations in two steps around reading the body: the server calls `start` as the
 * request arrives and, when it answers an operation, reads the body and calls `finish` with it.
 */
export interface GatewayHandler {
  /**
   * Counts the hit and applies `http`/`reset-before` faults: the answer when the body is not to be
   * read (a fault, an unknown path), else the operation that takes it.
   */
  start(request: GatewayRequest): GatewayAnswer | Operation;
  /**
   * Runs the protocol checks, the other faults and the operation on the body: the answer, or a promise
   * of it when a `delay` fault holds it.
   */
  finish(request: GatewayRequest, operation: Operation, body: string): GatewayAnswer | Promise<GatewayAnswer>;
}

const destroy: GatewayAnswer = { kind: 'destroy' };
const answer = (response: Response): GatewayAnswer => ({ kind: 'response', response });
const reply = (envelope: EnvelopeResponse): GatewayAnswer => ({ kind: 'envelope', envelope });

function run(
  sandbox: SandboxContext,
  operation: Operation,
  request: AuthenticatedRequest,
  now: number,
): EnvelopeResponse {
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
  readonly envelope?: EnvelopeResponse;
  readonly fault?: string | undefined;
  /** The body read, when it was. */
  readonly body?: string;
}

function logged(sandbox: SandboxContext, request: GatewayRequest, outcome: Outcome): void {
  // The answer is kept as the text it was (an operation's data may be a live record that changes later).
  const answered = outcome.envelope === undefined ? null : loggedBody(JSON.stringify(outcome.envelope));
  sandbox.requests.record({
    at: request.at,
    method: request.method,
    path: request.path,
    appId: outcome.appId ?? null,
    httpStatus: outcome.httpStatus,
    code: outcome.envelope?.code ?? null,
    message: outcome.envelope?.message ?? null,
    fault: outcome.fault ?? null,
    durationMs: Date.now() - request.at,
    requestBody: outcome.body === undefined ? null : loggedBody(outcome.body),
    responseBody: answered,
  });
}

/** The answer once the `after` fault (if any) is applied and the operation ran at `now`. */
function complete(
  sandbox: SandboxContext,
  incoming: GatewayRequest,
  operation: Operation,
  request: AuthenticatedRequest,
  fault: FaultInput | undefined,
  now: number,
  body: string,
): GatewayAnswer {
  const { appId } = request;
  const replacement = fault ? faultResponse(fault) : undefined;
  if (replacement) {
    const envelope = fault ? faultEnvelope(fault) : undefined;
    logged(sandbox, incoming, {
      httpStatus: replacement.status,
      appId,
      ...(envelope === undefined ? {} : { envelope }),
      fault: fault?.kind ?? 'unknown',
      body,
    });
    return answer(replacement);
  }
  const envelope = run(sandbox, operation, request, now);
  if (fault?.kind === 'reset-after') {
    logged(sandbox, incoming, { httpStatus: 0, appId, envelope, fault: fault.kind, body });
    return destroy;
  }
  logged(sandbox, incoming, { httpStatus: 200, appId, envelope, fault: fault?.kind, body });
  return reply(envelope);
}

/**
 * Serves the gateway operations: counts the hit, applies `http`/`reset-before` faults, runs the
 * protocol checks, applies the other faults, then runs the operation and answers the envelope. Each
 * request answered ends with one entry in the request log.
 */
export function gatewayHandler(sandbox: SandboxContext, operations: ReadonlyMap<string, Operation>): GatewayHandler {
  return {
    start(incoming) {
      const path = incoming.path;
      sandbox.hits.record(path);
      const early = sandbox.faults.take(path, 'before');
      if (early?.kind === 'reset-before') {
        logged(sandbox, incoming, { httpStatus: 0, fault: early.kind });
        return destroy;
      }
      if (early) {
        const response = faultResponse(early) ?? notFoundResponse();
        logged(sandbox, incoming, { httpStatus: response.status, fault: early.kind });
        return answer(response);
      }
      const operation = operations.get(path);
      if (!operation || incoming.method !== 'POST') {
        logged(sandbox, incoming, { httpStatus: 404 });
        return answer(notFoundResponse());
      }
      return operation;
    },
    finish(incoming, operation, body) {
      const now = sandbox.now();
      let request: AuthenticatedRequest;
      try {
        request = authenticate(sandbox, body, now);
      } catch (error) {
        const envelope = errorOf(error);
        logged(sandbox, incoming, { httpStatus: 200, envelope, body });
        return reply(envelope);
      }
      const fault = sandbox.faults.take(incoming.path, 'after');
      if (fault?.kind === 'delay') {
        return sleep(fault.delayMs).then(() =>
          complete(sandbox, incoming, operation, request, fault, sandbox.now(), body),
        );
      }
      return complete(sandbox, incoming, operation, request, fault, now, body);
    },
  };
}
