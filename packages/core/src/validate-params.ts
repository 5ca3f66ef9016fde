import * as v from 'valibot';
import { loadFailurePath } from './load-failure-path.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { ownProperties } from './utils/own-properties.js';

/** Issue types that are documented format constraints rather than type or presence checks. */
const formatIssueTypes = new Set(['regex', 'length', 'min_length', 'max_length', 'starts_with', 'ends_with', 'email', 'url', 'min_value', 'max_value']);

/** True for an issue that a client with `formatChecks` off lets through. */
export function isFormatIssue(issue: v.BaseIssue<unknown>): boolean {
  // A known-values list is a format constraint only for a string: a number is still a type error.
  return formatIssueTypes.has(issue.type) || (issue.type === 'picklist' && typeof issue.input === 'string');
}

/**
 * Validates a call's params against the endpoint's schema and returns the params to send. Only the
 * caller's own properties are read. With `formatChecks` off, format issues alone do not stop the call.
 * Invalid params give a promise that rejects with a `RequestValidationError` reporting every problem at
 * once, described by the failure path (loaded then): valid params are returned as they are, without a
 * promise in between.
 */
export function validateParams(endpoint: AnyEndpoint, params: unknown, formatChecks: boolean): Record<string, unknown> | Promise<never> {
  const result = v.safeParse(endpoint.params, ownProperties(params));
  if (result.success) return result.output as Record<string, unknown>;
  const issues = formatChecks ? result.issues : result.issues.filter((issue) => !isFormatIssue(issue));
  if (issues.length === 0) return result.output as Record<string, unknown>;
  return loadFailurePath().then(({ invalidParams }) => Promise.reject(invalidParams(endpoint, issues, formatChecks)));
}
