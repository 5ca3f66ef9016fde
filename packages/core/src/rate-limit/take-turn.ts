import { inTime, type StepBound } from '../call/in-time.js';
import { CallAbortedError } from '../errors/call-aborted-error.js';
import { RateLimitTimeoutError } from '../errors/rate-limit-timeout-error.js';
import type { RateLimitAttempt, RateLimitTurn } from '../types/rate-limit.js';
import { noSlotInTime, type RateLimiter } from './rate-limiter.js';

/**
 * Waits for `attempt`'s turn under `limiter`, inside the attempt's timeout (from its `startedAt`, which
 * signing and sending then share) and the caller's signal: a wait that cannot fit the timeout fails
 * typed, before anything is signed or sent. Never rejects.
 */
export async function takeTurn(limiter: RateLimiter, attempt: RateLimitAttempt): Promise<RateLimitTurn> {
  const { appId, path, first, timeout, signal, startedAt } = attempt;
  const maxWaitMs = timeout === false ? Number.POSITIVE_INFINITY : timeout - (performance.now() - startedAt);
  const bound: StepBound = { timeout: timeout === false ? false : Math.max(0, maxWaitMs), signal };
  const end = await inTime((stop) => limiter.acquire(appId, first, maxWaitMs, stop), bound, 'the rate limit');
  if (end.result === 'done') return { ok: true, release: end.value };
  if (signal?.aborted) return { ok: false, error: new CallAbortedError(path, { cause: signal.reason }), late: false };
  const cause = end.cause === noSlotInTime ? new Error('the next send slot begins after the timeout') : end.cause;
  return { ok: false, error: new RateLimitTimeoutError(path, attempt.keys, timeout || 0, { cause }), late: true };
}
