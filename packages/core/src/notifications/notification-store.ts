/**
 * The answer of {@link NotificationStore.claim}:
 * - `'claimed'`: the caller holds the claim now and runs the handler;
 * - `'processing'`: another delivery of the same notification holds a live claim;
 * - `'completed'`: the notification was processed already.
 */
export type NotificationClaim = 'claimed' | 'processing' | 'completed';

/**
 * Remembers which notifications were processed, so a redelivery is acknowledged without running the
 * handler again, and two deliveries arriving at once run it once. Claim-before-run: the handler runs
 * only for the delivery whose `claim` answered `'claimed'`; it then calls `complete` on success, or
 * `release` on failure, so the gateway's next redelivery runs it again.
 *
 * `createNotificationHandler` keeps one in memory by default (one process). Back it with Redis or a
 * database when several processes or serverless instances receive notifications. Requirements:
 * - `claim` is atomic: of two concurrent calls for one key, exactly one answers `'claimed'`
 *   (Redis `SET key processing NX PX leaseMs`; SQL `INSERT ... ON CONFLICT DO NOTHING`).
 * - a claim expires after `leaseMs`, so a process that died mid-handler does not block the notification
 *   for ever; completed keys are kept at least as long as the gateway may redeliver (days).
 * - a method that throws makes the handler answer a failure, so the gateway redelivers.
 *
 * Keys are `Notification.key` (e.g. `payment.success:TX123`); prefix them yourself if the store is
 * shared with other data.
 *
 * @example
 * ```ts
 * import type { NotificationStore } from '@lintas/core';
 *
 * const redisStore: NotificationStore = {
 *   async claim(key, { leaseMs }) {
 *     if (await redis.set(`notification:${key}`, 'processing', { NX: true, PX: leaseMs })) return 'claimed';
 *     return (await redis.get(`notification:${key}`)) === 'completed' ? 'completed' : 'processing';
 *   },
 *   async complete(key) { await redis.set(`notification:${key}`, 'completed', { EX: 30 * 24 * 3600 }); },
 *   async release(key) { await redis.del(`notification:${key}`); },
 * };
 * ```
 */
export interface NotificationStore {
  /** Atomically claims `key` for `leaseMs` unless it is claimed or completed already. */
  claim(key: string, options: { readonly leaseMs: number }): Promise<NotificationClaim>;
  /** Marks `key` as processed: later claims answer `'completed'`. */
  complete(key: string): Promise<void>;
  /** Drops the claim on `key` after a failed handler, so the next delivery can claim it. */
  release(key: string): Promise<void>;
}
