import type { ResultCode } from '../protocol/result-codes.js';

/**
 * A SNAP answer's code and message: `responseCode` is the HTTP status, the service code and the case
 * code, 7 digits (https://docs.durianpay.id/docs/api/snap/response/overview/).
 */
export function snapResult(httpStatus: number, serviceCode: string, caseCode: string, message: string): ResultCode {
  return { code: Number(`${httpStatus}${serviceCode}${caseCode}`), message };
}

/** The HTTP status a SNAP `responseCode` names: its first three digits. */
export function httpStatusOf(code: number): number {
  return Math.floor(code / 10_000);
}

/** The service code a SNAP `responseCode` names: its digits four and five. */
export function serviceCodeOf(code: number): string {
  return String(code).slice(3, 5);
}

/**
 * The refusals every SNAP service answers with, by HTTP status and case code, for service
 * `serviceCode` (https://docs.durianpay.id/docs/api/snap/response/response-code/).
 */
export function snapRefusals(serviceCode: string) {
  return {
    badRequest: (detail: string) => snapResult(400, serviceCode, '00', `Bad Request. ${detail}`),
    invalidFormat: (field: string) => snapResult(400, serviceCode, '01', `Invalid Field Format ${field}`),
    missingField: (field: string) => snapResult(400, serviceCode, '02', `Invalid Mandatory Field ${field}`),
    unauthorized: (reason: string) => snapResult(401, serviceCode, '00', `Unauthorized. ${reason}`),
    invalidToken: snapResult(401, serviceCode, '01', 'Invalid Token (B2B)'),
    tokenNotFound: snapResult(401, serviceCode, '03', 'Token Not Found (B2B)'),
    notFound: snapResult(404, serviceCode, '01', 'Transaction Not Found'),
    externalIdConflict: snapResult(409, serviceCode, '00', 'Conflict'),
    duplicateReference: snapResult(409, serviceCode, '01', 'Duplicate partnerReferenceNo'),
    tooManyRequests: snapResult(429, serviceCode, '00', 'Too Many Requests'),
    generalError: snapResult(500, serviceCode, '00', 'General Error'),
  };
}
