/**
 * The answer of {@link NotificationStore.claim}:
 * - `'claimed'`: the caller holds the claim now and runs the handler;
 * - `'processing'`: another delivery of the same notification holds a live claim;
 * - `'completed'`: the notification was processed already.
 */
export type NotificationClaim = 'claimed' | 'processing' | 'completed';

/** What identifies one delivery's claim: `claim`, `complete` and `release` of that delivery carry the same token. */
export interface NotificationClaimOptions {
  /**
   * A random id of this delivery's claim, new for each delivery. `complete` and `release` act only on
   * the claim that holds it: a delivery that outlived its lease never frees or overwrites the claim of
   * the delivery that took over.
   */
  readonly token: string;
}

/**
 * What a verified notification said once the gateway confirmed its record, as the delivery loop keeps
 * it in a store that has `keepEvidence`: `reconcile()` of `@lintas/stores` settles an operation whose
 * answer was lost by the notification that names it (a `'notification'` settlement strategy, such as a
 * checkout's `checkout.payment.success`). Only what a lookup under the merchant's `appId` confirmed is
 * kept, never an unverified body.
 */
export interface NotificationEvidence {
  /** The merchant application id whose lookup confirmed it. */
  readonly appId: string;
  /** The event, e.g. `token.create.success`. */
  readonly eventName: string;
  /** The notification's key (`Notification.key`). */
  readonly key: string;
  /** The payload's members that name the operation, as they came: `{ requestId: 'auth-1' }`. */
  readonly members: Readonly<Record<string, string>>;
  /** The record the gateway's lookup returned. */
  readonly record: unknown;
  /** When it was confirmed, in epoch ms. */
  readonly confirmedAt: number;
}

/**
 * Remembers which notifications were processed, so a redelivery is acknowledged without running the
 * handler again, and two deliveries arriving at once run it once. Claim-before-run: the handler runs
 * only for the delivery whose `claim` answered `'claimed'` and whose `renew`, right before the listener,
 * answered `true` (the claim is still its own: no lookup outlived the lease meanwhile, no restart
 * forgot it); it then calls `complete` on success, or `release` on failure, so the gateway's next
 * redelivery runs it again. Each delivery's calls carry one `token`: a claim belongs to the delivery
 * that took it.
 *
 * `createNotificationHandler` keeps one in memory by default (one process). Back it with Redis or a
 * database when several processes or serverless instances receive notifications. Requirements:
 * - `claim` is atomic: of two concurrent calls for one key, exactly one answers `'claimed'`
 *   (Redis `SET key processing NX PX leaseMs`; SQL `INSERT ... ON CONFLICT DO NOTHING`).
 * - a claim expires after `leaseMs`, so a process that died mid-handler does not block the notification
 *   for ever; completed keys are kept at least as long as the gateway may redeliver (days).
 * - `renew` extends the claim by `leaseMs` from now only while it holds the delivery's `token` (Redis: a
 *   compare-and-set in a script; SQL: `UPDATE ... WHERE key = $1 AND token = $2`), and answers whether it
 *   did: `false` when the claim lapsed and expired, was taken over, completed, or forgotten.
 * - `release` drops the claim only while it holds the delivery's `token` (Redis: compare-and-delete in
 *   a script; SQL: `DELETE ... WHERE key = $1 AND token = $2`), and `complete` never overwrites a live
 *   claim that holds another token: a delivery slower than its lease finds its claim taken over, and
 *   must leave it to the delivery that holds it now.
 * - a method that throws makes the handler answer a failure, so the gateway redelivers.
 *
 * Keys are `Notification.key` (e.g. `payment.success:TX123`); prefix them yourself if the store is
 * shared with other data.
 *
 * @example
 * ```ts
 * import type { NotificationStore } from '@lintas/core';
 *
 * const rows = new Map<string, { token: string | null; until: number }>(); // a table in your database
 *
 * const store: NotificationStore = {
 *   async claim(key, { leaseMs, token }) {
 *     const row = rows.get(key);
 *     if (row?.token === null) return 'completed';
 *     if (row !== undefined && row.until > Date.now()) return 'processing';
 *     rows.set(key, { token, until: Date.now() + leaseMs });
 *     return 'claimed';
 *   },
 *   async renew(key, { leaseMs, token }) {
 *     if (rows.get(key)?.token !== token) return false; // taken over, completed or forgotten
 *     rows.set(key, { token, until: Date.now() + leaseMs });
 *     return true;
 *   },
 *   async complete(key, { token }) {
 *     const row = rows.get(key);
 *     if (row?.token && row.token !== token && row.until > Date.now()) return; // taken over: not ours
 *     rows.set(key, { token: null, until: Number.POSITIVE_INFINITY });
 *   },
 *   async release(key, { token }) {
 *     if (rows.get(key)?.token === token) rows.delete(key);
 *   },
 * };
 * ```
 */
export interface NotificationStore {
  /** Atomically claims `key` for `leaseMs`, under `token`, unless it is claimed or completed already. */
  claim(key: string, options: NotificationClaimOptions & { readonly leaseMs: number }): Promise<NotificationClaim>;
  /**
   * Extends the claim of `token` on `key` to `leaseMs` from now, and answers `true`, while the store still
   * holds it; `false` once it does not (it lapsed and expired, another delivery took it over, it was
   * completed, or the store forgot it): the handler then answers HTTP 503 and never runs the listener.
   */
  renew(key: string, options: NotificationClaimOptions & { readonly leaseMs: number }): Promise<boolean>;
  /**
   * Marks `key` as processed: later claims answer `'completed'`. Does nothing while another delivery
   * holds a live claim on it (another `token`): that delivery completes or releases it.
   */
  complete(key: string, options: NotificationClaimOptions): Promise<void>;
  /** Drops the claim on `key` after a failed handler, so the next delivery can claim it: only the claim of `token`. */
  release(key: string, options: NotificationClaimOptions): Promise<void>;
  /**
   * Optional: keeps the evidence of a confirmed notification that an operation of the handler's plugins
   * settles by (see {@link NotificationEvidence}), before its listener runs. The stores of
   * `@lintas/stores` keep it for `reconcile()`; a store that throws makes the delivery answer 503, and
   * the gateway delivers it again.
   */
  keepEvidence?(evidence: NotificationEvidence): Promise<void>;
}
