import type { CallOptions } from '../types/client.js';
import type { AnyEndpoint, EndpointData, EndpointParams } from '../types/endpoint.js';
import type { Tracer } from '../types/tracer.js';
import type { AnyNotification, NotificationSource, NotificationsOf } from './notification.js';
import type { NotificationListeners } from './notification-listener.js';
import type { NotificationQueue } from './notification-queue.js';
import type { NotificationStore } from './notification-store.js';
import type { NotificationUrls } from './notification-urls.js';
import type { VerifyNotificationOptions } from './verify-notification.js';

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
  | 'unhandled'
  /** With `queue`: the queue did not take the notification's job; no listener ran, it was not acknowledged. */
  | 'queue';

/** What {@link NotificationHandlerOptions.onError} receives with the error. */
export interface NotificationErrorContext {
  readonly stage: NotificationErrorStage;
  readonly request: Request;
  /** The notification, once verified. */
  readonly notification?: AnyNotification;
}

/** What `confirm` takes: the merchant's client (`createClient(...)`), whose `call` runs the families' lookups. */
export interface NotificationConfirmer {
  /**
   * The merchant application id its lookups run under (a client has it): the evidence a store keeps of
   * a confirmed notification names it (see `NotificationStore.keepEvidence`).
   */
  readonly appId?: string;
  /**
   * Runs an endpoint under the client's `appId` and key. The handler passes `options` of its own: a
   * signal that ends the lookup before the claim's lease does, and no retries (the gateway's redelivery
   * is the retry).
   */
  call<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    params: EndpointParams<TEndpoint>,
    options?: CallOptions,
  ): PromiseLike<EndpointData<TEndpoint>>;
}

/** Options of {@link createNotificationHandler}. */
export interface NotificationHandlerOptions<
  TPlugins extends readonly NotificationSource[] = readonly [],
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
   * How many lookups `confirm` makes per second at most (in any one second). Default `{ perSecond: 5 }`;
   * `false` for no limit. A notification beyond it is answered HTTP 503 (the gateway delivers it again),
   * so that replays, however many, leave the rest of your rate limit to your own calls. Besides it, a
   * verdict of the gateway on a notification (confirmed, or refused as not found or different) is
   * remembered for 10 minutes: a replay of it, or a redelivery after your listener threw, costs no
   * lookup; and one lookup per notification runs at a time. Each lookup is one request, without
   * retries: the gateway's redelivery is the retry.
   */
  readonly lookupLimit?: { readonly perSecond: number } | false;
  /**
   * Bound notification URLs (`createNotificationUrls({ secret })`): a notification whose family names
   * the members its address was made for (`mchOrderId`, `mchRefundOrderId`, `requestId`) must have been
   * posted to a URL that carries the MAC of its own values, or it is refused (HTTP 403) before any lookup.
   */
  readonly boundUrls?: NotificationUrls;
  /**
   * The events to accept on their signature alone, though neither `confirm` nor `boundUrls` can prove
   * them yours (the gateway documents no lookup for them and they are not sent to a bound URL, or the
   * handler has neither), e.g. `['settle.payment.success']`. The gateway signs every merchant's
   * notifications with the same key, so another merchant's, replayed to you, is accepted too: name an
   * event here only when that is safe for you. A listener of an event nothing proves, which this does not
   * name, is a `ConfigurationError` when the handler is created (so is a `default` listener of a handler
   * with neither `confirm` nor `boundUrls` and nothing named here).
   */
  readonly unconfirmed?: readonly string[];
  /**
   * Deduplicates deliveries, keyed on `Notification.key`: a notification processed already is
   * acknowledged without running its listener again. Default: a store in this process's memory;
   * `false` to run listeners on every delivery.
   */
  readonly store?: NotificationStore | false;
  /**
   * Hand each notification to a queue instead of running its listener while the gateway waits: the
   * handler verifies it, confirms it (with `confirm`), claims it, enqueues its job and acknowledges it as
   * soon as the queue holds the job (a queue that fails, or does not answer within a tenth of `leaseMs`:
   * HTTP 503, delivered again). A worker runs the listener with `handler.processJob(job)`, under the
   * queue's retries, backoff and dead-letter queue: it reads the job as a delivery (the body verified
   * again, proven yours again with `confirm` or `boundUrls`), so a job written into the queue by anyone
   * else runs nothing; it claims the notification again, so no listener runs twice at once, and marks it
   * processed only once the listener resolved. `@lintas/stores/bullmq` and `@lintas/stores/pg-boss` make one.
   * Inquiries (`payment.verification`) are still answered by their listener at once. Use a store that
   * the web processes and the workers share (Redis, PostgreSQL).
   */
  readonly queue?: NotificationQueue;
  /**
   * How long a delivery holds its claim on a notification, in ms. Default 60,000. A lookup (`confirm`)
   * gets half of it and is abandoned after that (HTTP 503: the gateway delivers it again), and each call
   * to the store (or the queue) a tenth of it (HTTP 503 too, never a request held open while the store
   * is down); then the claim is checked and renewed, so the listener has a full lease of its own: keep
   * it above your listener's longest run. A claim lost meanwhile (taken over after it lapsed, forgotten by a store that restarted)
   * is answered HTTP 503 and the listener does not run.
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
   * the message), confirmations that failed, store failures, listener errors, unhandled events. Errors
   * it throws are ignored. Default: one line to `console.error` (the stage, the event and its key, the
   * error's name and message), with the payer's data left out as the client's log leaves it out (every
   * member the plugins mark `personalData()`, and its values wherever repeated) and no signature. Yours
   * receives the error itself: a `NotificationPayloadError` holds the payload, the payer's data included.
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
