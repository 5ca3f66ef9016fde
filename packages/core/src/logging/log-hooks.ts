import type { ClientHooks } from '../types/client.js';
import type { Log } from './create-log.js';

/**
 * The client's hooks with the log's observers first: each attempt sent and answered at `debug`, each
 * retry at `warn`. Returns `hooks` itself when logging is off, so calls pay nothing for it.
 */
export function withLogHooks(hooks: ClientHooks, log: Log | undefined): ClientHooks {
  if (!log) return hooks;
  return {
    ...hooks,
    beforeRequest: [({ endpoint, attempt, param }) => log('debug', endpoint, `attempt ${attempt} sent: param ${param}`), ...(hooks.beforeRequest ?? [])],
    afterResponse: [
      ({ endpoint, attempt, status, code, durationMs }) => log('debug', endpoint, `attempt ${attempt} answered ${describeAnswer(status, code)} in ${Math.round(durationMs)} ms`),
      ...(hooks.afterResponse ?? []),
    ],
    beforeRetry: [({ endpoint, attempt, error }) => log('warn', endpoint, `retrying (attempt ${attempt}) after ${describeError(error)}`), ...(hooks.beforeRetry ?? [])],
  };
}

/** `HTTP 200, code 10000`, or `HTTP 503` for an answer that was not the envelope. */
export function describeAnswer(status: number | undefined, code: number | undefined): string {
  return code === undefined ? `HTTP ${status}` : `HTTP ${status}, code ${code}`;
}

/** `Name: message` of an error, or its text. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
