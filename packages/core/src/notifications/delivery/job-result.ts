import type { NotificationJobResult } from '../notification-queue.js';
import { type Answer, answerStatus, type ListenedFact } from './decide-delivery.js';
import { busyJobRetryMs } from './delivery-defaults.js';

/** What a job's run tells its queue (`processed` stands for `duplicate` too, when no listener ran). */
type JobOutcome = Exclude<NotificationJobResult['outcome'], 'duplicate'>;

/**
 * The outcome of each answer: done (`processed` when its listener resolved, else `duplicate`), `busy`
 * (run it again later), `refused` (nothing proves it the merchant's, and nothing will: never again) or
 * `failed` (for now: the queue's retries and dead-letter queue take over).
 */
const outcomes: { readonly [TAnswer in Answer]: JobOutcome } = {
  acknowledge: 'processed',
  reply: 'processed',
  busy: 'busy',
  'not-post': 'refused',
  'too-large': 'refused',
  unsigned: 'refused',
  malformed: 'refused',
  'url-mismatch': 'refused',
  'not-confirmed': 'refused',
  unproven: 'refused',
  // A worker deployed without the listener the web process has: the next attempt may run on one with it.
  unhandled: 'failed',
  'not-yet': 'failed',
  unavailable: 'failed',
  failed: 'failed',
};

/** What a job's run tells its queue, from the answer its delivery would give the gateway. */
export function jobResult(answer: Answer, listened: ListenedFact | undefined, error: unknown): NotificationJobResult {
  const outcome = outcomes[answer];
  if (outcome === 'processed') return { outcome: listened === 'resolved' ? 'processed' : 'duplicate' };
  if (outcome === 'busy') return { outcome, retryAfterMs: busyJobRetryMs };
  const failure = error ?? new Error(`The notification job was not processed (HTTP ${answerStatus[answer]}).`);
  return { outcome, error: failure };
}
