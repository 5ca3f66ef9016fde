import type { InferData } from '../types/known-fields.js';
import type { NotificationDefinition, NotificationMap, NotificationSchema } from './define-notification.js';

/**
 * Anything that declares notifications: a plugin (`definePlugin({ ..., notifications })`), as given to
 * `createNotificationHandler({ plugins })` and `verifyNotification(body, { plugins })`.
 */
export interface NotificationSource {
  /** The plugin's name, for messages. */
  readonly name: string;
  /** Its notification events, by `eventName`. */
  readonly notifications?: NotificationMap;
}

type EventsOfSource<TSource> = TSource extends { readonly notifications?: infer TMap }
  ? [NonNullable<TMap>] extends [NotificationMap]
    ? NonNullable<TMap>
    : Record<never, never>
  : Record<never, never>;

type EventNameOf<TSources extends readonly NotificationSource[]> = {
  [TIndex in keyof TSources]: keyof EventsOfSource<TSources[TIndex]> & string;
}[number];

type DefinitionOf<TSources extends readonly NotificationSource[], TEventName extends string> = {
  [TIndex in keyof TSources]: TEventName extends keyof EventsOfSource<TSources[TIndex]>
    ? EventsOfSource<TSources[TIndex]>[TEventName]
    : never;
}[number];

/**
 * The notification events of the plugins given, by `eventName`: what the handler's listeners and
 * `verifyNotification` are typed by. An event that several plugins declare takes each one's definition.
 *
 * @example
 * ```ts
 * import type { NotificationsOf } from '@lintas/core';
 * import type { neutral } from '@lintas/neutral';
 *
 * type Events = NotificationsOf<[typeof neutral]>; // { 'payment.success': ..., 'payment.refund.success': ..., ... }
 * ```
 */
export type NotificationsOf<TSources extends readonly NotificationSource[]> = {
  readonly [TEventName in EventNameOf<TSources>]: DefinitionOf<TSources, TEventName>;
};

/** The validated payload of `TEventName`: its known members, typed, and its `eventName`. */
export type NotificationPayload<
  TEvents extends NotificationMap,
  TEventName extends keyof TEvents & string = keyof TEvents & string,
> = PayloadOf<TEvents, TEventName>;

type PayloadOf<TEvents extends NotificationMap, TEventName extends keyof TEvents & string> = {
  [TName in TEventName]: TEvents[TName] extends NotificationDefinition<string, infer TSchema, unknown>
    ? InferData<TSchema> & { readonly eventName: TName }
    : never;
}[TEventName];

/** What the lookup of `TEventName` answers, or `undefined` when its family documents none. */
export type NotificationRecord<TEvents extends NotificationMap, TEventName extends keyof TEvents & string> =
  // Each definition of the event on its own (several families may send it): `undefined` for one without a
  // lookup, whose notifications are accepted by their bound URL or unconfirmed (its record type reads
  // `never`, or `any` once a plugin holds it).
  TEvents[TEventName] extends infer TDefinition
    ? TDefinition extends NotificationDefinition<string, NotificationSchema, infer TRecord>
      ? [TRecord] extends [never]
        ? undefined
        : 0 extends 1 & TRecord
          ? undefined
          : TRecord
      : undefined
    : undefined;

/** What every verified notification carries besides its payload. */
export interface VerifiedNotification {
  /**
   * The identity of the event, the same for every redelivery of it and different for any other event:
   * `<eventName>:<id>`, the id being the members its family names as the event's object (`transactionId`
   * for payments of every kind and payouts, `refundTransactionId` for refunds, `requestId` plus `payToken`
   * when sent for authorizations, ...); inquiries (`payment.verification`) are keyed on the hash of
   * `param`. For an unknown event: the first of `transactionId`, `refundTransactionId`, `requestId` it
   * carries, else `sha256:` and the hash of `param`. The notification handler deduplicates on it.
   */
  readonly key: string;
  /** The exact `param` text that was signed, to archive as proof. */
  readonly param: string;
  /** The gateway's signature of `param` (base64), to archive with it. */
  readonly sign: string;
}

