import { LintasError } from '@lintas/core';
import type { ResponseCode } from '../response/response-code.js';
import { snapRemedy } from '../response/snap-remedy.js';

const marker = Symbol.for('lintas.error.SnapError');

/**
 * The gateway refused a SNAP call: its `responseCode` is not a success of the operation. The code's
 * parts are read for you (`4094700`: HTTP 409, service 47, case 00), and the message says what to do
 * about the refusals a setup causes (an unknown client key, a signature that does not verify, an
 * `X-EXTERNAL-ID` used twice). Holds no key, no secret and no access token.
 *
 * @example
 * ```ts
 * import { isSnapError } from '@lintas/snap';
 *
 * try { await client.snap.queryPaymentStatus(params); }
 * catch (error) {
 *   if (isSnapError(error) && error.httpStatus === 404) { ... } // 4045500: no such transaction
 * }
 * ```
 */
export class SnapError extends LintasError {
  override readonly name = 'SnapError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The 7 digits, e.g. `'4094700'`. */
  readonly responseCode: string;
  /** The HTTP status the code names (its first three digits), e.g. `409`. */
  readonly httpStatus: number;
  /** The service the code names, e.g. `'47'`. */
  readonly serviceCode: string;
  /** The case within the HTTP status, e.g. `'00'`. */
  readonly caseCode: string;
  /** The gateway's `responseMessage`, e.g. `'Conflict'`. */
  readonly responseMessage: string;
  /** The whole answer as the gateway sent it, parsed. */
  readonly data: unknown;

  constructor(endpoint: string, code: ResponseCode, responseMessage: string, data: unknown) {
    const remedy = snapRemedy(code);
    const said = responseMessage.replace(/\.$/, '') || 'no responseMessage';
    super(`${endpoint} answered ${code.code}: ${remedy ? `${said}. ${remedy}` : said}`);
    this.endpoint = endpoint;
    this.responseCode = code.code;
    this.httpStatus = code.httpStatus;
    this.serviceCode = code.serviceCode;
    this.caseCode = code.caseCode;
    this.responseMessage = responseMessage;
    this.data = data;
  }
}

/** True when `error` is a {@link SnapError}, from any installed copy of `@lintas/snap`. */
export function isSnapError(error: unknown): error is SnapError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[marker] === true;
}
