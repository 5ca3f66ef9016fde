import { isLintasError } from '../errors/lintas-error.js';
import type { ClientHooks } from '../types/client.js';
import { systemErrorCode } from '../utils/system-error-code.js';
import type { Log } from './create-log.js';

/**
 * The client's hooks with the log's observers first: each attempt sent and answered at `debug`, each
 * retry at `warn`.
 */
export function withLogHooks(hooks: ClientHooks, log: Log): ClientHooks {
  return {
    ...hooks,
    beforeRequest: [
      ({ endpoint, attempt, param }) => log('debug', endpoint, `attempt ${attempt} sent: param ${param}`),
      ...(hooks.beforeRequest ?? []),
    ],
    afterResponse: [
      ({ endpoint, attempt, status, code, durationMs }) =>
        log(
          'debug',
          endpoint,
          `attempt ${attempt} answered ${describeAnswer(status, code)} in ${Math.round(durationMs)} ms`,
        ),
      ...(hooks.afterResponse ?? []),
    ],
    beforeRetry: [
      ({ endpoint, attempt, error }) =>
        log('warn', endpoint, `retrying (attempt ${attempt}) after ${describeError(error)}`),
      ...(hooks.beforeRetry ?? []),
    ],
  };
}

/** `HTTP 200, code 10000`, or `HTTP 503` for an answer that was not the envelope. */
export function describeAnswer(status: number | undefined, code: number | undefined): string {
  return code === undefined ? `HTTP ${status}` : `HTTP ${status}, code ${code}`;
}

/**
 * `Name: message` of an error, or its text. A raw fetch failure also gets the system error code behind
 * it (`TypeError: fetch failed (ECONNRESET)`); Lintas errors say it in their message already.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = isLintasError(error) ? undefined : systemErrorCode(error);
  return `${error.name}: ${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`;
}
