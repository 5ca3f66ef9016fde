import type { FaultInput } from '../faults/types.js';
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
      return Response.json(
        { code: RESULT.tooManyRequests.code, message: RESULT.tooManyRequests.message, data: null },
        { status: 429, headers: { 'retry-after': String(fault.retryAfterSeconds ?? 1) } },
      );
    case 'malformed-json':
      return new Response('{"code":10000,"message":"Success","data":{"transactionId":"TX2026', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'business-code':
      return Response.json({ code: fault.code, message: fault.message ?? knownMessage(fault.code), data: null });
    default:
      return undefined;
  }
}
