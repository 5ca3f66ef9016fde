import type { NotificationStore } from '../notification-store.js';
import type { ClaimAction, ClaimFact, HeldFact } from './decide-delivery.js';
import { slowStoreShare, storeShare } from './delivery-defaults.js';
import { inTime } from './in-time.js';

/** What a step with the store learnt, and the error the store threw, if it did. */
export interface StoreStep<TFact> {
  readonly fact: TFact;
  readonly error?: unknown;
}

/** How long one call to the store may take in a delivery whose lease is `leaseMs`. */
export const storeTimeoutMs = (leaseMs: number): number => Math.max(1, Math.round(leaseMs * storeShare));

/**
 * Claims the notification `key` for this delivery's `token`; `off` without a store; `failed` when the
 * store threw or did not answer within its share of the lease.
 */
export async function claimDelivery(
  store: NotificationStore | undefined,
  key: string,
  token: string,
  leaseMs: number,
): Promise<StoreStep<ClaimFact>> {
  if (store === undefined) return { fact: 'off' };
  try {
    return { fact: await inTime('claim', storeTimeoutMs(leaseMs), () => store.claim(key, { leaseMs, token })) };
  } catch (error) {
    return { fact: 'failed', error };
  }
}

/**
 * Whether this delivery still holds its claim, just before its listener runs, renewed for a full lease
 * when it does. A renewal that took half the lease or more is not trusted: the lease it set may lapse
 * before the answer arrived.
 */
export async function recheckClaim(
  store: NotificationStore | undefined,
  key: string,
  token: string,
  leaseMs: number,
): Promise<StoreStep<HeldFact>> {
  if (store === undefined) return { fact: 'held' };
  const started = Date.now();
  try {
    const held = await inTime('renew', storeTimeoutMs(leaseMs), () => store.renew(key, { leaseMs, token }));
    return { fact: held && Date.now() - started < leaseMs * slowStoreShare ? 'held' : 'lost' };
  } catch (error) {
    return { fact: 'failed', error };
  }
}

/**
 * Completes or releases this delivery's claim as its answer says, within the store's share of the
 * lease; resolves with the store's error (or its timeout), if any.
 */
export async function settleClaim(
  store: NotificationStore | undefined,
  key: string,
  token: string,
  action: ClaimAction,
  leaseMs: number,
): Promise<unknown> {
  if (store === undefined || action === 'keep') return undefined;
  try {
    await inTime(action, storeTimeoutMs(leaseMs), () =>
      action === 'complete' ? store.complete(key, { token }) : store.release(key, { token }),
    );
    return undefined;
  } catch (error) {
    // A release that failed: the claim lapses after its lease, and a redelivery after that runs the listener.
    // A completion that failed: the listener's effect is done; acknowledging avoids running it again now.
    return error;
  }
}
