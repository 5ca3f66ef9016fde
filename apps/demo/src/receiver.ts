import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createNotificationHandler,
  isNotificationNotConfirmedError,
  type Notification,
  type NotificationConfirmer,
  type NotificationsOf,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import type { DeliveryView } from './console/api-types.js';
import { demoPlugins } from './families.js';
import { describeError } from './utils/format.js';

/**
 * The events of the demo's families that the gateway documents no lookup for, accepted with their
 * signature verified only: a refused direct-debit authorization (no token exists to look up), and
 * BluePay J&T's settlements. The demo's notification URLs are not bound to their
 * orders, so these cannot be confirmed any other way. Any other event without a lookup is refused.
 */
export const unconfirmedEvents = ['token.create.failed', 'settle.payment.success'] as const;

/** A notification the receiver verified, confirmed (or accepted as one of {@link unconfirmedEvents}) and acknowledged. */
export interface ReceivedNotification {
  /** When its listener ran (its first delivery accepted), epoch ms. */
  readonly at: number;
  /** `payment`, `payout`, `refund`, `checkout-payment`, `authorization`, ... (`unknown` for a new event). */
  readonly kind: Notification<NotificationsOf<typeof demoPlugins>>['kind'];
  readonly eventName: string;
  /** The identity of the event, the same for each redelivery. */
  readonly key: string;
  /** The path it was delivered to. */
  readonly path: string;
  /** The validated payload. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** The exact signed `param` text and the platform's signature of it, as a merchant archives them. */
  readonly param: string;
  readonly sign: string;
  /**
   * `lookup` when the receiver found its record with the gateway, under the demo's appId, with its
   * family's lookup, and the record agreed with it; `signature` for one of {@link unconfirmedEvents},
   * accepted on its signature alone.
   */
  readonly confirmedBy: 'lookup' | 'signature';
}

/** A delivery the receiver refused (bad signature, not a notification, no such record at the gateway, ...). */
export interface RefusedDelivery {
  /** When, epoch ms. */
  readonly at: number;
  /** `verification`, `confirmation`, `store`, `listener` or `unhandled`. */
  readonly stage: string;
  readonly reason: string;
  /** The event it carried, once its signature verified. */
  readonly eventName?: string;
  /** The identity of that event, once its signature verified. */
  readonly key?: string;
  /** Why confirming it with the gateway failed (`not-found`, `differs`, `pending`, ...), at stage `confirmation`. */
  readonly notConfirmed?: string;
}

/** One request to the receiver, whatever came of it (the console shows these as they are). */
export type ReceiverDelivery = DeliveryView;

/** The demo's notification endpoint. */
export interface Receiver {
  /** The URL to give the gateway for notifications of `topic` (e.g. `payments`): public base + `/notifications/<topic>`. */
  url(topic: string): string;
  /** The local URL it listens on. */
  readonly localUrl: string;
  readonly received: readonly ReceivedNotification[];
  readonly refused: readonly RefusedDelivery[];
  /** Every request it answered, oldest first. */
  readonly deliveries: readonly ReceiverDelivery[];
  close(): Promise<void>;
}

/** Options of {@link startReceiver}. */
export interface ReceiverOptions {
  /** The platform public key that verifies the gateway's signatures. */
  readonly platformPublicKey: string;
  /**
   * The merchant's client: each notification's record is looked up with the gateway under its appId
   * before the notification is accepted, so a genuine notification sent for another merchant is refused.
   */
  readonly confirm: NotificationConfirmer;
  /** Local port; 0 picks a free one. */
  readonly port: number;
  /** The public URL at which the gateway reaches this receiver; default its local URL. */
  readonly publicBaseUrl?: string;
  /** Told of each notification accepted, once recorded (the console's live timeline). */
  readonly onReceived?: (notification: ReceivedNotification) => void;
  /** Told of each delivery refused. */
  readonly onRefused?: (refused: RefusedDelivery) => void;
  /** Told of each request answered, once recorded. */
  readonly onDelivery?: (delivery: ReceiverDelivery) => void;
}

/** The signed `param` text of a delivery's body `{param, sign}`, if it has one. */
function paramOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { param?: unknown };
    return typeof parsed.param === 'string' ? parsed.param : undefined;
  } catch {
    return undefined;
  }
}

