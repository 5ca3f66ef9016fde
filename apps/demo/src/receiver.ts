import { createNotificationHandler, rsaSha256Verifier, toNodeListener, type Notification } from '@lintas/core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryView } from './console/api-types.js';
import { describeError } from './utils/format.js';

/** A notification the receiver verified and acknowledged. */
export interface ReceivedNotification {
  /** When its listener ran (its first delivery accepted), epoch ms. */
  readonly at: number;
  /** `payment`, `payout`, `refund`, `checkout-payment`, `authorization`, ... (`unknown` for a new event). */
  readonly kind: Notification['kind'];
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
}

/** A delivery the receiver refused (bad signature, not a notification, ...). */
export interface RefusedDelivery {
  /** When, epoch ms. */
  readonly at: number;
  readonly stage: string;
  readonly reason: string;
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

/**
 * Starts a notification receiver on 127.0.0.1: Lintas's notification handler (verify the platform
 * signature, type the payload, deduplicate, acknowledge) on a plain `node:http` server, recording each
 * notification it accepts and each delivery it refuses.
 */
export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const received: ReceivedNotification[] = [];
  const refused: RefusedDelivery[] = [];
  const deliveries: ReceiverDelivery[] = [];
  // The deliveries whose listener ran: the listener is given the request the handler was given.
  const handled = new WeakSet<Request>();
  const handler = createNotificationHandler({
    verifier: await rsaSha256Verifier({ publicKey: options.platformPublicKey }),
    on: {
      default: (notification, { request }) => {
        handled.add(request);
        const entry: ReceivedNotification = {
          at: Date.now(),
          kind: notification.kind,
          eventName: notification.eventName,
          key: notification.key,
          path: new URL(request.url).pathname,
          payload: notification.payload,
          param: notification.param,
          sign: notification.sign,
        };
        received.push(entry);
        options.onReceived?.(entry);
      },
    },
    onError: (error, { stage }) => {
      const entry = { at: Date.now(), stage, reason: describeError(error) };
      refused.push(entry);
      options.onRefused?.(entry);
    },
  });
  // Each request is recorded with the answer given, the deliveries of a notification handled already
  // (acknowledged without running the listener) included.
  const recorded = async (request: Request): Promise<Response> => {
    const at = Date.now();
    const body = await request
      .clone()
      .text()
      .catch(() => '');
    const response = await handler(request);
    const param = paramOf(body);
    const key = param === undefined ? undefined : received.find((notification) => notification.param === param)?.key;
    const delivery: ReceiverDelivery = {
      at,
      path: new URL(request.url).pathname,
      httpStatus: response.status,
      answer: await response.clone().text(),
      handled: handled.has(request),
      ...(key === undefined ? {} : { key }),
    };
    deliveries.push(delivery);
    options.onDelivery?.(delivery);
    return response;
  };
  const server = createServer(toNodeListener(recorded));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const localUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = options.publicBaseUrl ?? localUrl;
  let closed: Promise<void> | undefined;
  return {
    url: (topic) => `${base}/notifications/${topic}`,
    localUrl,
    received,
    refused,
    deliveries,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
