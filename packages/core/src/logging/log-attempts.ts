import { isLintasError } from '../errors/lintas-error.js';
import type { CallWatch } from '../types/observer.js';
import { systemErrorCode } from '../utils/system-error-code.js';
import type { Log } from './create-log.js';

/**
 * The lines of each attempt of a call of `endpoint`: sent and answered at `debug`, each retry, and each
 * request signed again with the next key, at `warn`.
 */
export function logAttempts(log: Log, endpoint: string): CallWatch {
  return {
    sending: (attempt, param) => log('debug', endpoint, `attempt ${attempt} sent: param ${param}`),
    attempted: ({ attempt, status, code, durationMs, keyId, action, reason }) => {
      const key = keyId === undefined ? '' : ` (signed with ${keyId})`;
      if (status !== undefined)
        log(
          'debug',
          endpoint,
          `attempt ${attempt} answered ${describeAnswer(status, code)} in ${Math.round(durationMs)} ms${key}`,
        );
      if (action === 'retry') log('warn', endpoint, `retrying (attempt ${attempt + 1}) after ${describeError(reason)}`);
      if (action === 'resign')
        log('warn', endpoint, `attempt ${attempt}${key} refused its signature (21001): signed again with the next key`);
    },
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
