import { isTimeoutError as isKyTimeoutError } from 'ky';
import type { CallRecord } from './call-record.js';
import { isAbortError } from './classify-failure.js';

/** Records that `attempt`, sent at `sentAt`, got no answer because of `error`; once per attempt. */
export function recordFailure(record: CallRecord | undefined, attempt: number, sentAt: number, error: unknown): void {
  if (!record || attempt === 0 || record.attempts.at(-1)?.attempt === attempt) return;
  const failure = isKyTimeoutError(error) ? 'timeout' : isAbortError(error) ? 'aborted' : 'network';
  record.attempts.push({
    attempt,
    status: undefined,
    code: undefined,
    durationMs: performance.now() - sentAt,
    failure,
  });
}
