import type { SandboxContext } from '../context.js';
import type { FaultInput } from '../faults/types.js';
import { loggedBody } from '../logging/request-log.js';
import type { Operation } from '../operations/define-operation.js';
import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import type { GatewayAnswer, GatewayHandler, GatewayRequest } from '../server/gateway-handler.js';
import { checkTokenRequest, checkTransactionRequest, type SnapCall, takeExternalId } from './check-snap-request.js';
import { snapAnswer, snapFaultResponse, snapResponse } from './snap-answer.js';
import { type SnapProfile, snapProfileOf } from './snap-profiles.js';
import { serviceCodeOf, snapRefusals } from './snap-result.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A parameter refusal of the envelope's validation (21002), said in SNAP's words for service `serviceCode`. */
function snapParamRefusal(error: GatewayError, serviceCode: string) {
  const detail = error.message.replace(/^Request param error: /, '');
  const field = detail.split(' ')[0] ?? 'param';
  const refusals = snapRefusals(serviceCode);
  return / is required$/.test(detail) ? refusals.missingField(field) : refusals.invalidFormat(field);
}

/** What an operation's failure answers. */
function refusalOf(error: unknown, serviceCode: string) {
  if (error instanceof GatewayError)
    return error.code === RESULT.paramError.code
      ? snapParamRefusal(error, serviceCode)
      : { code: error.code, message: error.message };
  // A sandbox bug, not a caller's mistake: say so where the developer looks, answer as the gateway.
  console.error('[lintas-sandbox] internal error:', error);
  return snapRefusals(serviceCode).generalError;
}

/** What the checks let through: the merchant, its message's `X-EXTERNAL-ID` (none for a token) and the params. */
interface CheckedCall {
  readonly appId: string;
  readonly externalId: string | undefined;
  readonly params: Record<string, never>;
}

/** Runs the protocol checks of the call's site: the merchant, its message id and the params, or the refusal. */
function checkCall(
  sandbox: SandboxContext,
  profile: SnapProfile,
  serviceCode: string,
  call: SnapCall,
): CheckedCall | { readonly refusal: ReturnType<typeof snapAnswer> } {
  try {
    const { appId, externalId } =
      call.path === profile.tokenPath
        ? { appId: checkTokenRequest(sandbox, call), externalId: undefined }
        : checkTransactionRequest(sandbox, profile, serviceCode, call);
    let params: unknown;
    try {
      params = JSON.parse(call.body);
    } catch {
      throw new GatewayError(snapRefusals(serviceCode).badRequest('The body is not JSON'));
    }
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      throw new GatewayError(snapRefusals(serviceCode).badRequest('The body is not a JSON object'));
    return { appId, externalId, params: params as Record<string, never> };
  } catch (error) {
    const refused = refusalOf(error, serviceCode);
    return { refusal: snapAnswer(refused.code, refused.message) };
  }
}

/** Runs the operation for the checked merchant, its `X-EXTERNAL-ID` taken for the day first: its SNAP answer. */
function runOperation(sandbox: SandboxContext, operation: Operation, checked: CheckedCall, now: number) {
  const serviceCode = serviceCodeOf(operation.success.code);
  const { appId, externalId, params } = checked;
  try {
    if (externalId !== undefined) takeExternalId(sandbox, serviceCode, appId, externalId, now);
    const data = operation.run({ sandbox, appId, now }, params);
    return snapAnswer(operation.success.code, operation.success.message, data);
  } catch (error) {
    const refused = refusalOf(error, serviceCode);
    return snapAnswer(refused.code, refused.message);
  }
}

/** What the request log keeps of one SNAP request. */
interface LoggedSnap {
  readonly status: number;
  readonly appId?: string | null;
  readonly fault?: string;
  readonly body?: string;
  readonly answer?: { readonly responseCode: string; readonly responseMessage: string };
}

function logSnap(sandbox: SandboxContext, request: GatewayRequest, entry: LoggedSnap): void {
  sandbox.requests.record({
    at: request.at,
    method: request.method,
    path: request.path,
    appId: entry.appId ?? null,
    httpStatus: entry.status,
    code: entry.answer ? Number(entry.answer.responseCode) : null,
    message: entry.answer?.responseMessage ?? null,
    fault: entry.fault ?? null,
    durationMs: Date.now() - request.at,
    requestBody: entry.body === undefined ? null : loggedBody(entry.body),
    responseBody: entry.answer ? loggedBody(JSON.stringify(entry.answer)) : null,
  });
}

/** Answers a request that has its body: the checks, then the `after` fault (if any), then the operation. */
function complete(
  sandbox: SandboxContext,
  request: GatewayRequest,
  operation: Operation,
  body: string,
  fault: FaultInput | undefined,
): GatewayAnswer {
  const profile = snapProfileOf(request.path) as SnapProfile;
  const serviceCode = serviceCodeOf(operation.success.code);
  const headers = request.headers ?? {};
  const call: SnapCall = { method: request.method, path: request.path, headers, body, now: sandbox.now() };
  const checked = checkCall(sandbox, profile, serviceCode, call);
  if ('refusal' in checked) {
    logSnap(sandbox, request, { status: checked.refusal.status, body, answer: checked.refusal.body });
    return { kind: 'response', response: snapResponse(checked.refusal) };
  }
  const { appId } = checked;
  const replaced = fault ? snapFaultResponse(fault, serviceCode) : undefined;
  if (fault && replaced) {
    logSnap(sandbox, request, { status: replaced.status, appId, fault: fault.kind, body });
    return { kind: 'response', response: replaced };
  }
  const answer = runOperation(sandbox, operation, checked, call.now);
  if (fault?.kind === 'reset-after') {
    logSnap(sandbox, request, { status: 0, appId, fault: fault.kind, body, answer: answer.body });
    return { kind: 'destroy' };
  }
  const logged = { status: answer.status, appId, body, answer: answer.body };
  logSnap(sandbox, request, fault ? { ...logged, fault: fault.kind } : logged);
  return { kind: 'response', response: snapResponse(answer) };
}

/**
 * The SNAP sites' operations (paths under `/v2.0/` and `/v2.1/`): counts the hit, applies faults as
 * the envelope API does, checks every header and signature as the call's site requires
 * (`checkTokenRequest`, `checkTransactionRequest`), runs the operation and answers SNAP's JSON with the
 * HTTP status its `responseCode` names. Each request answered ends with one entry in the request log.
 */
export function snapHandler(sandbox: SandboxContext, operations: ReadonlyMap<string, Operation>): GatewayHandler {
  return {
    start(request) {
      sandbox.hits.record(request.path);
      const early = sandbox.faults.take(request.path, 'before');
      if (early?.kind === 'reset-before') {
        logSnap(sandbox, request, { status: 0, fault: early.kind });
        return { kind: 'destroy' };
      }
      const operation = operations.get(request.path);
      if (early) {
        const response = snapFaultResponse(early, operation ? serviceCodeOf(operation.success.code) : '00');
        if (response) {
          logSnap(sandbox, request, { status: response.status, fault: early.kind });
          return { kind: 'response', response };
        }
      }
      if (operation && request.method === 'POST') return operation;
      logSnap(sandbox, request, { status: 404 });
      const notFound = Response.json({ responseCode: '4040000', responseMessage: 'Not Found' }, { status: 404 });
      return { kind: 'response', response: notFound };
    },
    finish(request, operation, body) {
      const fault = sandbox.faults.take(request.path, 'after');
      if (fault?.kind === 'delay')
        return sleep(fault.delayMs).then(() => complete(sandbox, request, operation, body, fault));
      return complete(sandbox, request, operation, body, fault);
    },
  };
}
