import * as v from 'valibot';
import { RequestValidationError, type ValidationIssue } from './errors/request-validation-error.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { ownProperties } from './utils/own-properties.js';

/** Issue types that are documented format constraints rather than type or presence checks. */
const formatIssueTypes = new Set(['regex', 'length', 'min_length', 'max_length', 'starts_with', 'ends_with', 'email', 'url', 'min_value', 'max_value']);

function isFormatIssue(issue: v.BaseIssue<unknown>): boolean {
  // A known-values list is a format constraint only for a string: a number is still a type error.
  return formatIssueTypes.has(issue.type) || (issue.type === 'picklist' && typeof issue.input === 'string');
}

/** Converts valibot issues into issues that name their field. */
export function toValidationIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/**
 * Validates a call's params against the endpoint's schema and returns the params to send. Only the
 * caller's own properties are read. With `formatChecks` off, format issues alone do not stop the call.
 */
export function validateParams(endpoint: AnyEndpoint, params: unknown, formatChecks: boolean): Record<string, unknown> {
  const result = v.safeParse(endpoint.params, ownProperties(params));
  if (result.success) return result.output as Record<string, unknown>;
  const issues = formatChecks ? result.issues : result.issues.filter((issue) => !isFormatIssue(issue));
  if (issues.length > 0) throw new RequestValidationError(endpoint.path, toValidationIssues(issues));
  return result.output as Record<string, unknown>;
}
