import type { NotificationStore } from '../notification-store.js';
import type { ClaimAction, ClaimFact, HeldFact } from './decide-delivery.js';
import { slowStoreShare } from './delivery-defaults.js';

/** What a step with the store learnt, and the error the store threw, if it did. */
export interface StoreStep<TFact> {
  readonly fact: TFact;
  readonly error?: unknown;
}

/** Claims the notification `key` for this delivery's `token`; `off` without a store. */
export async function claimDelivery(
  store: NotificationStore | undefined,
  key: string,
  token: string,
  leaseMs: number,
): Promise<StoreStep<ClaimFact>> {
  if (store === undefined) return { fact: 'off' };
  try {
    return { fact: await store.claim(key, { leaseMs, token }) };
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
    const held = await store.renew(key, { leaseMs, token });
    return { fact: held && Date.now() - started < leaseMs * slowStoreShare ? 'held' : 'lost' };
  } catch (error) {
    return { fact: 'failed', error };
  }
}

/** Completes or releases this delivery's claim as its answer says; resolves with the store's error, if any. */
export async function settleClaim(
  store: NotificationStore | undefined,
  key: string,
  token: string,
  action: ClaimAction,
): Promise<unknown> {
  if (store === undefined || action === 'keep') return undefined;
  try {
    if (action === 'complete') await store.complete(key, { token });
    else await store.release(key, { token });
    return undefined;
  } catch (error) {
    // A release that failed: the claim lapses after its lease, and a redelivery after that runs the listener.
    // A completion that failed: the listener's effect is done; acknowledging avoids running it again now.
    return error;
  }
}
