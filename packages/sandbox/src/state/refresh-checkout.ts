import type { CheckoutRecord } from './records.js';

/** Moves a PENDING checkout whose time is up to EXPIRED; answers the checkout. */
export function refreshCheckout(checkout: CheckoutRecord, now: number): CheckoutRecord {
  if (checkout.status === 'PENDING' && now >= checkout.expiresAt) checkout.status = 'EXPIRED';
  return checkout;
}
