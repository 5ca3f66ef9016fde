import { isCallAbortedError, isRequestValidationError } from '@lintas/core';
import type { DemoClient } from '../client.js';
import type { IssueView } from './api-types.js';
import type { Operation } from './catalog.js';

/**
 * What the SDK says of `params` for `operation`, without sending anything: each problem in its words
 * (`customerName is required`, ...), none when the call would go out.
 *
 * The call is made with a signal aborted beforehand: the SDK validates the params, then stops before
 * signing (`CallAbortedError`). `client`'s fetch is never reached; should it be, that is an error.
 */
export async function checkParams(
  client: DemoClient,
  operation: Operation,
  params: Record<string, unknown>,
): Promise<IssueView[]> {
  try {
    await client.call(operation.endpoint, params as never, { signal: AbortSignal.abort() });
  } catch (error) {
    if (isRequestValidationError(error)) return [...error.issues];
    if (isCallAbortedError(error)) return [];
    throw error;
  }
  throw new Error(`${operation.family}.${operation.name} was sent while only its params were to be checked`);
}
