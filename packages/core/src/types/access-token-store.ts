/** An access token as a store keeps it: the token, and when the gateway stops accepting it. */
export interface StoredAccessToken {
  /** The token, as the gateway issued it. */
  readonly accessToken: string;
  /** Epoch milliseconds after which the gateway no longer accepts it. */
  readonly expiresAt: number;
}

/**
 * Where the instances of a client share the access token of a protocol that authorizes each call with
 * a bearer token (SNAP BI's B2B access token), so that they fetch a new one once between them, not once
 * each. `@lintas/stores` has it on Redis and PostgreSQL; each client keeps one in memory without it.
 *
 * Every method acts on the state under `key` atomically, across processes: `claim` is taken by one
 * caller at a time, `drop` and `release` compare before they delete.
 */
export interface AccessTokenStore {
  /** The token stored under `key`, or `undefined` (none, or it expired). */
  get(key: string): Promise<StoredAccessToken | undefined>;
  /** Stores `token` under `key`, replacing any other, until its `expiresAt`. */
  put(key: string, token: StoredAccessToken): Promise<void>;
  /** Deletes the token under `key` if it is still `accessToken` (one the gateway refused). */
  drop(key: string, accessToken: string): Promise<void>;
  /**
   * Takes the right to fetch a new token for `key` for `leaseMs` milliseconds, as `owner`: `true` when
   * nobody held it (or the holder's lease lapsed), `false` when someone else holds it.
   */
  claim(key: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Gives the right to fetch for `key` back, if `owner` still holds it. */
  release(key: string, owner: string): Promise<void>;
}

/**
 * Where the instances of a client reserve the message ids a protocol requires to be unique within a
 * period (SNAP BI's `X-EXTERNAL-ID`, unique per day), so that two instances never send the same one.
 */
export interface RequestIdStore {
  /**
   * Reserves `id` until `expiresAt` (epoch milliseconds), atomically across processes: `true` when it
   * was free, `false` when someone reserved it before.
   */
  reserve(id: string, expiresAt: number): Promise<boolean>;
}
