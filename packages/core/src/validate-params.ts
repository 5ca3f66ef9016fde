import * as v from 'valibot';
import { loadFailurePath } from './load-failure-path.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { ownProperties } from './utils/own-properties.js';

/**
 * Validates a call's params against the endpoint's schema and returns the params to send. Only the
 * caller's own properties are read. Valid params are returned as they are, without a promise in
 * between; params that do not pass give a promise, settled by the failure path (loaded then): with
 * `formatChecks` off, format issues alone do not stop the call, and it resolves with the params;
 * otherwise it rejects with a `RequestValidationError` reporting every problem at once.
 */
export function validateParams(
  endpoint: AnyEndpoint,
  params: unknown,
  formatChecks: boolean,
): Record<string, unknown> | Promise<Record<string, unknown>> {
  const result = v.safeParse(endpoint.params, ownProperties(params));
  if (result.success) return result.output as Record<string, unknown>;
  return loadFailurePath().then(({ paramsDespiteIssues }) =>
    paramsDespiteIssues(endpoint, result.output, result.issues, formatChecks),
  );
}
