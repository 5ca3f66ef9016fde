import { describe, expect, it } from 'vitest';
import { backoff, retryAfterMs, wait } from './backoff.js';

const settings = { limit: 2, initialDelay: 300, backoffLimit: 1000, maxRetryAfter: 5000 };

describe('backoff', () => {
  it('waits a random share of the doubling delay (full jitter), capped at backoffLimit', () => {
    expect(backoff(settings, 1, undefined, () => 0.5)).toBe(150);
    expect(backoff(settings, 2, undefined, () => 0.5)).toBe(300);
    expect(backoff(settings, 3, undefined, () => 1)).toBe(1000);
    expect(backoff(settings, 1, undefined, () => 0)).toBe(0);
  });

  it('waits what Retry-After asked for, without jitter, capped at maxRetryAfter', () => {
    expect(backoff(settings, 1, 2000, () => 0)).toBe(2000);
    expect(backoff(settings, 1, 60_000)).toBe(5000);
    expect(backoff(settings, 1, -5)).toBe(0);
  });
});

describe('a Retry-After header', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it('in seconds, as an HTTP date or as an epoch timestamp in seconds', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs(String(now / 1000 + 4), now)).toBe(4000);
  });

  it('absent, empty or unreadable asks for nothing', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs(' ', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('waiting', () => {
  it('resolves after the delay', async () => {
    const started = performance.now();
    await wait(30, undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('rejects with the signal’s reason when it aborts, before or while waiting', async () => {
    await expect(wait(10, AbortSignal.abort('gone'))).rejects.toBe('gone');
    const controller = new AbortController();
    const waiting = wait(60_000, controller.signal);
    controller.abort('left');
    await expect(waiting).rejects.toBe('left');
  });
});
