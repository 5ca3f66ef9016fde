import { createNotificationHandler, rsaSha256Verifier, toNodeListener, type Notification } from '@lintas/core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeError } from './utils/format.js';

/** A notification the receiver verified and acknowledged. */
export interface ReceivedNotification {
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
  readonly stage: string;
  readonly reason: string;
}

/** The demo's notification endpoint. */
export interface Receiver {
  /** The URL to give the gateway for notifications of `topic` (e.g. `payments`): public base + `/notifications/<topic>`. */
  url(topic: string): string;
  /** The local URL it listens on. */
  readonly localUrl: string;
  readonly received: readonly ReceivedNotification[];
  readonly refused: readonly RefusedDelivery[];
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
}

/**
 * Starts a notification receiver on 127.0.0.1: Lintas's notification handler (verify the platform
 * signature, type the payload, deduplicate, acknowledge) on a plain `node:http` server, recording each
 * notification it accepts and each delivery it refuses.
 */
export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const received: ReceivedNotification[] = [];
  const refused: RefusedDelivery[] = [];
  const handler = createNotificationHandler({
    verifier: await rsaSha256Verifier({ publicKey: options.platformPublicKey }),
    on: {
      default: (notification, { request }) => {
        const entry: ReceivedNotification = {
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
      const entry = { stage, reason: describeError(error) };
      refused.push(entry);
      options.onRefused?.(entry);
    },
  });
  const server = createServer(toNodeListener(handler));
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
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
