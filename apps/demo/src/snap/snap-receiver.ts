import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CreatedRecordStore, toNodeListener } from '@lintas/core';
import { createSnapNotificationHandler, type SnapPaymentNotification, type SnapProfileName } from '@lintas/snap';

/** A site's path on the receiver. */
export type SnapSite = 'cargo' | 'eztrans';

/** Whose notifications a site's receiver takes: the merchant whose SNAP client records its codes in `store`. */
export interface SnapReceiverMerchant {
  readonly store: CreatedRecordStore;
  readonly partnerId: string;
}

/** The SNAP payment notifications received, and where each site's go. */
export interface SnapReceiver {
  /** `/cargo` or `/eztrans` under the receiver's address: a merchant's `snapNotifyUrl`. */
  url(site: SnapSite): string;
  /**
   * Takes the notifications of `site` for `merchant`, each proven against the codes its client created
   * (`createdCodes`). Until then, a site's deliveries are answered "come back later" (HTTP 503).
   */
  receive(site: SnapSite, merchant: SnapReceiverMerchant): Promise<void>;
  /** The verified notifications of the transaction `partnerReferenceNo`, oldest first. */
  of(partnerReferenceNo: string): SnapPaymentNotification[];
  close(): Promise<void>;
}

type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

const profiles: Record<SnapSite, SnapProfileName> = { cargo: 'paycools-cargo', eztrans: 'eztrans' };

/** SNAP's "come back later", for a site whose merchant the receiver does not know yet. */
function notReady(_request: IncomingMessage, response: ServerResponse): void {
  response.statusCode = 503;
  response.setHeader('content-type', 'application/json');
  response.end('{"responseCode":"5035200","responseMessage":"Service Unavailable. Send it again later"}');
}

/**
 * Receives the SNAP sites' payment notifications on 127.0.0.1 (a port of its own), each verified with
 * the gateway's key, read as its site's page lists it and proven to be its merchant's against the codes
 * that merchant's client created (`createSnapNotificationHandler`), and tells `onReceived` of each once.
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
  const listeners: Partial<Record<SnapSite, NodeListener>> = {};
  const server = createServer((request, response) =>
    (listeners[request.url?.startsWith('/cargo') ? 'cargo' : 'eztrans'] ?? notReady)(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (site) => `${base}/${site}/notify`,
    async receive(site, merchant) {
      const handler = await createSnapNotificationHandler({
        profile: profiles[site],
        platformPublicKey,
        createdCodes: merchant,
        onPayment,
      });
      listeners[site] = toNodeListener(handler);
    },
    of: (reference) => received.filter((notification) => notification.payload.originalPartnerReferenceNo === reference),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
