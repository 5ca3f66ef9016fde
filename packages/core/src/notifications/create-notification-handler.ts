import { ConfigurationError } from '../errors/configuration-error.js';
import { NotificationNotConfirmedError } from '../errors/notification-not-confirmed-error.js';
import { NotificationRawBodyError } from '../errors/notification-raw-body-error.js';
import { NotificationUnhandledError } from '../errors/notification-unhandled-error.js';
import { type DeliveryTrace, traceDelivery } from '../tracing/trace-delivery.js';
import type { CallEndpoint } from '../types/endpoint.js';
import type { Tracer } from '../types/tracer.js';
import { redactInspection } from '../utils/redact.js';
import { type ConfirmationOutcome, confirmNotification, isNotFound } from './confirm-notification.js';
import type { AnyNotificationDefinition, NotificationMap } from './define-notification.js';
import { createMemoryNotificationStore } from './memory-notification-store.js';
import type {
  AnyKnownNotification,
  AnyNotification,
  ConfirmedNotification,
  DefaultNotificationSources,
  KnownOf,
  Notification,
  NotificationSource,
  NotificationsOf,
} from './notification.js';
import { type NotificationCatalog, notificationCatalog } from './notification-catalog.js';
import { type DefaultNotifications, defaultNotificationSource } from './notification-events.js';
import {
  acknowledgementResponse,
  failure,
  isNotificationReply,
  type NotificationReply,
  refusalResponse,
  replyResponse,
} from './notification-reply.js';
import type { NotificationClaim, NotificationStore } from './notification-store.js';
import type { NotificationUrls } from './notification-urls.js';
import { readBody } from './read-body.js';
import { defaultMaxBodyBytes } from './read-envelope.js';
import { readNotification, type VerifyNotificationOptions } from './verify-notification.js';

/** What a notification listener receives besides the notification. */
export interface NotificationContext {
  /** The HTTP request the notification came in. */
  readonly request: Request;
}

/**
 * Processes one notification. Resolve once its effect is durable (the order is marked paid): the
 * gateway is acknowledged only then. Throw (or reject) to have the gateway deliver it again. The
 * listener of an inquiry (`payment.verification`) returns the reply the gateway reads, `{ code,
 * message, data }`; returning nothing sends the plain acknowledgement.
 */
export type NotificationListener<TNotification = AnyNotification, TResult = unknown> = (
  notification: TNotification,
  context: NotificationContext,
) => TResult | Promise<TResult>;

/**
 * One listener per `eventName` the plugins given declare, typed by it (with `record`, the gateway's
 * record, when the handler confirms), and `default` for any notification without its own listener
 * (unknown events included). A notification with no listener at all is not acknowledged (the gateway
 * delivers it again) and is reported to `onError` as a `NotificationUnhandledError`, unless
 * `acknowledgeUnhandled` is set.
 *
 * @example
 * ```ts
 * import type { NotificationListeners, NotificationsOf } from '@lintas/core';
 * import type { philippines } from '@lintas/philippines';
 *
 * export const listeners: NotificationListeners<NotificationsOf<[typeof philippines]>> = {
 *   'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId),
 *   default: async (n) => console.info('not handled', n.eventName),
 * };
 * ```
 */
export type NotificationListeners<
  TEvents extends NotificationMap = DefaultNotifications,
  TConfirmed extends boolean = false,
> = {
  readonly [TEventName in keyof TEvents & string]?: NotificationListener<
    TConfirmed extends true ? ConfirmedNotification<TEvents, TEventName> : KnownOf<TEvents, TEventName>,
    // An inquiry's listener returns the reply the gateway reads.
    TEvents[TEventName]['kind'] extends 'payment-verification' ? NotificationReply | void : unknown
  >;
} & {
  readonly default?: NotificationListener<Notification<TEvents>>;
};

/** Where in the processing of a delivery an error happened. */
export type NotificationErrorStage =
  /** Reading or verifying the notification; no listener ran. */
  | 'verification'
  /** Confirming it with the gateway, or with its bound URL, did not succeed; no listener ran. */
  | 'confirmation'
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
  readonly notification?: AnyNotification;
}