/** What the receiver records, as it records it. */
interface Records {
  readonly received: ReceivedNotification[];
  readonly refused: RefusedDelivery[];
  readonly deliveries: ReceiverDelivery[];
  /** The deliveries whose listener ran: the listener is given the request the handler was given. */
  readonly handled: WeakSet<Request>;
}

/**
 * Starts a notification receiver on 127.0.0.1: Lintas's notification handler (verify the platform
 * signature, type the payload with the demo's families, deduplicate, confirm the record with the gateway
 * under the merchant's appId, acknowledge) on a plain `node:http` server, recording each notification it
 * accepts and each delivery it refuses.
 */
export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const records: Records = { received: [], refused: [], deliveries: [], handled: new WeakSet() };
  const handler = createNotificationHandler({
    verifier: await rsaSha256Verifier({ publicKey: options.platformPublicKey }),
    plugins: demoPlugins,
    // A notification names no appId (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html):
    // before the listener runs, its record is looked up with the gateway under the merchant's own appId and
    // compared, so a notification the gateway signed for another merchant, posted here, is refused (HTTP 409).
    confirm: options.confirm,
    unconfirmed: unconfirmedEvents,
    // The demo runs every family's scenarios at once against a sandbox that gives up redelivering after
    // about a second; the gateway redelivers for much longer, so a merchant keeps the default (5 per
    // second), and what exceeds it is answered 503 and delivered again.
    lookupLimit: { perSecond: 50 },
    on: { default: (notification, { request }) => recordReceived(records, options, notification, request) },
    onError: (error, { stage, notification }) => {
      const entry: RefusedDelivery = {
        at: Date.now(),
        stage,
        reason: describeError(error),
        ...(notification === undefined ? {} : { eventName: notification.eventName, key: notification.key }),
        ...(isNotificationNotConfirmedError(error) ? { notConfirmed: error.reason } : {}),
      };
      records.refused.push(entry);
      options.onRefused?.(entry);
    },
  });
  const server = createServer(toNodeListener(recording(handler, records, options)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return receiverOn(server, records, options.publicBaseUrl);
}

/** Records a notification whose listener runs: verified, confirmed (or accepted unconfirmed), first seen. */
function recordReceived(
  records: Records,
  options: ReceiverOptions,
  notification: Notification<NotificationsOf<typeof demoPlugins>>,
  request: Request,
): void {
  records.handled.add(request);
  const entry: ReceivedNotification = {
    at: Date.now(),
    kind: notification.kind,
    eventName: notification.eventName,
    key: notification.key,
    path: new URL(request.url).pathname,
    payload: notification.payload,
    param: notification.param,
    sign: notification.sign,
    // The handler hands the listener the gateway's record once a lookup confirmed the notification.
    confirmedBy: 'record' in notification ? 'lookup' : 'signature',
  };
  records.received.push(entry);
  options.onReceived?.(entry);
}

/**
 * The handler, recording each request with the answer given, the deliveries of a notification handled
 * already (acknowledged without running the listener) included.
 */
function recording(
  handler: (request: Request) => Promise<Response>,
  records: Records,
  options: ReceiverOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const at = Date.now();
    const body = await request
      .clone()
      .text()
      .catch(() => '');
    const response = await handler(request);
    const param = paramOf(body);
    const key =
      param === undefined ? undefined : records.received.find((notification) => notification.param === param)?.key;
    const delivery: ReceiverDelivery = {
      at,
      path: new URL(request.url).pathname,
      httpStatus: response.status,
      answer: await response.clone().text(),
      handled: records.handled.has(request),
      ...(key === undefined ? {} : { key }),
    };
    records.deliveries.push(delivery);
    options.onDelivery?.(delivery);
    return response;
  };
}

/** The receiver listening on `server`. */
function receiverOn(server: Server, records: Records, publicBaseUrl: string | undefined): Receiver {
  const localUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = publicBaseUrl ?? localUrl;
  let closed: Promise<void> | undefined;
  return {
    url: (topic) => `${base}/notifications/${topic}`,
    localUrl,
    received: records.received,
    refused: records.refused,
    deliveries: records.deliveries,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
