import { traceDelivery, type DeliveryTrace } from '../tracing/trace-delivery.js';
import type { Tracer } from '../types/tracer.js';
import { redactInspection } from '../utils/redact.js';
import { createMemoryNotificationStore } from './memory-notification-store.js';
import type { NotificationEventName } from './notification-events.js';
import { NotificationUnhandledError } from '../errors/notification-unhandled-error.js';
import {
  acknowledgementResponse,
  failure,
  isNotificationReply,
  refusalResponse,
  replyResponse,
  type NotificationReply,
} from './notification-reply.js';
import type { NotificationStore } from './notification-store.js';
import type { KnownNotification, Notification } from './notification.js';
import { NotificationRawBodyError } from '../errors/notification-raw-body-error.js';
import { readBody } from './read-body.js';
import { defaultMaxBodyBytes } from './read-envelope.js';
import { verifyNotification, type VerifyNotificationOptions } from './verify-notification.js';

/** What a notification listener receives besides the notification. */
export interface NotificationContext {
  /** The HTTP request the notification came in. */
  readonly request: Request;
}

/**
 * Processes one notification. Resolve once its effect is durable (the order is marked paid): the
 * gateway is acknowledged only then. Throw (or reject) to have the gateway deliver it again.
 */
export type NotificationListener<TNotification = Notification, TResult = unknown> = (
  notification: TNotification,
  context: NotificationContext,
) => TResult | Promise<TResult>;

/**
 * The listener of `payment.verification`, the gateway's question before a payer pays a static virtual
 * account: it returns the reply the gateway reads, `{ code, message, data }` (e.g. `code` 10000 to
 * allow the payment, with the order's details in `data`). Returning nothing sends the plain
 * acknowledgement.
 */
export type PaymentVerificationListener = NotificationListener<
  KnownNotification<'payment.verification'>,
  NotificationReply | void
>;

/**
 * One listener per known `eventName`, typed by it, and `default` for any notification without its
 * own listener (unknown events included). A notification with no listener at all is not acknowledged
 * (the gateway delivers it again) and is reported to `onError` as a `NotificationUnhandledError`,
 * unless `acknowledgeUnhandled` is set.
 *
 * @example
 * ```ts
 * import type { NotificationListeners } from '@lintas/core';
 *
 * export const listeners: NotificationListeners = {
 *   'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId),
 *   default: async (n) => console.info('not handled', n.eventName),
 * };
 * ```
 */
export type NotificationListeners = {
  readonly [TEventName in NotificationEventName]?: TEventName extends 'payment.verification'
    ? PaymentVerificationListener
    : NotificationListener<KnownNotification<TEventName>>;
} & {
  readonly default?: NotificationListener<Notification>;
};

/** Where in the processing of a delivery an error happened. */
export type NotificationErrorStage =
  /** Reading or verifying the notification; no listener ran. */
  | 'verification'
  /** The notification store failed; no listener ran, or the outcome could not be recorded. */
  | 'store'
  /** The listener threw. */
  | 'listener'
  /** No listener handles the event: it was not acknowledged (see `acknowledgeUnhandled`). */
  | 'unhandled';

/** What {@link NotificationHandlerOptions.onError} receives with the error. */
export interface NotificationErrorContext {
  readonly stage: NotificationErrorStage;
  readonly request: Request;
  /** The notification, once verified. */
  readonly notification?: Notification;
}

