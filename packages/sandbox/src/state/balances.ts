import type { Store } from './store.js';

/** Adds `delta` minor units (negative to subtract) to a merchant's balance in `currency`. */
export function adjustBalance(store: Store, appId: string, currency: string, delta: number): void {
  const merchant = store.merchants.get(appId);
  if (!merchant) return;
  const balances = merchant.record.balances;
  balances[currency] = (balances[currency] ?? 0) + delta;
}

/** A merchant's balance in `currency`, minor units (0 when never set). */
export function balanceOf(store: Store, appId: string, currency: string): number {
  return store.merchants.get(appId)?.record.balances[currency] ?? 0;
}
