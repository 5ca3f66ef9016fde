import type { ResultCode } from './result-codes.js';

/** The response envelope every operation answers with. */
export interface EnvelopeResponse {
  readonly code: number;
  readonly message: string;
  readonly data: unknown;
}

/** A success envelope carrying `data`. */
export function successEnvelope(data: unknown, result: ResultCode): EnvelopeResponse {
  return { code: result.code, message: result.message, data };
}

/** An error envelope: `data` is always `null`. */
export function errorEnvelope(code: number, message: string): EnvelopeResponse {
  return { code, message, data: null };
}
