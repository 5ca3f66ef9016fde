import type { CallIntent, CallJournal, CallOutcome, ExtraParams, OutcomeUnknownEvent } from '@lintas/core';

/**
 * Where an operation stands in the journal, named for what it means:
 * - `'open'`: the intent was written before the first attempt was sent, and the call has not settled
 *   (yet, or ever: its process died). `reconcile()` looks it up once it is older than `abandonedAfterMs`;
 * - `'pending'`: the caller got `OutcomeUnknownError` (or a lookup could not settle it yet): `reconcile()`
 *   looks it up;
 * - `'committed'`: the gateway holds the operation: the call got its answer, or a lookup found it under
 *   the merchant keys with the amount and every field it returns matching the call (`record` holds it;
 *   `unconfirmed` names the fields the lookup does not return);
 * - `'not-committed'`: a lookup found nothing under the keys once the gateway's window had passed, and
 *   the caller was given no definite answer: nothing moved. Whether to make the operation again is your
 *   application's decision (see `reconcile()`);
 * - `'failed'`: the outcome the caller was given was a definite failure (a refusal, or the journal could
 *   not write the intent so nothing was sent): nothing moved, and `reconcile()` never touches it;
 * - `'unknown'`: something exists under these keys with other terms, or the amount cannot be confirmed,
 *   or no status check is documented for the operation: a person decides, with `note`;
 * - `'abandoned'`: whatever the gateway made under these keys, nothing it answered reached anyone, so
 *   nobody can use it (a checkout whose cashier URL no payer got expires unpaid; a static code the probe
 *   cancelled): nothing moved, and the keys are spent. `note` says why. Make it again, if your
 *   application still wants it, under new keys.
 */
export type JournalStatus = 'open' | 'pending' | 'committed' | 'not-committed' | 'failed' | 'unknown' | 'abandoned';

/** One money-moving operation, as a journal keeps it. Business data only: no key, no signature. */
export interface JournalEntry {
  /** Stable id of the operation: its account, endpoint path and merchant keys (see {@link journalEntryId}). */
  readonly id: string;
  /**
   * The merchant application id the call was sent for: `reconcile()` settles only its own client's
   * entries. Absent on an entry written before entries named their account (give them theirs with
   * `migrateRedisJournal` or `migratePostgresJournal`).
   */
  readonly appId?: string;
  /** Path of the endpoint, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly endpoint: string;
  /** The merchant keys of the call (`mchOrderId`, `idempotencyId`, ...). */
  readonly keys: Readonly<Record<string, string | number>>;
  /** The call's params: what the endpoint's status check compares. Every character kept as given. */
  readonly params: Readonly<Record<string, unknown>>;
  /**
   * The call's `extraParams`, signed and sent with `params` (together they are the request); absent when
   * it had none. A call made again passes them too; no status check returns them, so a lookup that
   * settles the entry lists them in `unconfirmed`.
   */
  readonly extraParams?: ExtraParams;
  readonly status: JournalStatus;
  /** Attempts sent, over every call of this operation that settled (an open call's are not known yet). */
  readonly attempts: number;
  /** Why the call failed or its outcome is unknown (the error's message; it names keys, never secrets). */
  readonly reason?: string;
  /**
   * The `keyId` of the signer of the call's last signed request, as its close (or its unknown outcome)
   * named it: which of your keys the gateway saw. Absent while the entry is open, when the signer
   * declares none, and in entries written before Lintas recorded it.
   */
  readonly keyId?: string;
  /** When the intent was last written, before a first attempt, in epoch ms. */
  readonly openedAt?: number;
  /**
   * When a call last wrote the entry (opened or closed it), in epoch ms. A lookup's settlement names it,
   * and the gateway's window of an unknown outcome is counted from it.
   */
  readonly recordedAt: number;
  /** When the operation was first written, in epoch ms. */
  readonly firstRecordedAt: number;
  /** How many lookups `reconcile()` made for it. */
  readonly checks: number;
  /** When `reconcile()` last looked it up, in epoch ms. */
  readonly checkedAt?: number;
  /** What the last lookup said, for a person: why it is `unknown`, or why it is still `pending` or `open`. */
  readonly note?: string;
  /** The operation as the gateway holds it: what the call resolved with, or what a lookup found. */
  readonly record?: unknown;
  /**
   * For an entry a lookup settled as `'committed'`: the params the status check does not return (a
   * payout's account, an idempotency id...), so nothing confirms them; every other param matched.
   */
  readonly unconfirmed?: readonly string[];
}

/** A money-moving call about to send its first attempt: what the journal writes ahead (the client's `CallIntent`). */
export type JournalIntent = CallIntent;

