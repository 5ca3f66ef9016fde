import type { NotificationJobResult } from '@lintas/core';

/**
 * What a worker does with a job once `handler.processJob(job)` answered:
 * - `complete`: the listener resolved, or nothing was left to run (`processed`, `duplicate`);
 * - `later`: run it again after the delay, not counted as a failed attempt where the engine allows (`busy`);
 * - `retry`: fail this attempt; the engine retries it with its backoff, then dead-letters it (`failed`);
 * - `dead-letter`: fail it for good, without the retries left (`refused`: it does not verify).
 */
export type JobAction = 'complete' | 'later' | 'retry' | 'dead-letter';

/** The action for each outcome: the one decision both engines' workers take. */
export const jobActions: { readonly [TOutcome in NotificationJobResult['outcome']]: JobAction } = {
  processed: 'complete',
  duplicate: 'complete',
  busy: 'later',
  failed: 'retry',
  refused: 'dead-letter',
};

/** The error a failed or refused job is failed with: its own when it is an `Error`, else one that says why. */
export function jobError(result: NotificationJobResult): Error {
  const error = 'error' in result ? result.error : undefined;
  return error instanceof Error ? error : new Error(`The notification job ended ${result.outcome}.`);
}
