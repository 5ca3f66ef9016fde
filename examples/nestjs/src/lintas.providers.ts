import {
  createClientFromEnv,
  createNotificationHandler,
  createVerifierFromEnv,
  type NotificationHandler,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';
import type { Provider } from '@nestjs/common';
import { OrdersService } from './orders.service.js';

/** Injection token of the Lintas client. */
export const LINTAS_CLIENT = Symbol('LINTAS_CLIENT');
/** Injection token of the notification handler. */
export const NOTIFICATIONS = Symbol('NOTIFICATIONS');

// LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY: what `npx lintas-sandbox` prints and writes to
// .lintas-sandbox/.env; on the gateway, your own (a missing one is named before the app starts).
async function createLintasClient() {
  return (await createClientFromEnv()).use(philippines);
}

/** The client, with the Philippine operations. */
export type LintasClient = Awaited<ReturnType<typeof createLintasClient>>;

/**
 * Receives the gateway's notifications: verified with LINTAS_PLATFORM_PUBLIC_KEY, then looked up with
 * the gateway under your own appId before a listener runs (`confirm`), so a notification another
 * merchant received and posted to you is refused with HTTP 409 and never marks an order paid. Each is
 * acknowledged once its listener ran; a redelivery does not run it again.
 */
function createNotifications(client: LintasClient, orders: OrdersService): NotificationHandler {
  return createNotificationHandler({
    verifier: createVerifierFromEnv(),
    plugins: [philippines],
    confirm: client,
    on: {
      // n.record is the payment as the gateway's query answered it, under your appId.
      'payment.success': (n) => orders.markPaid(n.payload.mchOrderId, n.record.transactionId),
      'payment.failed': (n) => orders.markFailed(n.payload.mchOrderId),
    },
  });
}

/** The client and the notification handler, for the module's `providers`. */
export const lintasProviders: Provider[] = [
  { provide: LINTAS_CLIENT, useFactory: createLintasClient },
  { provide: NOTIFICATIONS, useFactory: createNotifications, inject: [LINTAS_CLIENT, OrdersService] },
];
