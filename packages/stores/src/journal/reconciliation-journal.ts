import type { OutcomeUnknownEvent } from '@lintas/core';

/**
 * Where an unknown outcome stands:
 * - `'pending'`: recorded, not settled yet; `reconcile()` looks it up;
 * - `'resolved'`: the operation was found and matches the call: `record` holds it;
 * - `'retry'`: not found after the gateway's window: nothing was committed, so the call may be sent
 *   again with the same keys (the gateway's duplicate check still guards it);
 * - `'attention'`: something exists under these keys with other terms, or the entry cannot be looked
 *   up automatically: a person decides.
 */
export type JournalStatus = 'pending' | 'resolved' | 'retry' | 'attention';

/** One unknown outcome, as a journal keeps it. Business data only: no key, no signature. */
export interface JournalEntry {
  /** Stable id of the operation: its endpoint path and merchant keys (see {@link journalEntryId}). */
  readonly id: string;
  /** Path of the endpoint, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly endpoint: string;
  /** The merchant keys of the call (`mchOrderId`, `idempotencyId`, ...). */
  readonly keys: Readonly<Record<string, string | number>>;
  /** The call's validated params, as signed: what the endpoint's lookup needs. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Attempts sent, over every time this operation ended unknown. */
  readonly attempts: number;
  /** Why the outcome is unknown (the error's message; it names keys, never secrets). */
  readonly reason: string;
  /** When this operation last ended unknown, in epoch ms: the gateway's window is counted from it. */
  readonly recordedAt: number;
  /** When it first ended unknown, in epoch ms. */
  readonly firstRecordedAt: number;
  readonly status: JournalStatus;
  /** How many lookups `reconcile()` made for it. */
  readonly checks: number;
  /** When `reconcile()` last looked it up, in epoch ms. */
  readonly checkedAt?: number;
  /** What the last lookup said, for a person: why it is `attention`, or why it is still `pending`. */
  readonly note?: string;
  /** The operation as the gateway holds it, once `resolved` (what the call would have answered). */
  readonly record?: unknown;
}

/** What {@link ReconciliationJournal.settle} changes on an entry. */
export interface JournalSettlement {
  /**
   * The `recordedAt` of the entry the lookup was for. If the operation was recorded again since (a new
   * attempt also ended unknown), the settlement is ignored and the entry stays `'pending'`.
   */
  readonly recordedAt: number;
  readonly status: JournalStatus;
  /** When the lookup ran, in epoch ms. */
  readonly checkedAt: number;
  readonly note?: string;
  readonly record?: unknown;
}

/**
 * A durable list of operations whose outcome is unknown (`OutcomeUnknownError`), shared by every process
 * of the merchant. Its `hook` goes into the client's `hooks.outcomeUnknown`, so the outcome is on record
 * before the call even rejects; `reconcile()` later settles each entry through the endpoint's lookup.
 * `createRedisJournal` (`@lintas/stores/redis`) and `createPostgresJournal` (`@lintas/stores/postgres`)
 * implement it.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { createRedisJournal } from '@lintas/stores/redis';
 *
 * const journal = createRedisJournal({ client: redis });
 * const client = createClient({ ...config, hooks: { outcomeUnknown: [journal.hook] } });
 * ```
 */
export interface ReconciliationJournal {
  /**
   * Records an unknown outcome as `'pending'`. Recording the same operation again (same endpoint and
   * keys) adds its attempts, moves `recordedAt` to now and makes it `'pending'` again.
   */
  record(event: OutcomeUnknownEvent): Promise<JournalEntry>;
  /** `record`, bound, for `hooks.outcomeUnknown`; it reports its own failures to `onError` instead of throwing. */
  readonly hook: (event: OutcomeUnknownEvent) => Promise<void>;
  /** The entry with this id, if any. */
  get(id: string): Promise<JournalEntry | undefined>;
  /** Entries with `status`, oldest `recordedAt` first; at most `limit` (default 100). */
  list(status: JournalStatus, options?: { readonly limit?: number }): Promise<readonly JournalEntry[]>;
  /** Records what a lookup found: the new status, and one more check (see {@link JournalSettlement.recordedAt}). */
  settle(id: string, settlement: JournalSettlement): Promise<void>;
  /** Forgets an entry, e.g. once a person handled it or a retry succeeded. */
  remove(id: string): Promise<void>;
}
