import { tooManyRequestsCode } from '../errors/transport-codes.js';
import type { Attempt } from './attempt.js';
import type { Outcome } from './settle.js';

/** Whether the gateway answered `outcome` "Too many requests": code 21020, or HTTP 429. */
export function tooManyRequests(answer: Attempt | undefined, outcome: Outcome): boolean {
  if (!answer?.answered || outcome.kind !== 'rate-limited') return false;
  return outcome.code === tooManyRequestsCode || answer.status === 429;
}

/**
 * Whether a "Too many requests" answer is sent again on pace without counting against the retry
 * limit: under a rate limit, while the call is younger than its `timeout` (`elapsedMs` since it
 * began). With no timeout, such a retry counts, so that the call stays bounded.
 */
export function freeRetry(limited: boolean, refused: boolean, timeout: number | false, elapsedMs: number): boolean {
  return limited && refused && timeout !== false && elapsedMs < timeout;
}
