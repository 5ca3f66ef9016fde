import type { NotificationJobResult } from '../notification-queue.js';
import { type Answer, answerStatus, type ListenedFact } from './decide-delivery.js';
import { busyJobRetryMs } from './delivery-defaults.js';

/**
 * What a job's run tells its queue, from the answer its delivery would give the gateway: done
 * (`processed` when its listener resolved, else `duplicate`), `busy` (run it again later), `refused` (it
 * does not verify: never again) or `failed` (the queue's retries and dead-letter queue take over).
 */
export function jobResult(answer: Answer, listened: ListenedFact | undefined, error: unknown): NotificationJobResult {
  if (answer === 'acknowledge' || answer === 'reply')
    return { outcome: listened === 'resolved' ? 'processed' : 'duplicate' };
  if (answer === 'busy') return { outcome: 'busy', retryAfterMs: busyJobRetryMs };
  const failure = error ?? new Error(`The notification job was not processed (HTTP ${answerStatus[answer]}).`);
  if (answer === 'unsigned' || answer === 'malformed') return { outcome: 'refused', error: failure };
  return { outcome: 'failed', error: failure };
}