/**
 * A verified notification of an event that the given plugins declare, typed by its `eventName`. Without
 * an event name: the union of all of them, which narrows on `eventName`. Each family exports its own
 * (`NeutralNotification<'payment.refund.success'>`, ...).
 *
 * @example
 * ```ts
 * import type { KnownNotification, NotificationsOf } from '@lintas/core';
 * import type { neutral } from '@lintas/neutral';
 *
 * type Events = NotificationsOf<[typeof neutral]>;
 * async function onRefund(n: KnownNotification<Events, 'payment.refund.success' | 'payment.refund.failed'>) {
 *   await refunds.settle(n.payload.mchRefundOrderId, n.payload.refundStatus);
 * }
 * ```
 */
export type KnownNotification<
  TEvents extends NotificationMap = NotificationMap,
  TEventName extends keyof TEvents & string = keyof TEvents & string,
> = KnownOf<TEvents, TEventName>;

/** A known notification of each of `TEventName` in `TEvents` (the form `KnownNotification` resolves to). */
export type KnownOf<TEvents extends NotificationMap, TEventName extends keyof TEvents & string> = {
  [TName in TEventName]: VerifiedNotification & {
    /** True: a plugin given declares `eventName`, and `payload` was validated against its schema. */
    readonly known: true;
    readonly eventName: TName;
    /** What happened to what: `'payment'`, `'payout'`, `'refund'`, ... */
    readonly kind: TEvents[TName]['kind'];
    /** The parsed and validated `param`; unknown members are kept. */
    readonly payload: PayloadOf<TEvents, TName>;
  };
}[TEventName];

/**
 * A verified notification whose `eventName` no plugin given declares. Its signature was checked; its
 * payload was not validated. Never dropped: handle it, or acknowledge it.
 *
 * @example
 * ```ts
 * import type { UnknownNotification } from '@lintas/core';
 *
 * const logUnknown = (n: UnknownNotification) => console.warn('new event', n.eventName, n.payload);
 * ```
 */
export interface UnknownNotification extends VerifiedNotification {
  readonly known: false;
  readonly kind: 'unknown';
  readonly eventName: string;
  /** The parsed `param`, as sent. */
  readonly payload: Readonly<Record<string, unknown>> & { readonly eventName: string };
}

/**
 * A verified notification, typed by the events of the plugins given (`NotificationsOf<[typeof neutral]>`).
 * Check `known` first, then `switch (n.eventName)` narrows the payload (an unknown event's name could be
 * any string, so it must be set aside before the switch), or `switch (n.kind)` to handle a whole kind.
 *
 * @example
 * ```ts
 * import { verifyNotification } from '@lintas/core';
 * import { neutral } from '@lintas/neutral';
 *
 * const n = await verifyNotification(await request.text(), { verifier, plugins: [neutral] });
 * if (!n.known) return console.warn('new event from the gateway', n.eventName, n.payload);
 * switch (n.eventName) {
 *   case 'payment.success': await markPaid(n.payload.mchOrderId, n.payload.amount); break;
 *   case 'payment.refund.failed': await alert(n.payload.refundTransactionId, n.payload.failedMessage); break;
 * }
 * ```
 */
export type Notification<TEvents extends NotificationMap = NotificationMap> =
  | KnownNotification<TEvents>
  | UnknownNotification;

/**
 * A notification the gateway confirmed: the handler looked its record up with the family's lookup, under
 * your `appId`, and found the notification's keys, amount and status in it. `record` is what the lookup
 * answered (`undefined` for an event accepted unconfirmed).
 */
export type ConfirmedNotification<
  TEvents extends NotificationMap = NotificationMap,
  TEventName extends keyof TEvents & string = keyof TEvents & string,
> = {
  [TName in TEventName]: KnownOf<TEvents, TName> & {
    /** The gateway's record of the notification's object, as its family's lookup answered it. */
    readonly record: NotificationRecord<TEvents, TName>;
  };
}[TEventName];

/** A verified notification of an event some plugin declares, whatever its payload. */
export interface AnyKnownNotification extends VerifiedNotification {
  /** True: its event is one the handler's plugins (or protocol) declare. */
  readonly known: true;
  /** Its event, e.g. `payment.success`. */
  readonly eventName: string;
  /** What happened to what, e.g. `payment`. */
  readonly kind: string;
  /** The validated payload, unknown members kept, with its `eventName`. */
  readonly payload: Readonly<Record<string, unknown>> & { readonly eventName: string };
  /** The gateway's record, once confirmed. */
  readonly record?: unknown;
}

/** Any verified notification, of any plugins' events: what `onError` reports. */
export type AnyNotification = AnyKnownNotification | UnknownNotification;
