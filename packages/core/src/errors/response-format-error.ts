import { LintasError, markerGuard } from './lintas-error.js';
import type { ValidationIssue } from './request-validation-error.js';

const marker = Symbol.for('lintas.error.ResponseFormatError');

/**
 * The gateway's answer could not be read: not JSON, not the `{code, message, data}` envelope, or `data`
 * not shaped as the endpoint's response schema (schema drift). The raw answer is attached, so nothing
 * the gateway said is lost: when `succeeded` is true the operation DID succeed (the gateway answered a
 * success code) and `data` holds what it returned.
 */
export class ResponseFormatError extends LintasError {
  override readonly name = 'ResponseFormatError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The raw response body. */
  readonly body: string;
  /** The `data` member as received, when the envelope itself could be read. */
  readonly data: unknown;
  /** True when the gateway answered a success code and only `data` failed the schema. */
  readonly succeeded: boolean;
  /** What did not match, when a schema check failed. */
  readonly issues: readonly ValidationIssue[];

  constructor(
    endpoint: string,
    reason: string,
    details: { body: string; data?: unknown; succeeded?: boolean; issues?: readonly ValidationIssue[] },
  ) {
    super(`${endpoint} answered in an unexpected format: ${reason}`);
    this.endpoint = endpoint;
    this.body = details.body;
    this.data = details.data;
    this.succeeded = details.succeeded ?? false;
    this.issues = details.issues ?? [];
  }
}

/** True when `error` is a {@link ResponseFormatError}, from any installed copy of Lintas. */
export const isResponseFormatError = /* @__PURE__ */ markerGuard<ResponseFormatError>(marker);
