import { ConfigurationError } from '../errors/configuration-error.js';
import { traceDelivery } from '../tracing/trace-delivery.js';
import type { Tracer } from '../types/tracer.js';
import { redactInspection } from '../utils/redact.js';
import { answerRefusal, deliverySetup, reporter, reportRefusal } from './create-notification-handler.js';
import type { NotificationMap } from './define-notification.js';
import { deliver } from './delivery/deliver.js';
import type { DeliverySetup } from './delivery/delivery-setup.js';
import type { AnyKnownNotification, NotificationSource } from './notification.js';
import type { NotificationConfirmer, NotificationErrorContext } from './notification-handler-options.js';
import type { NotificationContext } from './notification-listener.js';
import type { NotificationProtocol } from './notification-protocol.js';
import type { NotificationStore } from './notification-store.js';
import type { NotificationUrls } from './notification-urls.js';

/** Options of {@link createProtocolHandler}: the protocol, its events, and what `createNotificationHandler` takes. */
export interface ProtocolHandlerOptions {
  /** Reads and answers the protocol's notifications. */
  readonly protocol: NotificationProtocol;
  /**
   * The events the protocol reads, by `eventName`: how each is looked up (`confirm`), the members its
   * bound URL carries (`bound`), its status rule. An event's `confirm` runs with `confirm` (below) as its
   * client, or reads a record of the merchant's own (a store) and needs none.
   */
  readonly notifications: NotificationMap;
  /** The listeners, by `eventName`. */
  readonly on: Readonly<
    Record<string, (notification: AnyKnownNotification, context: NotificationContext) => unknown | Promise<unknown>>
  >;
  /** The merchant's client, whose `call` the events' `confirm` look records up with. */
  readonly confirm?: NotificationConfirmer;
  /** Bound notification URLs: a notification must have been posted to a URL that carries the MAC of its keys. */
  readonly boundUrls?: NotificationUrls;
  /** The events to accept on their signature alone, though nothing else proves them the merchant's. */
  readonly unconfirmed?: readonly string[];
  /** Deduplicates deliveries on the notification's `key`: one in memory by default; `false` for none. */
  readonly store?: NotificationStore | false;
  /** How long a delivery holds its claim, in ms. Default 60,000. */
  readonly leaseMs?: number;
  /** Lookups per second at most (default `{ perSecond: 5 }`), `false` for no limit. */
  readonly lookupLimit?: { readonly perSecond: number } | false;
  /** Largest body accepted, in bytes, refused before it is read whole. Default 65,536 (64 KiB). */
  readonly maxBodyBytes?: number;
  /** Told of every refusal and failure. Default: `console.error`. */
  readonly onError?: (error: unknown, context: NotificationErrorContext) => void;
  /** An OpenTelemetry tracer: each delivery is a span, as `createNotificationHandler`'s are. */
  readonly tracer?: Tracer;
}

// A protocol handler has no queue, so no job of its is ever read again with the envelope's verifier.
const noEnvelopes = {
  verify: () => Promise.reject(new ConfigurationError('verifier', 'A protocol handler reads no envelope.')),
};

/**
 * Creates the endpoint that receives the notifications of another protocol than the gateway's
 * envelope (SNAP BI's, through `createSnapNotificationHandler` of `@lintas/snap`), on the same delivery
 * loop as `createNotificationHandler`: the body refused over `maxBodyBytes` before it is read, the
 * protocol's reader, then the proof that the notification is the merchant's (its record looked up, its
 * bound URL, or its event accepted `unconfirmed`), the claim, the listener, each answered in the
 * protocol's form. A listener of an event nothing would prove is a `ConfigurationError` at once.
 *
 * @example
 * ```ts
 * import { createProtocolHandler } from '@lintas/core';
 *
 * export const POST = createProtocolHandler({ protocol, notifications, confirm: client, on: { 'x.paid': onPaid } });
 * ```
 */
export function createProtocolHandler(options: ProtocolHandlerOptions): (request: Request) => Promise<Response> {
  const events = { name: 'protocol', notifications: options.notifications };
  // Without onError, the default line leaves out what the events' schemas mark as personal data.
  const report = reporter(options.onError, [events]);
  const setup = protocolSetup(options, events, report);
  checkProvable(setup);
  const handle = (request: Request): Promise<Response> =>
    options.tracer
      ? traceDelivery(options.tracer, request, (traced, trace) => deliver(traced, setup, trace))
      : deliver(request, setup, undefined);
  Object.defineProperties(handle, {
    [reportRefusal]: { value: (error: unknown, request: Request) => report(error, { stage: 'verification', request }) },
    [answerRefusal]: { value: options.protocol.answer },
  });
  return redactInspection(handle, 'NotificationHandler', {
    events: Object.keys(options.on),
    store: setup.store !== undefined,
    confirm: options.confirm !== undefined,
    boundUrls: setup.boundUrls !== undefined,
  });
}

function protocolSetup(
  options: ProtocolHandlerOptions,
  events: NotificationSource,
  report: (error: unknown, context: NotificationErrorContext) => void,
): DeliverySetup {
  const setup = deliverySetup(
    // An event whose `confirm` reads the merchant's own records calls no endpoint: it needs no client.
    { ...options, verifier: noEnvelopes, plugins: [events], confirm: options.confirm ?? clientless },
    report,
  );
  return { ...setup, protocol: options.protocol };
}

const clientless: NotificationConfirmer = {
  call: (endpoint) =>
    Promise.reject(
      new ConfigurationError(
        'confirm',
        `A notification's confirm called ${endpoint.path}, but the handler was given no client (confirm) to call it with.`,
      ),
    ),
};

/** Refuses, when the handler is made, a listener of an event that nothing would prove the merchant's. */
function checkProvable(setup: DeliverySetup): void {
  for (const eventName of Object.keys(setup.listeners)) {
    const definitions = setup.catalog.get(eventName);
    if (definitions === undefined)
      throw new ConfigurationError('on', `createProtocolHandler: the protocol reads no ${eventName} notification.`);
    const provable = definitions.every(
      (definition) =>
        definition.confirm !== undefined || (setup.boundUrls !== undefined && definition.bound !== undefined),
    );
    if (!provable && !setup.unconfirmed.has(eventName))
      throw new ConfigurationError(
        'unconfirmed',
        `createProtocolHandler: nothing would prove that a ${eventName} notification was sent to you: ` +
          'give its event a confirm, or boundUrls, or name it in unconfirmed.',
      );
  }
}
