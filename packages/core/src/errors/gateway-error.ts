import { gatewayRemedy } from './gateway-remedy.js';
import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.GatewayError');

/**
 * The gateway answered, and refused: HTTP 200 with a `code` that is not a success code of the endpoint.
 * Compare `code` with the named constants of `GatewayCode`.
 *
 * @example
 * ```ts
 * import { GatewayCode, isGatewayError } from '@lintas/core';
 *
 * try { await client.neutral.createRefund(params); }
 * catch (error) {
 *   if (isGatewayError(error) && error.code === GatewayCode.RefundAmountInvalid) { ... }
 * }
 * ```
 */
export class GatewayError extends LintasError {
  override readonly name = 'GatewayError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The gateway's result code, e.g. `21007`. */
  readonly code: number;
  /** The gateway's result text, e.g. `Duplicate merchant order id`. */
  readonly gatewayMessage: string;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The `data` member of the answer (usually `null`). */
  readonly data: unknown;

  /**
   * @param context.appId the client's application id, named in the message of the refusals it causes
   *   (21001 sign error, 21003 appId error, 21016 IP not allowed), with what to do about them.
   */
  constructor(
    endpoint: string,
    code: number,
    gatewayMessage: string,
    data: unknown = null,
    context: { readonly appId?: string } = {},
  ) {
    const remedy = gatewayRemedy(code, context.appId);
    super(
      `${endpoint} answered ${code}: ${remedy ? `${gatewayMessage.replace(/\.$/, '')}. ${remedy}` : gatewayMessage}`,
    );
    this.endpoint = endpoint;
    this.code = code;
    this.gatewayMessage = gatewayMessage;
    this.data = data;
  }
}

/** True when `error` is a {@link GatewayError}, from any installed copy of Lintas. */
export const isGatewayError = /* @__PURE__ */ markerGuard<GatewayError>(marker);
