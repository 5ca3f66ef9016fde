import { wait } from '../call/backoff.js';
import type { RateLimitSettings } from '../types/rate-limit.js';
import { memoryRateLimitStore } from './memory-rate-limit-store.js';
import { intervalOf, nextPace, type Pace, type PaceEvent, paceSettings } from './pace.js';

/** How long a shared store's reservation is awaited before this process paces the slot alone. */
const storeWaitMs = 1000;

/** Why a slot was not given: the next one begins after the attempt's deadline. */
export const noSlotInTime = Symbol('no slot in time');

/** The pace every call of the clients given it shares: at most so many requests per second, and in flight. */
export interface RateLimiter {
  /**
   * Resolves once this attempt may be signed and sent: a place among those in flight, then its send
   * slot, which must begin within `maxWaitMs` (else it rejects with {@link noSlotInTime}, nothing
   * reserved). A retry (`first: false`) takes the first free place. Rejects with `signal`'s reason
   * once it aborts, giving back what it held. Resolves with the function that gives the place back.
   */
  acquire(appId: string, first: boolean, maxWaitMs: number, signal: AbortSignal): Promise<() => void>;
  /** Tells the pace how the gateway answered a request sent at it. */
  answered(event: PaceEvent): void;
}

/**
 * The rate limiter of `settings`, whose slots are reserved under each call's `appId` in the settings'
 * store. A store that fails or does not answer within a second (Redis down) is replaced
 * for that slot by this process's own pacing: the gateway's 21020 then slows the pace, a refusal that
 * did nothing. `now` is `Date.now` but in tests.
 */
export function createRateLimiter(settings: RateLimitSettings, now: () => number = Date.now): RateLimiter {
  const bounds = paceSettings(settings.requestsPerSecond);
  const maxInFlight = settings.maxInFlight ?? Math.ceil(settings.requestsPerSecond);
  const local = memoryRateLimitStore(now);
  const store = settings.store ?? local;
  let pace: Pace = { rate: bounds.ceiling, decreasedAt: undefined, at: now() };
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };
  const place = (first: boolean, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (inFlight < maxInFlight) {
        inFlight += 1;
        return resolve();
      }
      // The place is handed over by `release`, still counted in flight.
      const granted = () => {
        signal.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = () => {
        waiting.splice(waiting.indexOf(granted), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', aborted, { once: true });
      if (first) waiting.push(granted);
      else waiting.unshift(granted);
    });
  return {
    async acquire(appId, first, maxWaitMs, signal) {
      signal.throwIfAborted();
      const startedAt = now();
      await place(first, signal);
      let held = true;
      const giveBack = () => {
        if (held) release();
        held = false;
      };
      try {
        const interval = intervalOf(pace.rate);
        const left = () => maxWaitMs - (now() - startedAt);
        const reserve = (from: typeof store) => from.reserve(`lintas:rate:${appId}`, interval, left(), { signal });
        // A store that fails or is slow (Redis down, its client queueing commands until it is back) is
        // waited for at most `storeWaitMs` (half the time left, if less): then this process paces the
        // slot alone, and the gateway's 21020, a refusal that did nothing, slows it down.
        const shared = store === local ? reserve(local) : bounded(reserve(store), Math.min(storeWaitMs, left() / 2));
        const slot = await untilAborted(shared, signal).catch((error: unknown) => {
          if (signal.aborted || store === local) throw error;
          return reserve(local);
        });
        signal.throwIfAborted();
        if (slot === undefined) throw noSlotInTime;
        if (slot > 0) await wait(slot, signal);
        return giveBack;
      } catch (error) {
        giveBack();
        throw error;
      }
    },
    answered(event) {
      pace = nextPace(pace, event, now(), bounds);
    },
  };
}

/** `promise`, or a rejection with `signal`'s reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => reject(signal.reason);
    signal.addEventListener('abort', aborted, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });
}

/** `promise`, or a rejection once `ms` have passed. */
function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the rate limit's store did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