/** Options of {@link createNotificationHandler}. */
export interface NotificationHandlerOptions extends VerifyNotificationOptions {
  /** The listeners, by `eventName`. */
  readonly on: NotificationListeners;
  /**
   * Deduplicates deliveries, keyed on `Notification.key`: a notification processed already is
   * acknowledged without running its listener again. Default: a store in this process's memory;
   * `false` to run listeners on every delivery.
   */
  readonly store?: NotificationStore | false;
  /**
   * How long a delivery may hold its claim on a notification while its listener runs, in ms. Keep it
   * above your listener's longest run. Default 60,000.
   */
  readonly leaseMs?: number;
  /**
   * Acknowledge notifications that no listener handles (no listener of their own and no `default`)
   * without processing them. Default `false`: they are answered HTTP 501 so the gateway delivers them
   * again, and reported to `onError` as a `NotificationUnhandledError`, so a paid order is never lost
   * to an event you did not expect.
   */
  readonly acknowledgeUnhandled?: boolean;
  /**
   * Largest body accepted, in bytes; larger ones are refused with HTTP 413 before they are read whole.
   * Default 65,536 (64 KiB): the gateway's notifications are 1 to 2 KB.
   */
  readonly maxBodyBytes?: number;
  /**
   * Called with every refusal and failure, for logging: verification failures (with the reason in
   * the message), store failures, listener errors, unhandled events. Default: `console.error`. Errors it
   * throws are ignored.
   */
  readonly onError?: (error: unknown, context: NotificationErrorContext) => void;
  /**
   * An OpenTelemetry tracer (`trace.getTracer('lintas')` from `@opentelemetry/api`): each delivery is
   * then a span `lintas notification` with its event (`lintas.notification.event`), the merchant's
   * `lintas.key.mchOrderId`, whether it verified, what the store said (`lintas.notification.dedupe`:
   * `first`, `duplicate`, `in-progress`, `off`), the listener's outcome and the HTTP status answered; the
   * listener runs inside it. No attribute holds the signature, the param or the payer's data.
   */
  readonly tracer?: Tracer;
}

/** A notification endpoint: a standard fetch handler. */
export type NotificationHandler = (request: Request) => Promise<Response>;

/** @internal Lets `toNodeListener` report a refusal it makes itself (a body parsed by Express). */
export const reportRefusal = Symbol.for('lintas.notification.reportRefusal');

/**
 * Creates the endpoint that receives the gateway's notifications: a standard `(request: Request) =>
 * Promise<Response>` for Hono, Next.js route handlers, Bun, Deno and Workers (Node's `http` and Express
 * through `toNodeListener`). For each delivery it:
 *
 * 1. verifies and reads the notification (`verifyNotification`); a refusal answers HTTP 400 (unreadable,
 *    not the envelope, wrong payload, too old) or 401 (signature missing or wrong), and runs nothing;
 * 2. claims it in the store: a notification processed already is acknowledged at once; one that another
 *    delivery is processing right now answers HTTP 503, so the gateway comes back later;
 * 3. runs the listener of its `eventName` (or `default`); when it resolves, answers the acknowledgement
 *    `{"code":10000,"message":"Success"}` (HTTP 200), or for `payment.verification` the reply the
 *    listener returned; when it throws, releases the claim and answers HTTP 500 with a non-10000 `code`,
 *    so the gateway redelivers and the listener runs again. A notification no listener handles is
 *    answered HTTP 501 (delivered again) unless `acknowledgeUnhandled` is set.
 *
 * Answers to refusals are JSON `{ code, message }` with `code` = HTTP status × 100.
 *
 * @example
 * ```ts
 * import { createNotificationHandler, rsaSha256Verifier } from '@lintas/core';
 *
 * export const POST = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   on: {
 *     'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId, n.payload.amount),
 *     'disbursement.failed': async (n) => payouts.markFailed(n.payload.mchOrderId, n.payload.failedMessage),
 *     default: async (n) => console.info('notification not handled', n.eventName),
 *   },
 * });
 * ```
 */
