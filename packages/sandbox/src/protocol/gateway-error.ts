import { RESULT, type ResultCode } from './result-codes.js';

/**
 * Thrown by the protocol checks and operations to answer a business error: HTTP 200 with
 * `{code, message, data: null}`.
 */
export class GatewayError extends Error {
  readonly code: number;

  constructor(result: ResultCode, message: string = result.message) {
    super(message);
    this.name = 'GatewayError';
    this.code = result.code;
  }

  /** 21002 with a message naming what is wrong, e.g. `Request param error: mchOrderId is required`. */
  static param(detail: string): GatewayError {
    return new GatewayError(RESULT.paramError, `${RESULT.paramError.message}: ${detail}`);
  }
}
