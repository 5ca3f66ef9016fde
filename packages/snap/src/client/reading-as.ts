import type { AnyEndpoint } from '@lintas/core';
import type { ResponseCode } from '../response/response-code.js';

/** How the call loop takes a SNAP refusal; `token-refused` is read as `unsent` (see `ProtocolReading`). */
export type RefusalKind = 'duplicate' | 'rate-limited' | 'gateway-failed' | 'token-refused' | 'refused';

/**
 * How the call loop takes a refusal with `code`, by SNAP's cases for any service
 * (https://docs.durianpay.id/docs/api/snap/response/response-code/): one of the endpoint's duplicate
 * codes (409, case 00: this `X-EXTERNAL-ID` was used; case 01: this `partnerReferenceNo` was) is a
 * duplicate; 401, case 01 (invalid token) or 03 (token not found) a refusal of the token before anything
 * was done; 408 and 429 "nothing done yet"; 5xx (500 general error, 504 timeout at the issuer) a failure
 * that may come after acting; anything else (400, 403, 404, ...) a refusal. A pure function of a
 * refusal's code (a code of HTTP 2xx is never one).
 */
export function readingAs(endpoint: AnyEndpoint, code: ResponseCode): RefusalKind {
  const policy = endpoint.retry;
  if (policy !== 'read' && policy.duplicateCodes?.includes(Number(code.code))) return 'duplicate';
  const { httpStatus, caseCode } = code;
  if (httpStatus === 401 && (caseCode === '01' || caseCode === '03')) return 'token-refused';
  if (httpStatus === 408 || httpStatus === 429) return 'rate-limited';
  if (httpStatus >= 500) return 'gateway-failed';
  return 'refused';
}
