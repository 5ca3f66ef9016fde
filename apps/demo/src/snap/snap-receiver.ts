import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@lintas/core';
import { createSnapNotificationHandler, type SnapPaymentNotification } from '@lintas/snap';

/** The SNAP payment notifications received, and where each site's go. */
export interface SnapReceiver {
  /** `/cargo` or `/eztrans` under the receiver's address: a merchant's `snapNotifyUrl`. */
  url(site: 'cargo' | 'eztrans'): string;
  /** The verified notifications of the transaction `partnerReferenceNo`, oldest first. */
  of(partnerReferenceNo: string): SnapPaymentNotification[];
  close(): Promise<void>;
}

/**
 * Receives the SNAP sites' payment notifications on 127.0.0.1 (a port of its own), each verified with
 * the gateway's key and read as its site's page lists it (`createSnapNotificationHandler`), and tells
 * `onReceived` of each once.
 */
export async function startSnapReceiver(
  platformPublicKey: string,
  onReceived?: (notification: SnapPaymentNotification) => void,
): Promise<SnapReceiver> {
  const received: SnapPaymentNotification[] = [];
  const onPayment = (notification: SnapPaymentNotification) => {
    received.push(notification);
    onReceived?.(notification);
  };
  const cargo = toNodeListener(
    await createSnapNotificationHandler({ profile: 'paycools-cargo', platformPublicKey, onPayment }),
  );
  const eztrans = toNodeListener(
    await createSnapNotificationHandler({ profile: 'eztrans', platformPublicKey, onPayment }),
  );
  const server = createServer((request, response) =>
    (request.url?.startsWith('/cargo') ? cargo : eztrans)(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (site) => `${base}/${site}/notify`,
    of: (reference) => received.filter((notification) => notification.payload.originalPartnerReferenceNo === reference),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
