import { isOutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { CallMetadata } from '../types/metadata.js';
import type { Log } from './create-log.js';
import { describeAnswer, describeError } from './log-attempts.js';

/**
 * Logs how a call ended: at `info` when it succeeded, `warn` when it failed or was settled by its
 * recovery, `error` when its outcome is unknown; the last answer's body at `debug`. `error` is absent
 * when the call succeeded.
 */
export function logOutcome(log: Log, metadata: CallMetadata, failed: boolean, error?: unknown): void {
  const { endpoint, attempts, durationMs, status, code, body, recovered } = metadata;
  const summary = `after ${attempts.length} attempt${attempts.length === 1 ? '' : 's'} in ${Math.round(durationMs)} ms`;
  if (failed)
    log(isOutcomeUnknownError(error) ? 'error' : 'warn', endpoint, `failed ${summary}: ${describeError(error)}`);
  else if (recovered)
    log('warn', endpoint, `settled by its recovery lookup ${summary} (an answer was lost or unreadable)`);
  else log('info', endpoint, `${describeAnswer(status, code)} ${summary}`);
  if (body !== undefined) log('debug', endpoint, `answer body ${body}`);
}
