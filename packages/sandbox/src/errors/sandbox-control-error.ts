const MARKER = Symbol.for('lintas.error.SandboxControlError');

/** Why a control call was refused. */
export type SandboxControlErrorReason = 'invalid_input' | 'not_found' | 'invalid_state';

const HTTP_STATUS: Readonly<Record<SandboxControlErrorReason, 400 | 404 | 409>> = {
  invalid_input: 400,
  not_found: 404,
  invalid_state: 409,
};

/**
 * Thrown by the sandbox's control methods (and answered by the `/__sandbox/` control API with the
 * matching HTTP status) when the input is invalid, the record is unknown, or the transition is not
 * allowed from the record's current state.
 *
 * @example
 * ```ts
 * import { isSandboxControlError } from '@lintas/sandbox';
 * try { sandbox.completePayment({ transactionId: 'TX…' }); }
 * catch (error) { if (isSandboxControlError(error)) console.log(error.reason); }
 * ```
 */
export class SandboxControlError extends Error {
  /** Machine-readable reason. */
  readonly reason: SandboxControlErrorReason;
  /** HTTP status the control API answers with: 400, 404 or 409. */
  readonly status: 400 | 404 | 409;
  readonly [MARKER] = true;

  constructor(reason: SandboxControlErrorReason, message: string) {
    super(message);
    this.name = 'SandboxControlError';
    this.reason = reason;
    this.status = HTTP_STATUS[reason];
  }
}

/** True for a {@link SandboxControlError}, also across duplicated installs of the package. */
export function isSandboxControlError(value: unknown): value is SandboxControlError {
  return typeof value === 'object' && value !== null && MARKER in value;
}