export function createNotificationHandler(options: NotificationHandlerOptions): NotificationHandler {
  const notificationStore = options.store === false ? undefined : (options.store ?? createMemoryNotificationStore());
  const leaseMs = options.leaseMs ?? 60_000;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const verifier = Promise.resolve(options.verifier);
  // A verifier that fails to load is reported on each delivery; this keeps it from being "unhandled" meanwhile.
  verifier.catch(() => undefined);
  const verifyOptions: VerifyNotificationOptions = { ...options, verifier };

  function report(error: unknown, context: NotificationErrorContext): void {
    try {
      if (options.onError) options.onError(error, context);
      else console.error(`[lintas] notification ${context.stage} failed:`, error);
    } catch {
      // Logging must never change the answer to the gateway.
    }
  }

  function handle(request: Request): Promise<Response> {
    return options.tracer ? traceDelivery(options.tracer, request, deliver) : deliver(request, undefined);
  }

  async function deliver(request: Request, trace: DeliveryTrace | undefined): Promise<Response> {
    const fail = (error: unknown, context: NotificationErrorContext): void => {
      trace?.failed(context.stage, error);
      report(error, context);
    };
    if (request.method !== 'POST') return failure(405, 'Notifications are delivered with POST.', { allow: 'POST' });

    let notification: Notification;
    try {
      const body = await readRequestBody(request, maxBodyBytes);
      if (body === undefined) return failure(413, `The notification body is larger than ${maxBodyBytes} bytes.`);
      notification = await verifyNotification(body, verifyOptions);
      trace?.verified(notification);
    } catch (error) {
      fail(error, { stage: 'verification', request });
      return refusalResponse(error);
    }

    const listener = listenerOf(options.on, notification);
    if (listener === undefined) {
      trace?.listened('unhandled');
      if (options.acknowledgeUnhandled === true) return acknowledgementResponse();
      fail(new NotificationUnhandledError(notification.eventName), { stage: 'unhandled', request, notification });
      return failure(501, `No listener handles ${notification.eventName}; deliver it again later.`);
    }

    // An inquiry is answered each time it is asked, with what the listener says now: never deduplicated.
    const inquiry = notification.eventName === 'payment.verification';
    const store = inquiry ? undefined : notificationStore;
    // This delivery's claim: only its own complete or release may end it.
    const token = crypto.randomUUID();
    if (store !== undefined) {
      let claim: Awaited<ReturnType<NotificationStore['claim']>>;
      try {
        claim = await store.claim(notification.key, { leaseMs, token });
      } catch (error) {
        fail(error, { stage: 'store', request, notification });
        return refusalResponse(error);
      }
      trace?.claimed(claim === 'completed' ? 'duplicate' : claim === 'processing' ? 'in-progress' : 'first');
      if (claim === 'completed') return acknowledgementResponse();
      if (claim === 'processing') {
        return failure(503, 'This notification is being processed by another delivery; deliver it again later.', {
          'retry-after': '5',
        });
      }
    }

    if (store === undefined) trace?.claimed('off');
    let result: unknown;
    try {
      result = await listener(notification, { request });
    } catch (error) {
      fail(error, { stage: 'listener', request, notification });
      if (store !== undefined) {
        try {
          await store.release(notification.key, { token });
        } catch (releaseError) {
          // The claim then lapses after leaseMs, and a redelivery after that runs the listener.
          fail(releaseError, { stage: 'store', request, notification });
        }
      }
      return refusalResponse(error);
    }

    trace?.listened('acknowledged');
    if (store !== undefined) {
      try {
        await store.complete(notification.key, { token });
      } catch (error) {
        // The listener's effect is done: acknowledging avoids running it twice, which a redelivery after the lease would.
        fail(error, { stage: 'store', request, notification });
      }
    }
    return inquiry && isNotificationReply(result) ? replyResponse(result) : acknowledgementResponse();
  }

  Object.defineProperty(handle, reportRefusal, {
    value: (error: unknown, request: Request) => report(error, { stage: 'verification', request }),
  });
  return redactInspection(handle, 'NotificationHandler', {
    events: Object.keys(options.on),
    store: notificationStore !== undefined,
  });
}

function listenerOf(
  listeners: NotificationListeners,
  notification: Notification,
): NotificationListener<Notification> | undefined {
  const own = notification.known ? listeners[notification.eventName] : undefined;
  return (own as NotificationListener<Notification> | undefined) ?? listeners.default;
}

/** The body as bytes, or `undefined` when it is larger than `limit`. */
async function readRequestBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  // A middleware that read the body (`await request.json()`) leaves nothing to verify.
  if (request.bodyUsed || request.body?.locked === true) throw new NotificationRawBodyError('consumed');
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  return request.body === null ? new Uint8Array(0) : readBody(request.body, limit);
}
