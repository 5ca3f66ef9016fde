import type { FaultInput } from '../faults/types.js';
import { faultResponse } from '../server/fault-responses.js';
import { httpStatusOf, snapRefusals } from './snap-result.js';

/** A SNAP answer: `responseCode` and `responseMessage` first, then the operation's members. */
export interface SnapAnswer {
  readonly responseCode: string;
  readonly responseMessage: string;
  readonly [member: string]: unknown;
}

/** The answer of `code` with `message` and `data`'s members, and the HTTP status its code names. */
export function snapAnswer(code: number, message: string, data?: unknown): { status: number; body: SnapAnswer } {
  const members = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  return { status: httpStatusOf(code), body: { responseCode: String(code), responseMessage: message, ...members } };
}

/** `answer` as an HTTP response. */
export function snapResponse(
  answer: { status: number; body: SnapAnswer },
  headers: Record<string, string> = {},
): Response {
  return Response.json(answer.body, { status: answer.status, headers });
}

/**
 * The answer of a fault that replaces processing on a SNAP path: an HTTP error page (a proxy's), a
 * 429 with `Retry-After` in SNAP's form, a body cut short, or a refusal of the fault's code in SNAP's
 * form. `undefined` for the kinds that do not answer by themselves.
 */
export function snapFaultResponse(fault: FaultInput, serviceCode: string): Response | undefined {
  switch (fault.kind) {
    case 'rate-limit': {
      const refused = snapRefusals(serviceCode).tooManyRequests;
      return snapResponse(snapAnswer(refused.code, refused.message), {
        'retry-after': String(fault.retryAfterSeconds ?? 1),
      });
    }
    case 'malformed-json':
      return new Response(
        `{"responseCode":"200${serviceCode}00","responseMessage":"Successful","referenceNo":"SN2026`,
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    case 'business-code':
      return snapResponse(snapAnswer(fault.code, fault.message ?? 'Sandbox injected error'));
    default:
      return faultResponse(fault);
  }
}
