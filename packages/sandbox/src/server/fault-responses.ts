import type { FaultInput } from '../faults/types.js';
import type { EnvelopeResponse } from '../protocol/envelope-response.js';
import { RESULT } from '../protocol/result-codes.js';

const HTTP_TEXT: Readonly<Record<number, string>> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
};

function knownMessage(code: number): string {
  return Object.values(RESULT).find((result) => result.code === code)?.message ?? 'Sandbox injected error';
}

/**
 * The envelope a fault answers in place of the operation's (a `business-code` or `rate-limit` fault),
 * for the request log to show its code; `undefined` for the faults that answer no envelope.
 */
export function faultEnvelope(fault: FaultInput): EnvelopeResponse | undefined {
  if (fault.kind === 'business-code')
    return { code: fault.code, message: fault.message ?? knownMessage(fault.code), data: null };
  if (fault.kind === 'rate-limit')
    return { code: RESULT.tooManyRequests.code, message: RESULT.tooManyRequests.message, data: null };
  return undefined;
}

/**
 * The answer of a fault that replaces processing: an HTTP error page, a 429 with `Retry-After`,
 * a truncated JSON body, or a business error envelope. `undefined` for the kinds that do not answer
 * by themselves (delay, reset-before, reset-after).
 */
export function faultResponse(fault: FaultInput): Response | undefined {
  switch (fault.kind) {
    case 'http': {
      const status = fault.status ?? 503;
      const text = `${status} ${HTTP_TEXT[status] ?? 'Error'}`;
      return new Response(`<html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`, {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    case 'rate-limit':
      return Response.json(faultEnvelope(fault), {
        status: 429,
        headers: { 'retry-after': String(fault.retryAfterSeconds ?? 1) },
      });
    case 'malformed-json':
      return new Response('{"code":10000,"message":"Success","data":{"transactionId":"TX2026', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'business-code':
      return Response.json(faultEnvelope(fault));
    default:
      return undefined;
  }
}
