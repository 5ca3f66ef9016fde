import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.RequestValidationError');

/** One problem found in the params of a call. */
export interface ValidationIssue {
  /** Dot path of the field, e.g. `mchOrderId` or `goodsDetails.0.price`; empty for the params object itself. */
  readonly path: string;
  /**
   * What is wrong, naming the field and the rule, e.g. `email is required`, `unknown field mchOrderID —
   * did you mean mchOrderId?` or `mchOrderId must be at most 32 characters (received a string of 40
   * characters)`. It never repeats the value given, only its kind and size.
   */
  readonly message: string;
}

/** Issues listed in the message; all of them are in `issues`. */
const listedIssues = 12;

/**
 * The params of a call failed the endpoint's request schema. Thrown before anything is signed or sent,
 * so nothing reached the gateway. Every problem is reported at once, each naming its field and the rule
 * it broke; the values given are never repeated (a key passed in the wrong field stays out of logs).
 *
 * @example
 * ```ts
 * import { isRequestValidationError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(params); }
 * catch (error) {
 *   if (isRequestValidationError(error)) for (const issue of error.issues) form.setError(issue.path, issue.message);
 * }
 * ```
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
    const list = issues.slice(0, listedIssues).map((issue) => issue.message);
    if (issues.length > listedIssues) list.push(`and ${issues.length - listedIssues} more (see issues)`);
    super(`Invalid params for ${endpoint}: ${list.join('; ')}`);
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** True when `error` is a {@link RequestValidationError}, from any installed copy of Lintas. */
export const isRequestValidationError = /* @__PURE__ */ markerGuard<RequestValidationError>(marker);