/**
 * How a call ended, as its journal entry is closed with (the client's `CallOutcome`):
 * - `'succeeded'`: the gateway answered, with `data` (the entry becomes `'committed'`, `record` = data);
 * - `'failed'`: a definite refusal, nothing committed (the entry becomes `'failed'`, `reason` = its message);
 * - `'unknown'`: `OutcomeUnknownError`, or a duplicate refusal (the entry becomes `'pending'` for `reconcile()`).
 */
export type JournalOutcome = CallOutcome;

/** What {@link ReconciliationJournal.settle} changes on an entry. */
export interface JournalSettlement {
  /**
   * The `recordedAt` of the entry the lookup was for. If a call wrote the entry since (it was opened or
   * closed again), the settlement is ignored: the call knows better.
   */
  readonly recordedAt: number;
  readonly status: JournalStatus;
  /** When the lookup ran, in epoch ms. */
  readonly checkedAt: number;
  readonly note?: string;
  readonly record?: unknown;
  /** The params the lookup does not return (see {@link JournalEntry.unconfirmed}). */
  readonly unconfirmed?: readonly string[];
}

/** Options of {@link ReconciliationJournal.list}. */
export interface JournalListOptions {
  /** At most this many entries. Default 100. */
  readonly limit?: number;
  /** Only entries whose `recordedAt` is at or after this time, in epoch ms (a day's calls: its start). */
  readonly recordedFrom?: number;
  /** Only entries whose `recordedAt` is before this time, in epoch ms. */
  readonly recordedBefore?: number;
  /** Only entries of this merchant application id (its account's calls). */
  readonly appId?: string;
}

/** Options of {@link ReconciliationJournal.open}. */
export interface JournalOpenOptions {
  /** Aborts the write: the client passes one that ends with the call's `timeout` and its `signal`. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * A durable record of the merchant's money-moving calls, shared by every process: each call's intent is
 * written before its first attempt is sent and closed with its outcome, so a process that dies at any
 * moment leaves an entry that `reconcile()` settles later through the endpoint's own status check.
 * Every write is bounded by the journal's `timeoutMs`: a store that does not answer in time never holds
 * up a call. `createRedisJournal` (`@lintas/stores/redis`) and `createPostgresJournal`
 * (`@lintas/stores/postgres`) implement it.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { createRedisJournal } from '@lintas/stores/redis';
 *
 * const journal = createRedisJournal({ client: redis });
 * const client = createClient({ ...config, journal });
 * ```
 */
export interface ReconciliationJournal extends CallJournal {
  /**
   * Writes the intent of a call about to send its first attempt, as `'open'`: resolves once it is
   * stored (with nothing: `get` reads the entry). Rejects when the store refuses, or does not answer
   * within `timeoutMs` or before `signal` aborts; the client then sends nothing, and a write that lands
   * later is closed as `'failed'` (not sent) as soon as it does. Opening an operation again (same
   * endpoint and keys) makes it `'open'` again and forgets its last record.
   */
  open(intent: JournalIntent, options?: JournalOpenOptions): Promise<void>;
  /**
   * Closes the entry of `intent` with how the call ended (see {@link JournalOutcome}) and adds its
   * attempts. Never rejects and never waits longer than `timeoutMs`: a close the store did not confirm
   * in time is kept in this process and written again until the store takes it (or by
   * {@link ReconciliationJournal.flush}), and reported to `onError`.
   */
  close(intent: JournalIntent, outcome: JournalOutcome): Promise<void>;
  /**
   * Records an unknown outcome as `'pending'`: `close` with an `'unknown'` outcome, from the event of
   * the client's `hooks.outcomeUnknown`. Recording it again adds its attempts and makes it pending again.
   */
  record(event: OutcomeUnknownEvent): Promise<JournalEntry>;
  /**
   * `record`, bound, for `hooks.outcomeUnknown`: it never rejects; an outcome the store did not take in
   * time is kept and written later, like a close.
   */
  readonly hook: (event: OutcomeUnknownEvent) => Promise<void>;
  /**
   * Writes now every outcome this process still holds (closes the store did not take in time); resolves
   * with how many are still unwritten. `reconcile()` runs it first; run it before a graceful shutdown.
   */
  flush(): Promise<number>;
  /** The entry with this id, if any. */
  get(id: string): Promise<JournalEntry | undefined>;
  /**
   * Entries with `status`, oldest first by `recordedAt` (when a call last wrote them), within
   * `recordedFrom` and `recordedBefore` when given; at most `limit` (default 100).
   */
  list(status: JournalStatus, options?: JournalListOptions): Promise<readonly JournalEntry[]>;
  /** Records what a lookup found: the new status, and one more check (see {@link JournalSettlement.recordedAt}). */
  settle(id: string, settlement: JournalSettlement): Promise<void>;
  /** Forgets an entry, e.g. once a person handled it. */
  remove(id: string): Promise<void>;
}
