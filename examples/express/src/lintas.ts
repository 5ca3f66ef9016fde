import { createClientFromEnv, createNotificationHandler, createVerifierFromEnv } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { markFailed, markPaid } from './orders.js';

// LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY: what `npx lintas-sandbox` prints and writes to
// .lintas-sandbox/.env; on the gateway, your own (a missing one is named before anything is sent).
export const client = (await createClientFromEnv()).use(philippines);

/**
 * Receives the gateway's notifications: verified with LINTAS_PLATFORM_PUBLIC_KEY, then looked up with
 * the gateway under your own appId before a listener runs (`confirm`), so a notification another
 * merchant received and posted to you is refused with HTTP 409 and never marks an order paid. Each is
 * acknowledged once its listener ran; a redelivery does not run it again.
 */
export const notifications = createNotificationHandler({
  verifier: createVerifierFromEnv(),
  plugins: [philippines],
  confirm: client,
  on: {
    // n.record is the payment as the gateway's query answered it, under your appId.
    'payment.success': (n) => markPaid(n.payload.mchOrderId, n.record.transactionId),
    'payment.failed': (n) => markFailed(n.payload.mchOrderId),
  },
});
