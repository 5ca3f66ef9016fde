import type { AccessTokenStore, StoredAccessToken } from '@lintas/core';
import { memorySnapStore } from '../stores/memory-snap-store.js';
import { bounded } from '../utils/bounded.js';
import { decideToken } from './decide-token.js';

/** What {@link accessTokens} needs. */
export interface AccessTokenOptions {
  /** Where the instances share the token: a shared store, or this process's memory. */
  readonly store: AccessTokenStore;
  /** The token's key in the store: one per gateway and client key. */
  readonly key: string;
  /** Fetches a new token from the gateway, once, until `signal` aborts. */
  readonly fetchToken: (signal: AbortSignal) => Promise<StoredAccessToken>;
  readonly now: () => number;
  /** A token with less than this left is refreshed before it is used. */
  readonly refreshBeforeMs: number;
  /** How long one instance may take to fetch before another may: above `fetchToken`'s longest run. */
  readonly leaseMs: number;
  /** How often an instance waiting for another's fetch looks at the store. */
  readonly pollMs: number;
  /** How long a store operation may take before the instance stops waiting for the store. */
  readonly storeTimeoutMs: number;
}

/** The access token of a client: the current one, and a way to say the gateway refused one. */
export interface AccessTokens {
  /**
   * A token the gateway should accept: the stored one, or one fetched once between the instances. The
   * fetch is shared by every call of this process that waits for it, and aborted once none of them
   * waits any more (each stops waiting when its `signal` aborts: its deadline, or its caller).
   */
  current(signal?: AbortSignal): Promise<string>;
  /** Forgets `accessToken`, which the gateway refused, unless a newer one replaced it already. */
  refused(accessToken: string): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fetch of a new token, shared by the calls that wait for it. */
interface Flight {
  readonly token: Promise<string>;
  /** Aborts the fetch: once no call waits for it. */
  readonly controller: AbortController;
  /** How many calls wait for it. */
  waiting: number;
}

/** `flight`'s token for one more call, which stops waiting when `signal` aborts; the last one to leave aborts it. */
function waitFor(flight: Flight, signal: AbortSignal | undefined): Promise<string> {
  flight.waiting += 1;
  let left = false;
  const leave = () => {
    left = true;
    flight.waiting -= 1;
    if (flight.waiting === 0) flight.controller.abort(signal?.reason);
  };
  signal?.addEventListener('abort', leave, { once: true });
  return flight.token.finally(() => {
    signal?.removeEventListener('abort', leave);
    if (!left) flight.waiting -= 1;
  });
}

/**
 * The access token shared by every instance of a client through `store`: each call uses the stored
 * token while it has more than `refreshBeforeMs` left; when it has not, one instance takes the store's
 * lease and fetches a new one while the others wait for it to appear, so the instances fetch once
 * between them, and one process fetches once for all its concurrent calls. An instance whose lease
 * lapsed is taken over. A store that fails or hangs is left aside for the call: the process keeps its
 * own token in memory meanwhile, so a store outage costs one token per process, never a payment.
 */
export function accessTokens(options: AccessTokenOptions): AccessTokens {
  const { key, now } = options;
  const local = memorySnapStore({ now });
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let flight: Flight | undefined;

  /** `operation` on the shared store, or on this process's memory when the store fails or hangs. */
  async function onStore<T>(operation: (store: AccessTokenStore) => Promise<T>): Promise<T> {
    try {
      return await bounded(operation(options.store), options.storeTimeoutMs);
    } catch {
      return operation(local);
    }
  }

  const fresh = (stored: StoredAccessToken | undefined): stored is StoredAccessToken =>
    decideToken({ stored, now: now(), refreshBeforeMs: options.refreshBeforeMs }) === 'use';

  async function refresh(signal: AbortSignal): Promise<string> {
    // Real time, not the client's clock (a test may hold that one still).
    const deadline = performance.now() + 2 * options.leaseMs;
    while (performance.now() < deadline) {
      signal.throwIfAborted();
      if (await onStore((store) => store.claim(key, owner, options.leaseMs))) {
        try {
          // Another instance may have stored one between this one's look and its claim.
          const stored = await onStore((store) => store.get(key));
          if (fresh(stored)) return stored.accessToken;
          const token = await options.fetchToken(signal);
          await onStore((store) => store.put(key, token));
          await local.put(key, token);
          return token.accessToken;
        } finally {
          await onStore((store) => store.release(key, owner));
        }
      }
      await pause(options.pollMs);
      const stored = await onStore((store) => store.get(key));
      if (fresh(stored)) return stored.accessToken;
    }
    // The holder neither stored a token nor let its lease lapse in time: fetch one of this instance's own.
    const token = await options.fetchToken(signal);
    await onStore((store) => store.put(key, token));
    return token.accessToken;
  }

  /** The fetch under way, or a new one when none is (or the one under way was given up). */
  function currentFlight(): Flight {
    if (flight && !flight.controller.signal.aborted) return flight;
    const controller = new AbortController();
    const started: Flight = {
      controller,
      waiting: 0,
      token: refresh(controller.signal).finally(() => {
        if (flight === started) flight = undefined;
      }),
    };
    flight = started;
    return started;
  }

  return {
    async current(signal) {
      const stored = await onStore((store) => store.get(key));
      if (fresh(stored)) return stored.accessToken;
      return waitFor(currentFlight(), signal);
    },
    async refused(accessToken) {
      await onStore((store) => store.drop(key, accessToken));
      await local.drop(key, accessToken);
    },
  };
}
