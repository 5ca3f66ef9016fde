import { describe, expect, it } from 'vitest';
import { boundedSignal } from '../src/tokens/bounded-signal.js';

// The token request's signal: the call's signal and the request's own timeout, without AbortSignal.any
// (absent on Vercel's Edge runtime). Real timers, short ones: the step ends by whichever comes first.
describe('boundedSignal', () => {
  it('aborts with a TimeoutError once the timeout passes', async () => {
    const { signal } = boundedSignal(new AbortController().signal, 20);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it("aborts with the caller's reason when the caller's signal aborts, and at once when it already has", () => {
    const caller = new AbortController();
    const { signal } = boundedSignal(caller.signal, 60_000);
    caller.abort(new Error('the call was cancelled'));
    expect(signal.reason).toMatchObject({ message: 'the call was cancelled' });
    expect(boundedSignal(caller.signal, 60_000).signal.aborted).toBe(true);
  });

  it('stays unaborted after clear, whatever comes later', async () => {
    const caller = new AbortController();
    const bounded = boundedSignal(caller.signal, 10);
    bounded.clear();
    caller.abort();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bounded.signal.aborted).toBe(false);
  });

  it("is the caller's own signal when there is no timeout", () => {
    const caller = new AbortController();
    expect(boundedSignal(caller.signal, false).signal).toBe(caller.signal);
  });
});
