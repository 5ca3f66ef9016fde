import * as v from 'valibot';
import { paramsDespiteIssues } from './invalid-params.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { ownProperties } from './utils/own-properties.js';

/**
 * Validates a call's params against the endpoint's schema and returns the params to send. Only the
 * caller's own properties are read. With `formatChecks` off, format issues alone do not stop the call;
 * otherwise params that do not pass throw a `RequestValidationError` reporting every problem at once.
 */
export function validateParams(endpoint: AnyEndpoint, params: unknown, formatChecks: boolean): Record<string, unknown> {
  const result = v.safeParse(endpoint.params, ownProperties(params));
  if (result.success) return result.output as Record<string, unknown>;
  return paramsDespiteIssues(endpoint, result.output, result.issues, formatChecks);
}