/** What `confirm` takes: the merchant's client (`createClient(...)`), whose `call` runs the families' lookups. */
export interface NotificationConfirmer {
  /** Runs an endpoint under the client's `appId` and key. */
  readonly call: CallEndpoint;
}

/** Options of {@link createNotificationHandler}. */
export interface NotificationHandlerOptions<
  TPlugins extends readonly NotificationSource[] = DefaultNotificationSources,
  TConfirm extends NotificationConfirmer | undefined = NotificationConfirmer | undefined,
> extends VerifyNotificationOptions<TPlugins> {
  /** The listeners, by `eventName`. */
  readonly on: NoInfer<
    NotificationListeners<NotificationsOf<TPlugins>, TConfirm extends NotificationConfirmer ? true : false>
  >;
  /**
   * Your client (`createClient(...)`): before a listener runs, the notification's record is looked up
   * with the gateway under your own `appId`, with its family's lookup (payment query, payout check,
   * refund list, token query, ...), and its keys, amount and status are checked against it. Not found or
   * different: not acknowledged, a `NotificationNotConfirmedError` to `onError`, no listener runs (a
   * notification another merchant received, replayed to you, fails here). A lookup that fails for now,
   * or a record that has not reached the notified outcome yet: HTTP 503, so the gateway delivers it
   * again. The listener receives the record as `notification.record`. Costs one lookup per notification
   * (redeliveries of a processed one cost none).
   */
  readonly confirm?: TConfirm;
  /**
   * Bound notification URLs (`createNotificationUrls({ secret })`): a notification whose family names
   * the members its address was made for (`mchOrderId`, `mchRefundOrderId`, `requestId`) must have been
   * posted to a URL that carries the MAC of its own values, or it is refused (HTTP 403) before any lookup.
   */
  readonly boundUrls?: NotificationUrls;
  /**
   * With `confirm` or `boundUrls`: the events to accept though neither can confirm them (the gateway
   * documents no lookup for them, and they are not sent to a bound URL), e.g. `['ticket.status.closed']`.
   * Their signature is still verified. A listener of another such event is a `ConfigurationError` when
   * the handler is created.
   */
  readonly unconfirmed?: readonly string[];
  /**
   * Deduplicates deliveries, keyed on `Notification.key`: a notification processed already is
   * acknowledged without running its listener again. Default: a store in this process's memory;
   * `false` to run listeners on every delivery.
   */
  readonly store?: NotificationStore | false;
  /**
   * How long a delivery may hold its claim on a notification while it is confirmed and its listener
   * runs, in ms. Keep it above the longest of both. Default 60,000.
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
   * the message), confirmations that failed, store failures, listener errors, unhandled events. Default:
   * `console.error`. Errors it throws are ignored.
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
 * How one delivery ended: the one place where its verification, confirmation, deduplication and listener
 * outcome are all known, and where its answer is made.
 */
interface Delivery {
  /** The answer to the gateway. */
  readonly response: Response;
  /** The notification, once verified (absent when verification refused it). */
  readonly notification?: AnyNotification;
  /** What the store answered the claim (`undefined` without a store, and for an inquiry). */
  readonly claim?: NotificationClaim | undefined;
  /** How confirming it with the gateway (`confirm`) or its bound URL ended, when it was tried. */
  readonly confirmation?: ConfirmationOutcome['outcome'] | 'url-mismatch' | undefined;
  /** How the listener ended, when it ran. */
  readonly listener?: 'resolved' | 'threw';
}

/**
 * Creates the endpoint that receives the gateway's notifications: a standard `(request: Request) =>
 * Promise<Response>` for Hono, Next.js route handlers, Bun, Deno and Workers (Node's `http` and Express
 * through `toNodeListener`). For each delivery it:
 *
 * 1. verifies and reads the notification with the schema its family declares (`plugins`); a refusal
 *    answers HTTP 400 (unreadable, not the envelope, wrong payload, too old) or 401 (signature missing or
 *    wrong), and runs nothing;
 * 2. with `boundUrls`, refuses it (HTTP 403) when the URL it was posted to does not carry the MAC of its keys;
 * 3. claims it in the store: a notification processed already is acknowledged at once; one that another
 *    delivery is processing right now answers HTTP 503, so the gateway comes back later;
 * 4. with `confirm`, looks its record up with the gateway under your `appId`: not found or different
 *    answers HTTP 409, not yet (or a lookup that failed for now) HTTP 503, and runs nothing;
 * 5. runs the listener of its `eventName` (or `default`); when it resolves, answers the acknowledgement
 *    `{"code":10000,"message":"Success"}` (HTTP 200), or for an inquiry the reply the listener returned;
 *    when it throws, releases the claim and answers HTTP 500 with a non-10000 `code`, so the gateway
 *    redelivers and the listener runs again. A notification no listener handles is answered HTTP 501
 *    (delivered again) unless `acknowledgeUnhandled` is set.
 *
 * Answers to refusals are JSON `{ code, message }` with `code` = HTTP status × 100. A listener for an
 * event none of the `plugins` declares, or one that `confirm` / `boundUrls` cannot confirm and
 * `unconfirmed` does not list, is a `ConfigurationError` at once.
 *
 * @example
 * ```ts
 * import { createClient, createNotificationHandler, rsaSha256Signer, rsaSha256Verifier } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const client = createClient({ baseUrl, appId, signer: await rsaSha256Signer({ privateKey }) });
 *
 * export const POST = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   plugins: [philippines],
 *   confirm: client, // one lookup per notification: a replayed notification of another merchant fails
 *   on: {
 *     'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId, n.record.amount),
 *     'disbursement.failed': async (n) => payouts.markFailed(n.payload.mchOrderId, n.payload.failedMessage),
 *   },
 * });
 * ```
 */
export function createNotificationHandler<
  const TPlugins extends readonly NotificationSource[] = DefaultNotificationSources,
  TConfirm extends NotificationConfirmer | undefined = undefined,
>(options: NotificationHandlerOptions<TPlugins, TConfirm>): NotificationHandler {
  const notificationStore = options.store === false ? undefined : (options.store ?? createMemoryNotificationStore());
  const leaseMs = options.leaseMs ?? 60_000;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const verifier = Promise.resolve(options.verifier);
  // A verifier that fails to load is reported on each delivery; this keeps it from being "unhandled" meanwhile.
  verifier.catch(() => undefined);
  const verifyOptions = { ...options, verifier };
  const catalog = notificationCatalog(options.plugins ?? [defaultNotificationSource]);
  const listeners = options.on as Readonly<Record<string, NotificationListener<AnyNotification> | undefined>>;
  const unconfirmed = new Set(options.unconfirmed ?? []);
  const confirmer = options.confirm;
  const protectedHandler = confirmer !== undefined || options.boundUrls !== undefined;
  checkListeners(Object.keys(listeners), catalog, options, unconfirmed);

  function report(error: unknown, context: NotificationErrorContext): void {
    try {
      if (options.onError) options.onError(error, context);
      else console.error(`[lintas] notification ${context.stage} failed:`, error);
    } catch {
      // Logging must never change the answer to the gateway.
    }
  }

  async function deliver(request: Request, trace: DeliveryTrace | undefined): Promise<Delivery> {
    const fail = (error: unknown, context: NotificationErrorContext): void => {
      trace?.failed(context.stage, error);
      report(error, context);
    };
    if (request.method !== 'POST') {
      return { response: failure(405, 'Notifications are delivered with POST.', { allow: 'POST' }) };
    }

    let notification: AnyNotification;
    let definition: AnyNotificationDefinition | undefined;
    try {
      const body = await readRequestBody(request, maxBodyBytes);
      if (body === undefined) {
        return { response: failure(413, `The notification body is larger than ${maxBodyBytes} bytes.`) };
      }
      ({ notification, definition } = await readNotification(body, verifyOptions, catalog));
      trace?.verified(notification as Notification);
    } catch (error) {
      fail(error, { stage: 'verification', request });
      return { response: refusalResponse(error) };
    }

    const listener = (notification.known ? listeners[notification.eventName] : undefined) ?? listeners.default;
    if (listener === undefined) {
      trace?.listened('unhandled');
      if (options.acknowledgeUnhandled === true) return { response: acknowledgementResponse(), notification };
      fail(new NotificationUnhandledError(notification.eventName), { stage: 'unhandled', request, notification });
      return {
        response: failure(501, `No listener handles ${notification.eventName}; deliver it again later.`),
        notification,
      };
    }

    // Refused before any lookup or store write: another order's keys never pass a bound URL.
    const inquiry = definition?.inquiry === true;
    const bound = options.boundUrls !== undefined && definition?.bound !== undefined;
    if (bound && !(await urlMatches(options.boundUrls, request.url, definition?.bound ?? [], notification))) {
      const error = new NotificationNotConfirmedError(notification.eventName, 'url-mismatch');
      fail(error, { stage: 'confirmation', request, notification });
      return { response: failure(403, error.message), notification, confirmation: 'url-mismatch' };
    }
    const definitions = catalog.get(notification.eventName) ?? [];
    const lookup = confirmer !== undefined && !inquiry && definitions.some((entry) => entry.confirm !== undefined);
    if (protectedHandler && !bound && !lookup && !inquiry && !unconfirmed.has(notification.eventName)) {
      const error = new NotificationNotConfirmedError(notification.eventName, 'no-lookup');
      fail(error, { stage: 'confirmation', request, notification });
      return { response: failure(501, error.message), notification };
    }

    // An inquiry is answered each time it is asked, with what the listener says now: never deduplicated.
    const store = inquiry ? undefined : notificationStore;
    // This delivery's claim: only its own complete or release may end it.
    const token = crypto.randomUUID();
    let claim: NotificationClaim | undefined;
    if (store !== undefined) {
      try {
        claim = await store.claim(notification.key, { leaseMs, token });
      } catch (error) {
        fail(error, { stage: 'store', request, notification });
        return { response: refusalResponse(error), notification };
      }
      trace?.claimed(claim === 'completed' ? 'duplicate' : claim === 'processing' ? 'in-progress' : 'first');
      if (claim === 'completed') return { response: acknowledgementResponse(), notification, claim };
      if (claim === 'processing') {
        return {
          response: failure(503, 'This notification is being processed by another delivery; deliver it again later.', {
            'retry-after': '5',
          }),
          notification,
          claim,
        };
      }
    }
    if (store === undefined) trace?.claimed('off');
    const release = async () => {
      if (store === undefined) return;
      try {
        await store.release(notification.key, { token });
      } catch (releaseError) {
        // The claim then lapses after leaseMs, and a redelivery after that runs the listener.
        fail(releaseError, { stage: 'store', request, notification });
      }
    };

    let received: AnyNotification = notification;
    let confirmation: 'confirmed' | undefined;
    if (lookup && confirmer !== undefined) {
      const outcome = await confirmNotification(notification.eventName, notification.payload, definitions, confirmer);
      // A family that sends the event too but documents no lookup for it may hold the record no lookup
      // found: it is accepted as that family accepts it (its bound URL matched, or `unconfirmed` lists it).
      const acceptedElsewhere =
        isNotFound(outcome) &&
        definitions.some(
          (entry) =>
            entry.confirm === undefined &&
            ((bound && entry.bound !== undefined) || unconfirmed.has(notification.eventName)),
        );
      if (outcome.outcome !== 'confirmed' && !acceptedElsewhere) {
        fail(outcome.error, { stage: 'confirmation', request, notification });
        await release();
        return { response: confirmationRefusal(outcome), notification, claim, confirmation: outcome.outcome };
      }
      if (outcome.outcome === 'confirmed') {
        // Only a known event has a lookup.
        received = { ...(notification as AnyKnownNotification), record: outcome.record };
        confirmation = 'confirmed';
      }
    }

    let result: unknown;
    try {
      result = await listener(received, { request });
    } catch (error) {
      fail(error, { stage: 'listener', request, notification });
      await release();
      return { response: refusalResponse(error), notification, claim, confirmation, listener: 'threw' };
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
    const response = inquiry && isNotificationReply(result) ? replyResponse(result) : acknowledgementResponse();
    return { response, notification, claim, confirmation, listener: 'resolved' };
  }

  // Every delivery ends here, whatever happened to it: `Delivery` holds its verification, claim,
  // confirmation and listener outcome. One argument only: frameworks pass a second one.
  const answer = async (request: Request, trace: DeliveryTrace | undefined): Promise<Response> =>
    (await deliver(request, trace)).response;
  const handle = (request: Request): Promise<Response> =>
    options.tracer ? traceDelivery(options.tracer, request, answer) : answer(request, undefined);

  Object.defineProperty(handle, reportRefusal, {
    value: (error: unknown, request: Request) => report(error, { stage: 'verification', request }),
  });
  return redactInspection(handle, 'NotificationHandler', {
    plugins: (options.plugins ?? []).map((plugin) => plugin.name),
    events: Object.keys(options.on),
    store: notificationStore !== undefined,
    confirm: confirmer !== undefined,
    boundUrls: options.boundUrls !== undefined,
  });
}

/** Refuses, when the handler is made, a listener that could never run as meant. */
function checkListeners(
  events: readonly string[],
  catalog: NotificationCatalog,
  options: {
    readonly plugins?: readonly NotificationSource[] | undefined;
    readonly confirm?: NotificationConfirmer | undefined;
    readonly boundUrls?: NotificationUrls | undefined;
  },
  unconfirmed: ReadonlySet<string>,
): void {
  if ((options.confirm !== undefined || options.boundUrls !== undefined) && options.plugins === undefined) {
    throw new ConfigurationError(
      'plugins',
      'createNotificationHandler: confirm and boundUrls need the plugins of the families you receive notifications from, ' +
        'which say how each event is looked up and bound, e.g. plugins: [philippines].',
    );
  }
  for (const eventName of events) {
    if (eventName === 'default') continue;
    const definitions = catalog.get(eventName);
    if (definitions === undefined) {
      const names = (options.plugins ?? []).map((plugin) => plugin.name).join(', ');
      throw new ConfigurationError(
        'on',
        `createNotificationHandler: no plugin given declares the ${eventName} notification (plugins: ${names || 'none'}). ` +
          'Pass the API family that sends it, e.g. plugins: [philippines], or handle it in default.',
      );
    }
    if (options.confirm === undefined && options.boundUrls === undefined) continue;
    // Every family that sends the event must be able to prove its own: a lookup of one family never
    // finds what another, without a lookup, sent.
    const provable = definitions.every(
      (definition) =>
        definition.inquiry === true ||
        (options.confirm !== undefined && definition.confirm !== undefined) ||
        (options.boundUrls !== undefined && definition.bound !== undefined),
    );
    if (!provable && !unconfirmed.has(eventName)) {
      throw new ConfigurationError(
        'unconfirmed',
        `createNotificationHandler: the ${eventName} notification cannot be confirmed: the gateway documents no lookup for it` +
          `${definitions.length > 1 ? ' in one of the families that send it' : ''}` +
          `${options.boundUrls === undefined ? '' : ' and it is not sent to a bound URL'}. ` +
          `List it in unconfirmed: ['${eventName}'] to accept it with its signature checked only, or remove its listener.`,
      );
    }
  }
}

async function urlMatches(
  urls: NotificationUrls | undefined,
  url: string,
  members: readonly string[],
  notification: AnyNotification,
): Promise<boolean> {
  if (urls === undefined) return false;
  const keys: Record<string, string | number> = {};
  for (const member of members) {
    const value = notification.payload[member];
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    keys[member] = value;
  }
  return urls.matches(url, keys);
}

function confirmationRefusal(outcome: Exclude<ConfirmationOutcome, { outcome: 'confirmed' }>): Response {
  if (outcome.outcome === 'retry') {
    return failure(503, 'The notification could not be confirmed with the gateway yet; deliver it again later.', {
      'retry-after': '5',
    });
  }
  if (outcome.outcome === 'refused') {
    return failure(409, 'The notification does not match a record the gateway holds for this merchant.');
  }
  return failure(500, 'The notification was not processed; deliver it again later.');
}

/** The body as bytes, or `undefined` when it is larger than `limit`. */
async function readRequestBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  // A middleware that read the body (`await request.json()`) leaves nothing to verify.
  if (request.bodyUsed || request.body?.locked === true) throw new NotificationRawBodyError('consumed');
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  return request.body === null ? new Uint8Array(0) : readBody(request.body, limit);
}
