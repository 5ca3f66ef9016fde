/** Options of {@link RateLimitStore.reserve}. */
export interface RateLimitReserveOptions {
  /** Aborts the reservation: the client passes one that aborts at the attempt's deadline and with the call's `signal`. */
  readonly signal?: AbortSignal;
}

/**
 * Where the clients that share a rate reserve their send slots: `memoryRateLimitStore()` (the
 * default) shares it between the calls of one process, `createRedisRateLimitStore` of
 * `@lintas/stores/redis` across processes.
 */
export interface RateLimitStore {
  /**
   * Reserves the next send slot under `key`, `intervalMs` after the last one reserved (or now, when
   * that is past), if it begins within `maxWaitMs`; resolves with the ms to wait until it begins, or
   * `undefined` when the next slot is later than that (then nothing is reserved).
   */
  reserve(
    key: string,
    intervalMs: number,
    maxWaitMs: number,
    options?: RateLimitReserveOptions,
  ): Promise<number | undefined>;
}

/** One attempt about to wait for its turn, as {@link RateLimit.turn} reads it. */
export interface RateLimitAttempt {
  /** The merchant application id: its quota, and its key in the store. */
  readonly appId: string;
  /** Path of the endpoint, which a `RateLimitTimeoutError` names. */
  readonly path: string;
  /** The call's merchant keys, which a `RateLimitTimeoutError` names. */
  readonly keys: Readonly<Record<string, string | number>>;
  /** The call's first attempt; a retry takes the first free place. */
  readonly first: boolean;
  /** The attempt's timeout in ms from `startedAt` (`performance.now()`), or `false`. */
  readonly timeout: number | false;
  readonly startedAt: number;
  readonly signal: AbortSignal | undefined;
}

/** How waiting for a turn ended: the turn (give it back with `release()` once answered), or why not. */
export type RateLimitTurn =
  | { readonly ok: true; release(): void }
  | {
      readonly ok: false;
      /** `CallAbortedError`, or `RateLimitTimeoutError` (no turn within the timeout): nothing was sent. */
      readonly error: unknown;
      /** Whether the timeout passed first. */
      readonly late: boolean;
    };

/**
 * The pace a client's calls share, built by `rateLimit()` of `@lintas/core/rate-limit` and given as
 * the client's `rateLimit` option (several clients may share one).
 */
export interface RateLimit {
  /** Waits for `attempt`'s turn, inside its timeout and signal. Never rejects. */
  turn(attempt: RateLimitAttempt): Promise<RateLimitTurn>;
  /** Tells the pace how the gateway answered a request: `refused` (21020, HTTP 429) or `accepted`. */
  answered(event: 'refused' | 'accepted'): void;
}

/**
 * Settings of `rateLimit()`: a pace shared by the calls of the clients given it (and, through `store`,
 * by every process that uses the same store and `appId`).
 */
export interface RateLimitSettings {
  /**
   * The most requests per second to send: your account's quota at the gateway. The client starts at
   * this pace, halves it when the gateway answers 21020 "Too many requests" (at most once a second),
   * and speeds up again by a quarter of this figure each second while it accepts, up to it.
   */
  readonly requestsPerSecond: number;
  /** The most requests of this client in flight at once. Default: `requestsPerSecond`, rounded up. */
  readonly maxInFlight?: number;
  /** Where send slots are reserved. Default: in this process (`memoryRateLimitStore()`). */
  readonly store?: RateLimitStore;
}
