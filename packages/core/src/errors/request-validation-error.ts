import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.RequestValidationError');

/** One problem found in the params of a call. */
export interface ValidationIssue {
  /** Dot path of the field, e.g. `mchOrderId` or `goodsDetails.0.price`; empty for the params object itself. */
  readonly path: string;
  /** What is wrong, e.g. `Invalid length: Expected <=32 but received 40`. */
  readonly message: string;
}

/**
 * The params of a call failed the endpoint's request schema. Thrown before anything is signed or sent,
 * so nothing reached the gateway.
 */
export class RequestValidationError extends LintasError {
  override readonly name = 'RequestValidationError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint whose params were rejected. */
  readonly endpoint: string;
  /** Every problem found, each naming its field. */
  readonly issues: readonly ValidationIssue[];

  constructor(endpoint: string, issues: readonly ValidationIssue[]) {
    const list = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
    super(`Invalid params for ${endpoint}: ${list.join('; ')}`);
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** True when `error` is a {@link RequestValidationError}, from any installed copy of Lintas. */
export const isRequestValidationError = /* @__PURE__ */ markerGuard<RequestValidationError>(marker);
