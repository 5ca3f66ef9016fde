import { isHTTPError, isTimeoutError } from 'ky';
import { isLintasError } from './errors/lintas-error.js';
import { TransientAnswer } from './transient-answer.js';
import { systemErrorCode } from './utils/system-error-code.js';

/**
 * What a failed attempt tells about the gateway's side:
 * - `unsent`: provably not processed (connection refused, DNS failure, HTTP 408/429, 21020): safe to repeat;
 * - `ambiguous`: may have been processed (timeout, reset after sending, HTTP 5xx, 21000, 21011);
 * - `final`: not worth repeating (our own error before sending, an abort, HTTP 4xx).
 */
export type FailureKind = 'unsent' | 'ambiguous' | 'final';

/** System error codes meaning the connection was never established, so nothing was sent. */
const unsentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Classifies an error thrown by ky for one attempt. */
export function classifyFailure(error: unknown): FailureKind {
  if (isLintasError(error) || isAbortError(error)) return 'final';
  if (error instanceof TransientAnswer) return error.unsent ? 'unsent' : 'ambiguous';
  if (isTimeoutError(error)) return 'ambiguous';
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === 408 || status === 429) return 'unsent';
    return status >= 500 ? 'ambiguous' : 'final';
  }
  const code = systemErrorCode(error);
  return code !== undefined && unsentCodes.has(code) ? 'unsent' : 'ambiguous';
}

/** True for the error a fetch rejects with when its signal aborts. */
export function isAbortError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError') &&
    !isTimeoutError(error) &&
    !isLintasError(error)
  );
}
