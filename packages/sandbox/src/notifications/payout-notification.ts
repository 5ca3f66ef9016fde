import type { SandboxContext } from '../context.js';
import type { PayoutRecord } from '../state/records.js';
import { payoutFields } from './payout-fields.js';

/**
 * Sends `disbursement.success` / `disbursement.failed` to the merchant's configured
 * `payoutNotifyUrl` (payout requests carry no notification URL); nothing when none is configured.
 */
export function notifyPayout(sandbox: SandboxContext, payout: PayoutRecord): void {
  const url = sandbox.store.merchants.get(payout.appId)?.record.payoutNotifyUrl;
  if (!url) return;
  const eventName = payout.status === 'COMPLETED' ? 'disbursement.success' : 'disbursement.failed';
  sandbox.notifier.send(url, eventName, payoutFields(payout));
}
