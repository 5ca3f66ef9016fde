import type { RetrySettings } from '../types/client.js';

/**
 * How long to wait before retry number `retry` (1 for the first retry): the `Retry-After` the answer
 * asked for, capped at `maxRetryAfter`, when it asked for one; else exponential backoff with full jitter,
 * a random share of `initialDelay * 2^(retry - 1)`, capped at `backoffLimit`. `random` is `Math.random`
 * but in tests.
 */
export function backoff(
  settings: Required<RetrySettings>,
  retry: number,
  retryAfter: number | undefined,
  random: () => number = Math.random,
): number {
  if (retryAfter !== undefined) return Math.max(0, Math.min(retryAfter, settings.maxRetryAfter));
  return Math.min(settings.backoffLimit, random() * settings.initialDelay * 2 ** (retry - 1));
}

/**
 * The wait in ms a `Retry-After` header value asks for: seconds, or an HTTP date (a large number of
 * seconds is read as an epoch timestamp, as ky reads it). `undefined` when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isNaN(seconds)) {
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : date - now;
  }
  const ms = seconds * 1000;
  return ms >= epochThreshold ? ms - now : ms;
}

/** A `Retry-After` in seconds above this many ms (2024-01-01) is a timestamp, not a delay. */
const epochThreshold = Date.UTC(2024, 0, 1);

/** The longest delay a timer can hold (2^31 - 1 ms). */
export const maxTimer = 2_147_483_647;

/** Resolves after `ms`, or rejects with the signal's reason as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = (): void => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(done, Math.min(ms, maxTimer));
    signal?.addEventListener('abort', abort, { once: true });
  });
}
