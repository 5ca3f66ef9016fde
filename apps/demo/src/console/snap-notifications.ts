import type { SnapPaymentNotification, SnapProfileName } from '@lintas/snap';
import type { Resources } from '../resources.js';
import { type SnapReceiverMerchant, startSnapReceiver } from '../snap/snap-receiver.js';
import type { NotificationView } from './api-types.js';

/** The SNAP payment notifications the console received, and where each site sends them. */
export interface SnapNotifications {
  /** Where `profile`'s site sends the payment notifications of the console's merchant there. */
  url(profile: SnapProfileName): string;
  /** Takes the notifications of `profile`'s site for the console's merchant there, proven against the codes it created. */
  receive(profile: SnapProfileName, merchant: SnapReceiverMerchant): Promise<void>;
  /** Those verified and acknowledged, oldest first, as the timeline lists them. */
  readonly received: readonly NotificationView[];
}

/**
 * A SNAP payment notification as the timeline lists it: `snap.payment`, keyed by the payment and its
 * status, verified by its signature and proven the console's merchant's by the code its client created
 * under the notification's `partnerReferenceNo` (a lookup in the client's store).
 */
export function snapNotificationView(notification: SnapPaymentNotification, at: number): NotificationView {
  const { profile, payload } = notification;
  const payment = payload.originalReferenceNo ?? payload.originalPartnerReferenceNo;
  return {
    at,
    kind: `SNAP payment, ${profile}`,
    eventName: 'snap.payment',
    key: `snap:${payment}:${payload.latestTransactionStatus}`,
    payload,
    confirmedBy: 'lookup',
    protocol: 'snap',
  };
}

/**
 * Starts the console's receiver of SNAP payment notifications (the demo's SNAP receiver: each verified
 * with the gateway's key, from the sandbox's `/__sandbox/info`) and tells `onReceived` of each.
 */
export async function startSnapNotifications(
  sandboxUrl: string,
  resources: Resources,
  onReceived: (notification: NotificationView) => void,
): Promise<SnapNotifications> {
  const info = (await (await fetch(`${sandboxUrl}/__sandbox/info`)).json()) as { platformPublicKey: string };
  const received: NotificationView[] = [];
  const receiver = await startSnapReceiver(info.platformPublicKey, (notification) => {
    const view = snapNotificationView(notification, Date.now());
    received.push(view);
    onReceived(view);
  });
  resources.defer(() => receiver.close());
  const site = (profile: SnapProfileName) => (profile === 'paycools-cargo' ? 'cargo' : 'eztrans');
  return {
    url: (profile) => receiver.url(site(profile)),
    receive: (profile, merchant) => receiver.receive(site(profile), merchant),
    received,
  };
}
