import type { DeliveryTrace } from '../../tracing/trace-delivery.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationCatalog } from '../notification-catalog.js';
import type { NotificationConfirmer, NotificationErrorStage } from '../notification-handler-options.js';
import type { NotificationContext } from '../notification-listener.js';
import type { NotificationJob, NotificationQueue } from '../notification-queue.js';
import type { NotificationStore } from '../notification-store.js';
import type { NotificationUrls } from '../notification-urls.js';
import type { LookupGuard } from './lookup-guard.js';
import type { ReadSetup } from './read-delivery.js';

/** A listener as the delivery loop runs it, whatever notification it is typed for. */
export type Listener = (notification: AnyNotification, context: NotificationContext) => unknown;

/** What a handler sets up once for all of its deliveries (from `createNotificationHandler`'s options). */
export interface DeliverySetup extends ReadSetup {
  readonly catalog: NotificationCatalog;
  /** The listeners by `eventName`, and `default`. */
  readonly listeners: Readonly<Record<string, Listener | undefined>>;
  readonly acknowledgeUnhandled: boolean;
  readonly boundUrls: NotificationUrls | undefined;
  readonly unconfirmed: ReadonlySet<string>;
  readonly confirmer: NotificationConfirmer | undefined;
  /**
   * The events an operation of the handler's plugins settles by, with the payload members that name the
   * operation: a confirmed delivery of one is kept as evidence in a store that has `keepEvidence`.
   */
  readonly evidence: ReadonlyMap<string, readonly string[]>;
  readonly lookups: LookupGuard;
  readonly store: NotificationStore | undefined;
  readonly leaseMs: number;
  /** With a queue, a delivery enqueues the notification's job instead of running its listener. */
  readonly queue: NotificationQueue | undefined;
  /** Tells `onError` (and the delivery's span) of a refusal or failure. */
  readonly report: (error: unknown, stage: NotificationErrorStage, delivery: DeliveryContext) => void;
}

/** One delivery as its steps see it: the request, the claim's token and the trace of its span. */
export interface DeliveryContext {
  readonly request: Request;
  /** This delivery's claim: only its own complete or release may end it. */
  readonly token: string;
  readonly trace: DeliveryTrace | undefined;
  /** The notification, once verified. */
  readonly notification?: AnyNotification;
  /** The job a worker runs, when the delivery is one; its `request` is then rebuilt from it. */
  readonly job?: NotificationJob;
}
